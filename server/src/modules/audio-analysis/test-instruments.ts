import { midiToHz, seededRandom } from './test-signal-tools.js';

/** How a note sounds: an additive organ, or a bright decaying saw (pluck, or the slower piano). */
export type Timbre = 'organ' | 'pluck' | 'piano';

/** A short percussive hit. */
export type DrumSound = 'kick' | 'snare' | 'hat' | 'open-hat' | 'click' | 'accent-click';

const TABLE_SIZE = 2048;
const ORGAN_HARMONICS = [1, 0.6, 0.35, 0.25, 0, 0.12, 0, 0.08];
const tableCache = new Map<string, Float32Array>();
const noteCache = new Map<string, Float32Array>();

/** One note of the timbre, `seconds` long including its release (shared: callers must not change it). */
export function renderNote(timbre: Timbre, midi: number, seconds: number, sampleRate: number): Float32Array {
  const cacheKey = `${timbre} ${midi} ${seconds} ${sampleRate}`;
  const cached = noteCache.get(cacheKey);
  if (cached) return cached;
  const note = synthesizeNote(timbre, midi, seconds, sampleRate);
  noteCache.set(cacheKey, note);
  return note;
}

function synthesizeNote(timbre: Timbre, midi: number, seconds: number, sampleRate: number): Float32Array {
  const frequency = midiToHz(midi);
  const length = Math.round(seconds * sampleRate);
  const highestHarmonic = Math.max(1, Math.floor((0.45 * sampleRate) / frequency));
  if (timbre === 'organ') {
    const wave = oscillate(
      harmonicTable(ORGAN_HARMONICS.slice(0, highestHarmonic)),
      frequency,
      length,
      sampleRate,
    );
    for (let i = 0; i < length; i++) wave[i] = (wave[i] as number) * ramps(i / sampleRate, seconds, 0.02);
    return wave;
  }
  const harmonicCount = Math.min(highestHarmonic, 16);
  const bright = harmonicTable(Array.from({ length: harmonicCount }, (_, n) => 1 / (n + 1)));
  const dull = harmonicTable(Array.from({ length: harmonicCount }, (_, n) => 1 / (n + 1) ** 3));
  const decaySeconds = timbre === 'pluck' ? 0.35 : 0.9;
  const brightSeconds = timbre === 'pluck' ? 0.15 : 0.05;
  const brightWave = oscillate(bright, frequency, length, sampleRate);
  const dullWave = oscillate(dull, frequency, length, sampleRate);
  const note = new Float32Array(length);
  const brightnessStep = Math.exp(-1 / (brightSeconds * sampleRate));
  const decayStep = Math.exp(-1 / (decaySeconds * sampleRate));
  let brightness = 1;
  let decay = 1;
  for (let i = 0; i < length; i++) {
    const mixed = brightness * (brightWave[i] as number) + (1 - brightness) * (dullWave[i] as number);
    note[i] = decay * ramps(i / sampleRate, seconds, 0.005) * mixed;
    brightness *= brightnessStep;
    decay *= decayStep;
  }
  return note;
}

/** One hit of the drum, synthesized from seeded noise so that every run is identical. */
export function renderDrum(sound: DrumSound, sampleRate: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const noise = () => 2 * random() - 1;
  switch (sound) {
    case 'kick':
      return sweptSine(sampleRate, 0.35, 110, 45, 0.12);
    case 'snare': {
      const body = sweptSine(sampleRate, 0.2, 190, 160, 0.05);
      const rattle = highPass(decayingNoise(sampleRate, 0.2, 0.06, noise));
      return body.map((value, i) => 0.5 * value + 0.8 * (rattle[i] as number));
    }
    case 'hat':
      return scale(highPass(highPass(decayingNoise(sampleRate, 0.06, 0.015, noise))), 0.5);
    case 'open-hat':
      return scale(highPass(highPass(decayingNoise(sampleRate, 0.3, 0.09, noise))), 0.4);
    case 'click':
      return sweptSine(sampleRate, 0.03, 1000, 1000, 0.008);
    case 'accent-click':
      return sweptSine(sampleRate, 0.03, 1600, 1600, 0.01);
  }
}

function harmonicTable(amplitudes: number[]): Float32Array {
  const cacheKey = amplitudes.join(',');
  const cached = tableCache.get(cacheKey);
  if (cached) return cached;
  const table = new Float32Array(TABLE_SIZE + 1);
  const total = amplitudes.reduce((sum, amplitude) => sum + amplitude, 0);
  for (let i = 0; i <= TABLE_SIZE; i++) {
    let value = 0;
    for (let n = 0; n < amplitudes.length; n++) {
      value += (amplitudes[n] as number) * Math.sin((2 * Math.PI * (n + 1) * i) / TABLE_SIZE);
    }
    table[i] = value / total;
  }
  tableCache.set(cacheKey, table);
  return table;
}

function oscillate(table: Float32Array, frequency: number, length: number, sampleRate: number): Float32Array {
  const wave = new Float32Array(length);
  const step = (frequency * TABLE_SIZE) / sampleRate;
  let position = 0;
  for (let i = 0; i < length; i++) {
    const index = Math.floor(position);
    const fraction = position - index;
    wave[i] = (table[index] as number) * (1 - fraction) + (table[index + 1] as number) * fraction;
    position += step;
    if (position >= TABLE_SIZE) position -= TABLE_SIZE;
  }
  return wave;
}

// Linear fade in over `ramp` seconds and out over the last `ramp` seconds: no clicks at note edges.
function ramps(t: number, seconds: number, ramp: number): number {
  return Math.min(1, t / ramp, Math.max(0, (seconds - t) / ramp));
}

// A sine gliding exponentially from `startHz` to `endHz`, decaying with time constant `decay` seconds.
function sweptSine(
  sampleRate: number,
  seconds: number,
  startHz: number,
  endHz: number,
  decay: number,
): Float32Array {
  const hit = new Float32Array(Math.round(seconds * sampleRate));
  let phase = 0;
  for (let i = 0; i < hit.length; i++) {
    const t = i / sampleRate;
    phase += (2 * Math.PI * (endHz + (startHz - endHz) * Math.exp(-t / 0.04))) / sampleRate;
    hit[i] = Math.sin(phase) * Math.exp(-t / decay) * ramps(t, seconds, 0.002);
  }
  return hit;
}

function decayingNoise(
  sampleRate: number,
  seconds: number,
  decay: number,
  noise: () => number,
): Float32Array {
  const hit = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < hit.length; i++) hit[i] = noise() * Math.exp(-i / sampleRate / decay);
  return hit;
}

// A first difference: a gentle high-pass that leaves the noise's top octaves.
function highPass(samples: Float32Array): Float32Array {
  return samples.map((value, i) => 0.5 * (value - (i > 0 ? (samples[i - 1] as number) : 0)));
}

function scale(samples: Float32Array, gain: number): Float32Array {
  return samples.map((value) => value * gain);
}
