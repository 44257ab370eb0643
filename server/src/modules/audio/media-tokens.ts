import { createSigner, createVerifier, TokenError } from 'fast-jwt';

const ALGORITHM = 'HS256';
const AUDIENCE = 'backline-media';

/** A token is handed out again while at least this share of its lifetime is left. */
const REUSE_WHILE_LEFT = 0.8;
const REUSED_TOKENS_KEPT = 10_000;

interface IssuedToken {
  token: string;
  reuseUntil: number;
  expiresAt: Date;
}

/** An absolute address that works until `expiresAt`. */
export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/**
 * Short-lived signed URLs for audio, so an <audio> element (which cannot send a bearer token) can
 * play the owner's file. A token names one user and one file and is no access token. A page of 50
 * tracks signs up to 100 of them, so signing is synchronous (node:crypto's HMAC through fast-jwt:
 * no promise per field of every row), and a
 * token is reused for a while: the same address on every page load, so the browser's cache keeps the
 * cover, and no signing at all for a page shown again. The reuse is only a cache: any instance's
 * token is valid on every instance.
 */
export class MediaTokens {
  private readonly signToken: (payload: Record<string, unknown>) => string;
  private readonly verifyToken: (token: string) => Record<string, unknown>;
  private readonly issued = new Map<string, IssuedToken>();
  private readonly ttlSeconds: number;
  private readonly now: () => number;

  constructor(secret: string, options: { issuer: string; ttlSeconds: number; now?: () => number }) {
    this.ttlSeconds = options.ttlSeconds;
    this.now = options.now ?? Date.now;
    this.signToken = createSigner({
      key: secret,
      algorithm: ALGORITHM,
      iss: options.issuer,
      aud: AUDIENCE,
      expiresIn: options.ttlSeconds * 1000,
    });
    this.verifyToken = createVerifier({
      key: secret,
      algorithms: [ALGORITHM],
      allowedIss: options.issuer,
      allowedAud: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'mid'],
    });
  }

  sign(userId: string, mediaId: string): string {
    return this.issue(userId, mediaId).token;
  }

  private issue(userId: string, mediaId: string): IssuedToken {
    const key = `${userId} ${mediaId}`;
    const now = this.now();
    const earlier = this.issued.get(key);
    if (earlier && earlier.reuseUntil > now) return earlier;
    const issuedAt = Math.floor(now / 1000);
    const token = this.signToken({ sub: userId, mid: mediaId, iat: issuedAt });
    const issued = {
      token,
      reuseUntil: (issuedAt + this.ttlSeconds * (1 - REUSE_WHILE_LEFT)) * 1000,
      expiresAt: new Date((issuedAt + this.ttlSeconds) * 1000),
    };
    this.issued.delete(key);
    this.issued.set(key, issued);
    if (this.issued.size > REUSED_TOKENS_KEPT) this.issued.delete(this.issued.keys().next().value as string);
    return issued;
  }

  /** A signed, short-lived address of stored audio under `origin`: `<origin>/media/tracks/<id>?token=...`. */
  audioUrl(
    origin: string,
    kind: 'tracks' | 'notes' | 'versions',
    userId: string,
    mediaId: string,
  ): SignedUrl {
    const { token, expiresAt } = this.issue(userId, mediaId);
    return { url: `${origin}/media/${kind}/${mediaId}?token=${token}`, expiresAt };
  }

  /** A signed, short-lived address of a track's cover at one size: `<origin>/media/covers/<id>/small?token=...`. */
  coverUrl(origin: string, userId: string, trackId: string, size: 'SMALL' | 'LARGE'): SignedUrl {
    const { token, expiresAt } = this.issue(userId, coverMediaId(trackId, size));
    return { url: `${origin}/media/covers/${trackId}/${size.toLowerCase()}?token=${token}`, expiresAt };
  }

  /** The user a token grants this media to, or null. */
  async verify(token: string, mediaId: string): Promise<string | null> {
    try {
      const payload = this.verifyToken(token);
      return payload.mid === mediaId && typeof payload.sub === 'string' ? payload.sub : null;
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
  }
}

/**
 * Cover addresses are signed for their own id and size, so an audio address never opens a cover or
 * back, and a small cover's address never opens the large one.
 */
export function coverMediaId(trackId: string, size: 'SMALL' | 'LARGE'): string {
  return `cover:${size}:${trackId}`;
}
