/** The server's limit and types for an image (a cover, a photo), checked here too so a wrong file is refused before it is sent. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a chosen image is refused before sending, in the server's words ('Cover images must be…'), or null to send it. */
export function imageRefusal(file: File, plural: string): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `${plural} must be JPEG, PNG or WebP.`;
  if (file.size > MAX_IMAGE_BYTES) return `${plural} can be at most 5 MB.`;
  return null;
}
