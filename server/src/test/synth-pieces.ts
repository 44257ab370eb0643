import { seededRandom } from '../modules/audio-analysis/test-signal-tools.js';

/**
 * Short synthesized pieces of music for the analysis tests: a seed gives a tempo, a key, a chord
 * progression, a bass line, a melody and a drum pattern. Each piece is a function of time, so the same
 * seed rendered at two sample rates is the same recording, and two seeds are two different pieces.
 */

export interface PieceOptions {
  seconds: number;
  sampleRate: number;
  channels?: 1 | 2;
}

interface Note {
  start: number;
  seconds: number;
  frequency: number;
  amplitude: number;
  pan: number;
  voice: Voice;
}

/**
 * A note's sound, `length` samples at `rate` from `t0` seconds after the note starts, about -1..1.
 * Each kind of sound has its loop in its own function: one shared loop calling a sound function per
 * sample made the call megamorphic, and the pieces took seconds to render.
 */
type Voice = (note: Note, t0: number, rate: number, length: number) => Float32Array;

const TABLE_SIZE = 4096;
const SINE_TABLE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, i) =>
  Math.sin((2 * Math.PI * i) / TABLE_SIZE),
);
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

/** sin(2 pi cycles), by table: rendering 100 pieces with Math.sin took seconds. */
function sine(cycles: number): number {
  const position = (cycles - Math.floor(cycles)) * TABLE_SIZE;
  const index = Math.floor(position);
  const low = SINE_TABLE[index] as number;
  return low + ((SINE_TABLE[index + 1] as number) - low) * (position - index);
}

const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** exp(-t / seconds) for t = t0, t0 + 1 / rate, ... in turn, by one multiplication a sample. */
function exponentialDecay(seconds: number, t0: number, rate: number): () => number {
  const step = Math.exp(-1 / (rate * seconds));
  let value = Math.exp(-t0 / seconds) / step;
  return () => {
    value *= step;
    return value;
  };
}

const pad: Voice = (note, t0, rate, length) => {
  const out = new Float32Array(length);
  for (let k = 0; k < length; k++) {
    const t = t0 + k / rate;
    const f = note.frequency * t;
    out[k] = (sine(f) + sine(2 * f) / 2 + sine(3 * f) / 3) * Math.min(1, t / 0.08, (note.seconds - t) / 0.1);
  }
  return out;
};

const pluck: Voice = (note, t0, rate, length) => {
  const out = new Float32Array(length);
  const decay = exponentialDecay(note.seconds * 0.5, t0, rate);
  for (let k = 0; k < length; k++) {
    const t = t0 + k / rate;
    const f = note.frequency * t;
    out[k] = (sine(f) + sine(3 * f) / 9) * Math.min(1, t / 0.005) * decay();
  }
  return out;
};

const bass: Voice = (note, t0, rate, length) => {
  const out = new Float32Array(length);
  const decay = exponentialDecay(0.3, t0, rate);
  for (let k = 0; k < length; k++) {
    const t = t0 + k / rate;
    const f = note.frequency * t;
    out[k] = (sine(f) + 0.5 * sine(2 * f)) * Math.min(1, t / 0.01) * decay();
  }
  return out;
};

/** A sine swept down from 140 Hz to 45 Hz, its phase integrated in closed form. */
const kick: Voice = (_note, t0, rate, length) => {
  const out = new Float32Array(length);
  const sweep = 0.04;
  const [sweepDecay, decay] = [exponentialDecay(sweep, t0, rate), exponentialDecay(0.18, t0, rate)];
  for (let k = 0; k < length; k++) {
    const t = t0 + k / rate;
    out[k] = sine(45 * t + (140 - 45) * sweep * (1 - sweepDecay())) * decay();
  }
  return out;
};

/** Noise-like from inharmonic partials, so that it too is a function of time at any rate. */
function partialsVoice(partials: number[], decaySeconds: number): Voice {
  const scale = 1 / Math.sqrt(partials.length);
  return (_note, t0, rate, length) => {
    const out = new Float32Array(length);
    const decay = exponentialDecay(decaySeconds, t0, rate);
    for (let k = 0; k < length; k++) {
      const t = t0 + k / rate;
      let value = 0;
      for (const frequency of partials) value += sine(frequency * t);
      out[k] = value * scale * decay();
    }
    return out;
  };
}

