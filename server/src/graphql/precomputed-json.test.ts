import { describe, expect, it } from 'vitest';
import { PrecomputedJson, precomputedJsonOf, stringifyAnswer } from './precomputed-json.js';

describe('an answer with precomputed JSON', () => {
  it('reads exactly as JSON.stringify would write it, wherever the values sit', () => {
    const levels = [0.5, -0.25, 1];
    const answer = {
      data: { a: precomputedJsonOf(levels), list: [{ b: precomputedJsonOf([2, 3]) }, 'text'], n: null },
    };
    const plain = { data: { a: levels, list: [{ b: [2, 3] }, 'text'], n: null } };
    expect(stringifyAnswer(answer)).toBe(JSON.stringify(plain));
  });

  it('writes a value once, and splices the same text into every answer that holds it', () => {
    const levels = [0.1, 0.2];
    const json = precomputedJsonOf(levels);
    expect(precomputedJsonOf(levels)).toBe(json);
    expect(stringifyAnswer({ x: json, y: json })).toBe('{"x":[0.1,0.2],"y":[0.1,0.2]}');
  });

  it('leaves alone any text that looks like a splice mark', () => {
    const lookalikes = ['\u00000', '\u0000:0', `\u0000${'0'.repeat(24)}:0`, '"\\u0000abc:0"'];
    const answer = { marks: lookalikes, levels: precomputedJsonOf([1]) };
    expect(JSON.parse(stringifyAnswer(answer))).toEqual({ marks: lookalikes, levels: [1] });
  });

  it('is its plain value to any other JSON.stringify (a subscription message, a log line)', () => {
    const json = new PrecomputedJson([4, 5]);
    expect(JSON.stringify({ levels: json })).toBe('{"levels":[4,5]}');
    // A stringify that throws leaves no splicing behind for the next one.
    const broken = { levels: json, bad: 1n };
    expect(() => stringifyAnswer(broken)).toThrow();
    expect(JSON.stringify({ levels: json })).toBe('{"levels":[4,5]}');
  });
});
