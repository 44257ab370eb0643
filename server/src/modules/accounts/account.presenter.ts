import type { AuthResult } from './account.service.js';
import type { User } from './user.entity.js';

/** An account in the description's REST shape (GraphQL answers the User type itself). */
export function presentUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    artistName: user.artistName,
    genre: user.genre,
    createdAt: user.createdAt,
  };
}

/** A signed-in session in the description's REST shape. */
export function presentAuthResult(result: AuthResult) {
  return {
    user: presentUser(result.user),
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
  };
}
