import { promisify } from 'node:util';
import { brotliCompress, constants, type InputType } from 'node:zlib';

const compress = promisify(brotliCompress);

/**
 * Above this only the explorer's editor bundles (monaco, GraphiQL, the GraphQL worker), loaded by
 * /graphql alone; the app's largest chunk is under half of it.
 */
export const LARGE_ASSET_BYTES = 512 * 1024;

/**
 * Brotli at its best quality (11), except for assets over LARGE_ASSET_BYTES, which get quality 9:
 * about 10% more bytes for a twentieth of the time (11 spent 6 of the build's 9 s of compression on
 * the four explorer bundles over that size).
 */
export function brotliByFileSize(input: InputType): Promise<Buffer> {
  const bytes = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  const quality = bytes > LARGE_ASSET_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
  return compress(input, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
  });
}
