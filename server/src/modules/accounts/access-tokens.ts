import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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

/**
 * The signing secret: JWT_SECRET when configured, else one generated on first start and kept in
 * the data directory, so tokens survive restarts without a secret ever written in the code.
 */
export async function resolveSigningSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  // Written whole to a temporary file, then linked into place: a process starting at the same
  // moment either wins the link or reads the complete secret of the one that did.
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(candidate, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await fs.link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.unlink(candidate);
  }
  return (await fs.readFile(file, 'utf8')).trim();
}
