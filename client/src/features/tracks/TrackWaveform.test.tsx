import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayButton } from '../player/PlayButton';
import { PlayerProvider, usePlayer } from '../player/PlayerProvider';
import type { PlayerItem } from '../player/player-queue';
import { TrackWaveform } from './TrackWaveform';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const aurora: PlayerItem = {
  kind: 'track',
  id: 't1',
  title: 'Aurora',
  artist: 'Zed Lights',
  durationSeconds: 40,
};
const other: PlayerItem = { ...aurora, id: 't2', title: 'City Rain' };
/** Four min/max pairs, as the server sends them (base64 of signed bytes). */
const peaks = btoa(String.fromCharCode(0xc0, 0x40, 0xe0, 0x20, 0xa0, 0x60, 0xf0, 0x10));
const WIDTH = 400;

beforeEach(() => {
  // happy-dom lays nothing out: the waveform is 400 px wide from x = 0.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: WIDTH, height: 80 }),
  );
});

function renderPage() {
  const audio = new Audio();
  const resolve = vi.fn(async (item: PlayerItem) => ({ url: `/media/tracks/${item.id}?token=t` }));
  let engine: ReturnType<typeof usePlayer> | undefined;
  function Engine() {
    engine = usePlayer();
    return null;
  }
  render(
    <MockedProvider>
      <PlayerProvider audio={audio} resolveAudioUrl={resolve}>
        <Engine />
        <PlayButton queue={[other]} index={0} />
        <TrackWaveform peaks={peaks} queue={[aurora]} index={0} />
      </PlayerProvider>
    </MockedProvider>,
  );
  const slider = screen.getByRole('slider', { name: 'Seek in Aurora' });
  return { audio, resolve, slider, engine: engine as NonNullable<typeof engine> };
}

const valueNow = (slider: HTMLElement) => Number(slider.getAttribute('aria-valuenow'));

describe("a track page's waveform", () => {
  it('is a slider at 0 that a click starts from where it lands, while another track plays', async () => {
    const { slider, resolve, engine } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Play City Rain' }));
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 0:40');
    expect(slider.querySelector('.track-waveform-playhead')).toBeNull();
    // The other track's time is not this one's.
    act(() => engine.seek(12));
    expect(valueNow(slider)).toBe(0);

    fireEvent.click(slider, { clientX: WIDTH / 4 });
    expect(engine.current()?.id).toBe('t1');
    expect(valueNow(slider)).toBe(10);
    expect(slider.getAttribute('aria-valuetext')).toBe('0:10 of 0:40');
    await vi.waitFor(() => expect(resolve).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't1' })));
    expect(slider.querySelector<HTMLElement>('.track-waveform-playhead')?.style.left).toBe('25%');
    expect(slider.querySelector<HTMLElement>('.track-waveform-played')?.style.clipPath).toBe(
      'inset(0 75% 0 0)',
    );
  });

  it('follows the player, and once it is the current track a click or a key seeks', async () => {
    const { slider, audio, engine } = renderPage();
    fireEvent.click(slider, { clientX: 0 });
    await vi.waitFor(() => expect(audio.getAttribute('src')).toBe('/media/tracks/t1?token=t'));

    act(() => {
      audio.currentTime = 6;
      audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(valueNow(slider)).toBe(6);

    fireEvent.click(slider, { clientX: WIDTH / 2 });
    expect(audio.currentTime).toBe(20);
    expect(valueNow(slider)).toBe(20);
    expect(engine.getSnapshot().queue.items).toHaveLength(1);

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(25);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(audio.currentTime).toBe(15);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(valueNow(slider)).toBe(0);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(valueNow(slider)).toBe(40);
  });

  it('starts from a key too, but End does not start a track only to end it', () => {
    const { slider, engine } = renderPage();
    fireEvent.keyDown(slider, { key: 'End' });
    expect(engine.current()).toBeNull();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(engine.current()?.id).toBe('t1');
    expect(valueNow(slider)).toBe(5);
  });
});