/** The notes of the piece a seed gives, over `seconds`. */
function composePiece(seed: number, seconds: number): Note[] {
  const random = seededRandom(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const beat = 60 / (70 + random() * 100);
  const root = 40 + Math.floor(random() * 12);
  const scale = random() < 0.5 ? MAJOR : MINOR;
  const degreeToMidi = (degree: number, octave: number) =>
    root + 12 * (octave + Math.floor(degree / 7)) + (scale[((degree % 7) + 7) % 7] as number);
  const progression = Array.from({ length: 4 }, () => pick([0, 1, 2, 3, 4, 5]));
  const beatsPerChord = pick([2, 4, 4, 8]);
  const kickSteps = Array.from({ length: 16 }, (_, i) => i === 0 || random() < 0.25);
  const snareSteps = Array.from({ length: 16 }, (_, i) =>
    i === 4 || i === 12 ? random() < 0.9 : random() < 0.08,
  );
  const hatEvery = pick([1, 2, 2, 4]);
  const snare = partialsVoice(
    Array.from({ length: 6 }, () => 900 + random() * 4000),
    0.12,
  );
  const hat = partialsVoice(
    Array.from({ length: 5 }, () => 5000 + random() * 4000),
    0.04,
  );
  const notes: Note[] = [];
  const step = beat / 4;
  for (let i = 0; i * step < seconds; i++) {
    const start = i * step;
    const beatIndex = Math.floor(i / 4);
    const chord = progression[Math.floor(beatIndex / beatsPerChord) % progression.length] as number;
    if (i % (beatsPerChord * 4) === 0)
      for (const third of [0, 2, 4])
        notes.push({
          start,
          seconds: beatsPerChord * beat,
          frequency: midiToHz(degreeToMidi(chord + third, 1)),
          amplitude: 0.05,
          pan: 0.3 + 0.4 * random(),
          voice: pad,
        });
    if (i % 4 === 0 || random() < 0.15)
      notes.push({
        start,
        seconds: beat,
        frequency: midiToHz(degreeToMidi(chord, 0)),
        amplitude: 0.2,
        pan: 0.5,
        voice: bass,
      });
    if (i % 2 === 0 && random() < 0.7)
      notes.push({
        start,
        seconds: step * pick([2, 2, 4]),
        frequency: midiToHz(degreeToMidi(chord + Math.floor(random() * 8), 3)),
        amplitude: 0.12,
        pan: 0.2 + 0.6 * random(),
        voice: pluck,
      });
    const at = i % 16;
    if (kickSteps[at])
      notes.push({ start, seconds: 0.35, frequency: 0, amplitude: 0.35, pan: 0.5, voice: kick });
    if (snareSteps[at])
      notes.push({ start, seconds: 0.25, frequency: 0, amplitude: 0.15, pan: 0.45, voice: snare });
    if (i % hatEvery === 0)
      notes.push({ start, seconds: 0.08, frequency: 0, amplitude: 0.04, pan: 0.6, voice: hat });
  }
  return notes;
}

/** The piece of `seed`, rendered at the given rate: one Float32Array a channel, samples in [-1, 1]. */
export function synthPiece(
  seed: number,
  { seconds, sampleRate, channels = 1 }: PieceOptions,
): Float32Array[] {
  const frames = Math.round(seconds * sampleRate);
  const output = Array.from({ length: channels }, () => new Float32Array(frames));
  for (const note of composePiece(seed, seconds)) {
    const first = Math.ceil(note.start * sampleRate);
    const last = Math.min(frames, Math.ceil((note.start + note.seconds) * sampleRate));
    const gains =
      channels === 1
        ? [note.amplitude]
        : [note.amplitude * (1 - note.pan) * 1.4, note.amplitude * note.pan * 1.4];
    const sound = note.voice(note, first / sampleRate - note.start, sampleRate, Math.max(0, last - first));
    for (const [channel, gain] of gains.entries()) {
      const samples = output[channel] as Float32Array;
      for (let k = 0; k < sound.length; k++)
        samples[first + k] = (samples[first + k] as number) + (sound[k] as number) * gain;
    }
  }
  for (const channel of output) for (let i = 0; i < frames; i++) channel[i] = Math.tanh(channel[i] as number);
  return output;
}
