import { randomBytes } from 'node:crypto';

/**
 * A value whose JSON text is written once and reused by every answer that holds it (a waveform's
 * level list, which never changes once reduced). `stringifyAnswer` splices the text into the answer
 * as it is; any other JSON.stringify (a subscription's message, a log line) gets the value itself, so
 * the object is never wrong wherever it ends up.
 */
export class PrecomputedJson {
  readonly text: string;

  constructor(readonly value: unknown) {
    this.text = JSON.stringify(value);
  }

  toJSON(): unknown {
    if (!splicing) return this.value;
    splicing.push(this.text);
    return `${MARK}${splicing.length - 1}`;
  }
}

const byValue = new WeakMap<object, PrecomputedJson>();

/** The value's precomputed JSON, written on its first use: the value must never change afterwards. */
export function precomputedJsonOf(value: object): PrecomputedJson {
  let json = byValue.get(value);
  if (!json) {
    json = new PrecomputedJson(value);
    byValue.set(value, json);
  }
  return json;
}

// A NUL and a number nobody outside this process knows: no text an answer carries can pass for a
// mark (the API refuses control characters, and the nonce is never sent).
const NONCE = randomBytes(12).toString('hex');
const MARK = `\u0000${NONCE}:`;
const MARK_IN_JSON = new RegExp(`"\\\\u0000${NONCE}:(\\d+)"`, 'g');

/** The texts of the precomputed values met by the stringify under way (it is synchronous). */
let splicing: string[] | null = null;

/** JSON.stringify, with each PrecomputedJson in `answer` written as its stored text. */
export function stringifyAnswer(answer: unknown): string {
  const texts: string[] = [];
  splicing = texts;
  let json: string;
  try {
    json = JSON.stringify(answer);
  } finally {
    splicing = null;
  }
  if (texts.length === 0) return json;
  return json.replace(MARK_IN_JSON, (_, index: string) => texts[Number(index)] as string);
}
