import { describe, expect, it } from 'vitest';
import { findRefusedCharacter, isRefusedCharacter, refusedCharacterMessage } from './control-characters.js';

describe('refused characters', () => {
  it('refuses C0 controls but tab, line feed and carriage return, DEL and C1; nothing else', () => {
    const refused = Array.from({ length: 0x100 }, (_, code) => code).filter(isRefusedCharacter);
    const expected = [
      ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
      ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index),
    ];
    expect(refused).toEqual(expected);
    expect(isRefusedCharacter(0xa0)).toBe(false);
    expect(isRefusedCharacter(0x2028)).toBe(false);
    expect(isRefusedCharacter(0xfeff)).toBe(false);
  });

  it('finds the first refused string in a JSON-like value, with its path', () => {
    expect(
      findRefusedCharacter({ lyrics: 'one\r\ntwo\tthree', tags: ['ok', 'b\u0085d'], name: 'x\u0000' }),
    ).toEqual({ path: ['tags', 1], character: 'U+0085' });
    expect(findRefusedCharacter('\u007f')).toEqual({ path: [], character: 'U+007F' });
    expect(findRefusedCharacter({ bpm: 120, deep: { deeper: [{ title: 'Fine\n' }] } })).toBeNull();
  });

  it('walks deeply nested values without overflowing the stack or slowing down', () => {
    let nested: unknown = 'bottom\u0001';
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    const started = performance.now();
    expect(findRefusedCharacter(nested)?.character).toBe('U+0001');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('names the field and the character in its message', () => {
    expect(refusedCharacterMessage(['tags', 2], 'U+0000')).toBe(
      'The tags field contains a control character (U+0000), which is not allowed. Text may hold tabs and line breaks but no other control characters.',
    );
  });
});
