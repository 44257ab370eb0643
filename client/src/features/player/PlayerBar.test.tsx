import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayButton } from './PlayButton';
import { PlayerBar } from './PlayerBar';
import { PlayerProvider } from './PlayerProvider';
import type { PlayerItem } from './player-queue';

afterEach(cleanup);

/** Voice notes draw no waveform, so these tests need no peaks from a server. */
const clip = (id: string, title: string): PlayerItem => ({
  kind: 'note',
  id,
  projectId: 'p1',
  title,
  artist: 'Voice note',
  durationSeconds: 30,
});
const demos = [clip('1', 'Verse idea'), clip('2', 'Chorus hum'), clip('3', 'Bridge riff')];
const takes = [clip('4', 'Take one'), clip('5', 'Take two')];

function renderPlayer(
  resolve = vi.fn(async (item: PlayerItem) => ({ url: `/media/notes/${item.id}?token=t` })),
) {
  const audio = new Audio();
  render(
    <MockedProvider>
      <PlayerProvider audio={audio} resolveAudioUrl={resolve}>
        <ul>
          {demos.map((item, index) => (
            <li key={item.id}>
              <PlayButton queue={demos} index={index} />
            </li>
          ))}
          {takes.map((item, index) => (
            <li key={item.id}>
              <PlayButton queue={takes} index={index} />
            </li>
          ))}
        </ul>
        <label>
          Lyrics
          <input />
        </label>
        <PlayerBar />
      </PlayerProvider>
    </MockedProvider>,
  );
  return { audio, resolve, bar: screen.getByRole('region', { name: 'Player' }) };
}

describe('the workspace player', () => {
  it('queues the list an item is played from, in order, and moves with Next and Previous', async () => {
    const user = userEvent.setup();
    const { bar } = renderPlayer();
    expect(bar.textContent).toContain('Nothing playing');

    await user.click(screen.getByRole('button', { name: 'Play Chorus hum' }));
    expect(await within(bar).findByText('Chorus hum')).toBeTruthy();
    expect(bar.textContent).toContain('2 of 3');
    expect(bar.dataset.state).toBe('playing');

    await user.click(within(bar).getByRole('button', { name: 'Next' }));
    expect(await within(bar).findByText('Bridge riff')).toBeTruthy();
    expect(bar.textContent).toContain('3 of 3');
    expect(within(bar).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(within(bar).getByRole('button', { name: 'Previous' }));
    expect(await within(bar).findByText('Chorus hum')).toBeTruthy();
  });

  it('moves on when an item ends, and stops at the end of the list', async () => {
    const user = userEvent.setup();
    const { audio, bar } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play Chorus hum' }));
    await within(bar).findByText('Chorus hum');

    act(() => audio.dispatchEvent(new Event('ended')));
    expect(await within(bar).findByText('Bridge riff')).toBeTruthy();
    await vi.waitFor(() => expect(bar.dataset.state).toBe('playing'));

    act(() => audio.dispatchEvent(new Event('ended')));
    expect(bar.dataset.state).toBe('ended');
    expect(within(bar).getByText('Bridge riff')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('plays one thing at a time: another list replaces the queue, and its button shows Pause', async () => {
    const user = userEvent.setup();
    const { bar } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play Verse idea' }));
    await within(bar).findByText('Verse idea');
    await user.click(screen.getByRole('button', { name: 'Play Take two' }));
    expect(await within(bar).findByText('Take two')).toBeTruthy();
    expect(bar.textContent).toContain('2 of 2');
    expect(screen.getByRole('button', { name: 'Play Verse idea' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pause Take two' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Pause Take two' }));
    expect(bar.dataset.state).toBe('paused');
    expect(screen.getByRole('button', { name: 'Play Take two' })).toBeTruthy();
  });

  it('asks for a fresh address once when the audio fails, then says it cannot play', async () => {
    const user = userEvent.setup();
    const { audio, bar, resolve } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play Verse idea' }));
    await vi.waitFor(() => expect(audio.getAttribute('src')).toContain('/media/notes/1'));
    expect(resolve).toHaveBeenCalledTimes(1);

    act(() => audio.dispatchEvent(new Event('error')));
    await vi.waitFor(() => expect(resolve).toHaveBeenCalledTimes(2));
    act(() => audio.dispatchEvent(new Event('error')));
    expect((await within(bar).findByRole('alert')).textContent).toBe('Could not play Verse idea.');
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('never plays the previous item under the next one while its address is being fetched', async () => {
    const user = userEvent.setup();
    let release: (resolved: { url: string }) => void = () => {};
    const resolve = vi.fn((item: PlayerItem) =>
      item.id === '2'
        ? new Promise<{ url: string }>((resolved) => {
            release = resolved;
          })
        : Promise.resolve({ url: `/media/notes/${item.id}?token=t` }),
    );
    const { audio, bar } = renderPlayer(resolve);
    await user.click(screen.getByRole('button', { name: 'Play Verse idea' }));
    await vi.waitFor(() => expect(audio.getAttribute('src')).toContain('/media/notes/1'));

    await user.click(within(bar).getByRole('button', { name: 'Next' }));
    expect(await within(bar).findByText('Chorus hum')).toBeTruthy();
    expect(audio.getAttribute('src')).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Pause' }));
    await user.click(within(bar).getByRole('button', { name: 'Play' }));
    expect(audio.getAttribute('src')).toBeNull();
    expect(bar.dataset.state).toBe('loading');

    act(() => release({ url: '/media/notes/2?token=t' }));
    await vi.waitFor(() => expect(audio.getAttribute('src')).toContain('/media/notes/2'));
  });

  it('Space toggles playback, except while typing', async () => {
    const user = userEvent.setup();
    const { bar } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play Verse idea' }));
    await vi.waitFor(() => expect(bar.dataset.state).toBe('playing'));

    fireEvent.keyDown(document.body, { key: ' ' });
    expect(bar.dataset.state).toBe('paused');
    fireEvent.keyDown(screen.getByLabelText('Lyrics'), { key: ' ' });
    expect(bar.dataset.state).toBe('paused');
    fireEvent.keyDown(document.body, { key: ' ' });
    await vi.waitFor(() => expect(bar.dataset.state).toBe('playing'));
  });
});
