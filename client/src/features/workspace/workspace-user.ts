import type { SubscriptionPlan } from '../../__generated__/types';
import type { WorkspaceUserQuery } from './WorkspaceLayout.generated';

/** The signed-in artist as the workspace frame shows them. */
export type WorkspaceUser = WorkspaceUserQuery['me'];

const PLAN_LABELS: Record<SubscriptionPlan, string> = {
  CREATOR: 'Creator plan',
  PROFESSIONAL: 'Professional plan',
};

export function planLabel(plan: SubscriptionPlan): string {
  return PLAN_LABELS[plan];
}
