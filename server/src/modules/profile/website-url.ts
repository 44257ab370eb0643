const MAX_STORED_LENGTH = 255;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A website as stored: '' for none, else the address in the URL standard's form, with https:// put
 * in front of a bare domain. Null when it is not an http(s) address of a named host without credentials.
 */
export function normalizeWebsite(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return '';
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Credentials in a public link only serve to disguise where it goes.
  if (url.username || url.password) return null;
  if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
  return url.href.length <= MAX_STORED_LENGTH ? url.href : null;
}
