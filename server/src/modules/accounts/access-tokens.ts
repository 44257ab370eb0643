import { createSigner, createVerifier, TokenError } from 'fast-jwt';

const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * Signs and verifies short-lived access tokens (JWT, HS256 only, issuer and audience checked).
 * fast-jwt signs with node:crypto synchronously: every request verifies one, and WebCrypto's
 * asynchronous HMAC (jose) cost about 15 times as much CPU.
 */
export class AccessTokens {
  private readonly signToken: (payload: Record<string, unknown>) => string;
  private readonly verifyToken: (token: string) => Record<string, unknown>;

  constructor(
    secret: string,
    private readonly options: { issuer: string; audience: string; ttlSeconds: number },
  ) {
    this.signToken = createSigner({
      key: secret,
      algorithm: ALGORITHM,
      iss: options.issuer,
      aud: options.audience,
      expiresIn: options.ttlSeconds * 1000,
    });
    this.verifyToken = createVerifier({
      key: secret,
      algorithms: [ALGORITHM],
      allowedIss: options.issuer,
      allowedAud: options.audience,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
  }

  get ttlSeconds(): number {
    return this.options.ttlSeconds;
  }

  async issue(claims: AccessTokenClaims): Promise<string> {
    return this.signToken({ sub: claims.userId, sid: claims.sessionId });
  }

  /** The token's claims, or null for anything not a valid, unexpired token of ours. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const payload = this.verifyToken(token);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
  }
}
