import { describe, expect, it } from 'vitest';
import { trackFileName } from './track-file-name.js';

describe("a downloaded track's file name", () => {
  it("is the title with the format's extension", () => {
    expect(trackFileName({ title: 'Aurora', format: 'WAV' })).toBe('Aurora.wav');
    expect(trackFileName({ title: 'Night Drive (Extended)', format: 'MP3' })).toBe(
      'Night Drive (Extended).mp3',
    );
  });

  it('keeps letters of every script and replaces what file systems refuse', () => {
    expect(trackFileName({ title: 'Café Niño', format: 'MP3' })).toBe('Café Niño.mp3');
    expect(trackFileName({ title: 'AC/DC: "Live" <b>?*|\\', format: 'WAV' })).toBe(
      'AC_DC_ _Live_ _b_____.wav',
    );
  });

  it('drops leading and trailing dots and spaces, and names an empty stem "track"', () => {
    expect(trackFileName({ title: ' ..hidden. ', format: 'WAV' })).toBe('hidden.wav');
    expect(trackFileName({ title: '...', format: 'MP3' })).toBe('track.mp3');
  });

  it('keeps long titles to 200 characters before the extension', () => {
    expect(trackFileName({ title: 'x'.repeat(300), format: 'MP3' })).toBe(`${'x'.repeat(200)}.mp3`);
  });
});
