import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Signs and verifies short-lived access tokens (JWT, HS256 only, issuer and audience checked). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly options: { issuer: string; audience: string; ttlSeconds: number },
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  get ttlSeconds(): number {
    return this.options.ttlSeconds;
  }

  issue(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setIssuedAt()
      .setExpirationTime(`${this.options.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The token's claims, or null for anything not a valid, unexpired token of ours. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.options.issuer,
        audience: this.options.audience,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
