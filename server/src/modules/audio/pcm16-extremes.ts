/**
 * The lowest and highest of a run of 16-bit samples with WebAssembly SIMD: eight samples a step
 * (`i16x8.min_s` / `i16x8.max_s`) instead of one, the upload's hottest loop (one pass over every
 * sample of a WAV) made about ten times cheaper. Integer extremes are exact, so the result is the one
 * a plain loop gives. No library offers this kernel; it is eleven instructions, assembled below.
 */

/** Bytes at the start of the memory where the kernel leaves its eight lows and eight highs. */
const RESULT_BYTES = 32;
/** Where the samples start in the memory (a multiple of 16, past the results). */
export const PCM16_DATA_OFFSET = 64;
/** Below this many samples the plain loop is as quick as the call. */
const MIN_VECTOR_SAMPLES = 32;

/**
 * The module: imports `env.memory`; exports `x(start, end)`, which takes the lane-wise extremes of the
 * signed 16-bit values in bytes [start, end) (at least 16 bytes, a multiple of 16) and stores the
 * eight lows at byte 0 and the eight highs at byte 16.
 */
function kernelBytes(): Uint8Array {
  const section = (id: number, content: number[]) => [id, content.length, ...content];
  const V128_LOAD = [0xfd, 0x00, 0x00, 0x00];
  const V128_STORE = [0xfd, 0x0b, 0x00, 0x00];
  const I16X8_MIN_S = [0xfd, 0x96, 0x01];
  const I16X8_MAX_S = [0xfd, 0x98, 0x01];
  const advance = [0x20, 0x00, 0x41, 0x10, 0x6a, 0x21, 0x00]; // start += 16
  // biome-ignore format: one instruction group a line
  const code = [
    0x01, 0x02, 0x7b, // locals 2 and 3: low and high (v128)
    0x20, 0x00, ...V128_LOAD, 0x22, 0x02, 0x21, 0x03, // low = high = load(start)
    ...advance,
    0x02, 0x40, 0x03, 0x40, // block, loop
    0x20, 0x00, 0x20, 0x01, 0x4f, 0x0d, 0x01, // break out when start >= end
    0x20, 0x02, 0x20, 0x00, ...V128_LOAD, ...I16X8_MIN_S, 0x21, 0x02, // low = min(low, load(start))
    0x20, 0x03, 0x20, 0x00, ...V128_LOAD, ...I16X8_MAX_S, 0x21, 0x03, // high = max(high, load(start))
    ...advance,
    0x0c, 0x00, 0x0b, 0x0b, // continue; end loop, end block
    0x41, 0x00, 0x20, 0x02, ...V128_STORE, // store low at 0
    0x41, 0x10, 0x20, 0x03, ...V128_STORE, // store high at 16
    0x0b,
  ];
  // biome-ignore format: one section a line
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [0x01, 0x60, 0x02, 0x7f, 0x7f, 0x00]), // type: (i32, i32) -> ()
    // import env.memory, at least one page
    ...section(2, [0x01, 0x03, 0x65, 0x6e, 0x76, 0x06, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00, 0x01]),
    ...section(3, [0x01, 0x00]),
    ...section(7, [0x01, 0x01, 0x78, 0x00, 0x00]), // export "x"
    ...section(10, [0x01, code.length, ...code]),
  ]);
}

/** The little of the WebAssembly API used here (the server's type libraries do not declare it). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (limits: { initial: number; maximum: number }) => WasmMemory;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let compiled: object | null | undefined;

/** The compiled kernel; null where this runtime has no WebAssembly SIMD. */
function kernelModule(): object | null {
  if (compiled === undefined) {
    try {
      compiled = new wasm.Module(kernelBytes());
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** Extremes of 16-bit samples held in a buffer of `bytes` bytes. */
export interface Pcm16Extremes {
  /** Where the samples go: written by the caller, read by `extremes`. */
  readonly buffer: Buffer;
  /** Lowest and highest raw value among samples [start, end) of the buffer. */
  extremes(start: number, end: number): [number, number];
}

/** A buffer of `bytes` bytes in WebAssembly memory, with the SIMD kernel over it (a plain loop without). */
export function pcm16Extremes(bytes: number): Pcm16Extremes {
  const module = kernelModule();
  const pages = Math.ceil((PCM16_DATA_OFFSET + bytes) / 65536);
  const memory = module ? new wasm.Memory({ initial: pages, maximum: pages }) : null;
  const store = memory ? memory.buffer : new ArrayBuffer(PCM16_DATA_OFFSET + bytes);
  const buffer = Buffer.from(store, PCM16_DATA_OFFSET, bytes);
  const samples = new Int16Array(store, PCM16_DATA_OFFSET, Math.floor(bytes / 2));
  const lanes = new Int16Array(store, 0, RESULT_BYTES / 2);
  const kernel = module && memory ? new wasm.Instance(module, { env: { memory } }).exports.x : null;
  const run = kernel as ((start: number, end: number) => void) | null;
  return {
    buffer,
    extremes(start, end) {
      let low = 32767;
      let high = -32768;
      let i = start;
      if (run && end - start >= MIN_VECTOR_SAMPLES) {
        const vectorEnd = start + ((end - start) & ~7);
        run(PCM16_DATA_OFFSET + start * 2, PCM16_DATA_OFFSET + vectorEnd * 2);
        for (let lane = 0; lane < 8; lane++) {
          const laneLow = lanes[lane] as number;
          const laneHigh = lanes[lane + 8] as number;
          if (laneLow < low) low = laneLow;
          if (laneHigh > high) high = laneHigh;
        }
        i = vectorEnd;
      }
      for (; i < end; i++) {
        const value = samples[i] as number;
        if (value < low) low = value;
        if (value > high) high = value;
      }
      return [low, high];
    },
  };
}
