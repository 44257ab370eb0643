import { describe, expect, it } from 'vitest';
import { integratedLoudness, loudnessRange, truePeak } from './loudness-readings';

describe('loudness readings in plain words', () => {
  it('compares the integrated loudness with the -14 LUFS streaming services play at', () => {
    expect(integratedLoudness(-12.2)).toEqual({
      figure: '-12.2 LUFS',
      meaning: 'About 2 LU louder than streaming services play it: they will turn it down',
      caution: false,
    });
    expect(integratedLoudness(-8.6).caution).toBe(true);
    expect(integratedLoudness(-14.3).meaning).toBe('About as loud as streaming services play music');
    expect(integratedLoudness(-20).meaning).toBe(
      'About 6 LU quieter than streaming services play it: it may sound softer than other songs',
    );
  });

  it('warns of a true peak above -1 dBTP, and only then', () => {
    expect(truePeak(0.3)).toEqual({
      figure: '+0.3 dBTP',
      meaning: 'True peak above -1 dBTP: may clip after encoding',
      caution: true,
    });
    expect(truePeak(-1).caution).toBe(false);
    expect(truePeak(-0.9).caution).toBe(true);
  });

  it('says how wide the loudness range is', () => {
    expect(loudnessRange(2.5).meaning).toMatch(/^Narrow/);
    expect(loudnessRange(7).meaning).toMatch(/^Moderate/);
    expect(loudnessRange(15).figure).toBe('15.0 LU');
  });
});
