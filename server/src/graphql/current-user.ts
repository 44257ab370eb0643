import { UnauthenticatedError } from '../shared/errors.js';
import type { GraphQLContext } from './context.js';

/** The signed-in caller's id, for resolvers declared @SignedIn() (graphql/access.ts). */
export function currentUserId(ctx: GraphQLContext): string {
  if (!ctx.auth) throw new UnauthenticatedError();
  return ctx.auth.userId;
}
