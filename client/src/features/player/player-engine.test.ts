import { describe, expect, it } from 'vitest';
import { PlayerEngine } from './player-engine';
import type { PlayerItem } from './player-queue';

const version = (id: string, gainDb?: number): PlayerItem => ({
  kind: 'version',
  id,
  title: `Night Drive ${id}`,
  artist: 'Nova',
  durationSeconds: 180,
  ...(gainDb === undefined ? {} : { gainDb }),
});

function engine(): PlayerEngine {
  const audio = new Audio();
  // The element is not played here: only the level it is set to is looked at.
  audio.play = async () => undefined;
  return new PlayerEngine(audio, async (item) => ({ url: `https://example.test/${item.id}` }));
}

describe('the level of each item', () => {
  it('lowers a louder version by its gain, on top of the listener’s volume, and never raises one', () => {
    const player = engine();
    const versions = [version('v2', -6), version('v1', 0), version('v0', 3)];
    player.playQueue(versions, 0);
    expect(player.audio.volume).toBeCloseTo(0.501, 3);
    player.setVolume(0.5);
    expect(player.getSnapshot().volume).toBe(0.5);
    expect(player.audio.volume).toBeCloseTo(0.251, 3);
    // A/B: the other version at the same place, at its own level.
    player.switchQueue(versions, 1);
    expect(player.audio.volume).toBe(0.5);
    player.switchQueue(versions, 2);
    expect(player.audio.volume).toBe(0.5);
    player.playQueue([version('track')], 0);
    expect(player.audio.volume).toBe(0.5);
  });

  it('changes the playing item’s level at once when its gain changes (matching turned off)', () => {
    const player = engine();
    player.playQueue([version('v2', -6), version('v1', 0)], 0);
    expect(player.audio.volume).toBeCloseTo(0.501, 3);
    player.refresh(version('v2', 0));
    expect(player.audio.volume).toBe(1);
    // Details refreshed without a gain (a renamed item) keep the one the list set.
    player.refresh(version('v1', -3));
    player.refresh(version('v2'));
    expect(player.audio.volume).toBe(1);
  });
});
