import { IMAGE_MAX_BYTES, IMAGE_REFUSALS, IMAGE_TYPES, imageFormatOf } from '@backline/field-rules';

export { IMAGE_TYPES };

/** Why a chosen image is refused by its name's type or its size, in the server's words ('Cover images must be…'), or null. */
export function imageRefusal(file: File, plural: string): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_REFUSALS.type(plural);
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_REFUSALS.size(plural);
  return null;
}

/**
 * Why a chosen image is refused by its bytes, in the server's words, or null: they must begin as JPEG,
 * PNG or WebP do (the server's own check) and the browser must be able to draw them. The server may
 * still refuse what a browser draws (a cut-off file), and says so when the picture is saved.
 */
export async function imageBytesRefusal(file: File, plural: string): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!imageFormatOf(head)) return IMAGE_REFUSALS.type(plural);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return null;
  } catch {
    return IMAGE_REFUSALS.unreadable;
  } finally {
    URL.revokeObjectURL(url);
  }
}
