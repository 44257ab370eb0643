import type { SubscriptionPlan, WorkspaceUserQuery } from '../../__generated__/graphql';

/** The signed-in artist as the workspace frame shows them. */
export type WorkspaceUser = WorkspaceUserQuery['me'];

const PLAN_LABELS: Record<SubscriptionPlan, string> = {
  CREATOR: 'Creator plan',
  PROFESSIONAL: 'Professional plan',
};

export function planLabel(plan: SubscriptionPlan): string {
  return PLAN_LABELS[plan];
}
