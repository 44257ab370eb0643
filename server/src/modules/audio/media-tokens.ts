import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const AUDIENCE = 'backline-media';

/**
 * Short-lived signed URLs for audio, so an <audio> element (which cannot send a bearer token) can
 * play the owner's file. A token names one user and one file and is no access token.
 */
export class MediaTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly options: { issuer: string; ttlSeconds: number },
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(userId: string, mediaId: string): Promise<string> {
    return new SignJWT({ mid: mediaId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuer(this.options.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.options.ttlSeconds}s`)
      .sign(this.key);
  }

  /** A signed, short-lived address of stored audio, e.g. `/media/tracks/<id>?token=...`. */
  async audioUrl(kind: 'tracks' | 'notes', userId: string, mediaId: string): Promise<string> {
    return `/media/${kind}/${mediaId}?token=${await this.sign(userId, mediaId)}`;
  }

  /** A signed, short-lived address of a track's cover at one size, e.g. `/media/covers/<id>/small?token=...`. */
  async coverUrl(userId: string, trackId: string, size: 'SMALL' | 'LARGE'): Promise<string> {
    return `/media/covers/${trackId}/${size.toLowerCase()}?token=${await this.sign(userId, coverMediaId(trackId))}`;
  }

  /** The user a token grants this media to, or null. */
  async verify(token: string, mediaId: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.options.issuer,
        audience: AUDIENCE,
      });
      return payload.mid === mediaId && typeof payload.sub === 'string' ? payload.sub : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/** Cover addresses are signed for their own id, so an audio address never opens a cover or back. */
export function coverMediaId(trackId: string): string {
  return `cover:${trackId}`;
}
