import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** A stored file as served: its key never holds other bytes (a new upload or cover gets a new key). */
export interface StoredFileVersion {
  key: string;
  sizeBytes: number;
  /** When these bytes were stored. */
  modifiedAt: Date;
}

/**
 * Sets the file's validators, a strong ETag and Last-Modified, and answers 304 Not Modified when the
 * request's If-None-Match (or, without one, If-Modified-Since) shows the client has these bytes
 * (RFC 9110 §13.2.2; evaluated by Express's `req.fresh`). Answers whether it did.
 */
export function answeredNotModified(req: Request, res: Response, file: StoredFileVersion): boolean {
  res.setHeader('ETag', strongEtag(file));
  res.setHeader('Last-Modified', file.modifiedAt.toUTCString());
  if (!req.fresh) return false;
  res.status(304).end();
  return true;
}

/**
 * Whether a Range header still applies (RFC 9110 §13.1.5): without If-Range, yes; with one, only when
 * it names the current bytes: our strong ETag exactly (a weak one never matches), or exactly our
 * Last-Modified date. Otherwise the whole file is sent with 200. Call after `answeredNotModified`.
 */
export function rangeStillApplies(req: Request, res: Response): boolean {
  const ifRange = req.get('if-range');
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === res.getHeader('ETag');
  const since = Date.parse(ifRange);
  return !Number.isNaN(since) && since === Date.parse(String(res.getHeader('Last-Modified')));
}

function strongEtag({ key, sizeBytes }: StoredFileVersion): string {
  const digest = createHash('sha256').update(key).digest('base64url').slice(0, 27);
  return `"${digest}-${sizeBytes.toString(36)}"`;
}
