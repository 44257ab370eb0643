import { describe, expect, it } from 'vitest';
import { shownKey, shownTempo } from './detected-sound';

const analysis = (key: string | null, keyConfidence: number, status = 'DONE') => ({
  status,
  key,
  keyConfidence,
});

describe('the key a track card shows', () => {
  it("is the artist's own whenever they typed a key", () => {
    expect(shownKey({ key: 'Am', analysis: analysis('C major', 0.9) })).toEqual({
      text: 'Am',
      detected: false,
    });
  });

  it('is the detected one, marked, where they typed none', () => {
    expect(shownKey({ key: 'Unknown', analysis: analysis('F# minor', 0.7) })).toEqual({
      text: 'F# minor',
      detected: true,
    });
  });

  it('stays as typed while the analysis is under way, or unsure', () => {
    expect(shownKey({ key: 'Unknown', analysis: analysis(null, 0, 'PENDING') })).toEqual({
      text: 'Unknown',
      detected: false,
    });
    expect(shownKey({ key: 'Unknown', analysis: analysis('A major', 0.01) }).detected).toBe(false);
  });
});

describe('a tempo and key the analysis set (unconfirmed)', () => {
  const heard = { status: 'DONE', key: 'A minor', keyConfidence: 0.6, tempoBpm: 127.8, tempoConfidence: 0.9 };

  it('read as detected once the analysis stands behind them', () => {
    expect(shownKey({ key: 'A minor', keyConfirmed: false, analysis: heard })).toEqual({
      text: 'A minor',
      detected: true,
    });
    expect(shownTempo({ bpm: 128, bpmConfirmed: false, analysis: heard })).toEqual({
      text: '128',
      detected: true,
    });
  });

  it('read as plain values once confirmed, or while nothing was detected', () => {
    expect(shownTempo({ bpm: 128, bpmConfirmed: true, analysis: heard }).detected).toBe(false);
    expect(shownTempo({ bpm: 120, bpmConfirmed: false, analysis: { status: 'PENDING' } }).detected).toBe(
      false,
    );
    // A placeholder the analysis could not confirm is no tempo at all.
    const noBeat = { status: 'DONE', tempoBpm: 96, tempoConfidence: 0.1 };
    expect(shownTempo({ bpm: 120, bpmConfirmed: false, analysis: noBeat })).toEqual({
      text: '—',
      detected: false,
    });
    expect(shownTempo({ bpm: 120, bpmConfirmed: false, analysis: { status: 'FAILED' } }).text).toBe('—');
    expect(
      shownKey({ key: 'Unknown', keyConfirmed: false, analysis: { ...heard, keyConfidence: 0.01 } }),
    ).toEqual({
      text: 'Unknown',
      detected: false,
    });
  });
});
