import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayButton } from './PlayButton';
import { PlayerBar } from './PlayerBar';
import { PlayerProvider } from './PlayerProvider';
import { forgetPlayers } from './player-memory';
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

  it('repeats the whole queue, then one item', async () => {
    const user = userEvent.setup();
    const { audio, bar } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play Bridge riff' }));
    await within(bar).findByText('Bridge riff');

    await user.click(within(bar).getByRole('button', { name: 'Repeat: off' }));
    expect(within(bar).getByRole('button', { name: 'Repeat: all' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    act(() => audio.dispatchEvent(new Event('ended')));
    expect(await within(bar).findByText('Verse idea')).toBeTruthy();
    expect(bar.textContent).toContain('1 of 3');

    await user.click(within(bar).getByRole('button', { name: 'Repeat: all' }));
    expect(within(bar).getByRole('button', { name: 'Repeat: one' })).toBeTruthy();
    act(() => audio.dispatchEvent(new Event('ended')));
    await vi.waitFor(() => expect(bar.dataset.state).toBe('playing'));
    expect(within(bar).getByText('Verse idea')).toBeTruthy();
  });

  it('shows the queue, where items move, go, and what is to come is cleared', async () => {
    const user = userEvent.setup();
    const { bar } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play Verse idea' }));
    await within(bar).findByText('Verse idea');

    await user.click(within(bar).getByRole('button', { name: 'Queue' }));
    const queue = await screen.findByRole('list', { name: 'Queue' });
    const titles = () =>
      within(queue)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.queue-item-text')?.textContent);
    await user.click(within(queue).getByRole('button', { name: 'Move Bridge riff up' }));
    expect(titles()).toEqual(['Verse ideaNow playing', 'Bridge riffVoice note', 'Chorus humVoice note']);
    await user.click(within(queue).getByRole('button', { name: 'Remove Chorus hum' }));
    expect(titles()).toEqual(['Verse ideaNow playing', 'Bridge riffVoice note']);
    await user.click(screen.getByRole('button', { name: 'Clear upcoming' }));
    expect(titles()).toEqual(['Verse ideaNow playing']);
    expect(bar.dataset.state).toBe('playing');
  });

  it('M mutes, N and P move through the queue, and the arrows seek', async () => {
    const user = userEvent.setup();
    const { audio, bar } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play Verse idea' }));
    await within(bar).findByText('Verse idea');

    fireEvent.keyDown(document.body, { key: 'm' });
    expect(audio.muted).toBe(true);
    expect(within(bar).getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(await within(bar).findByText('Chorus hum')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(5);
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(await within(bar).findByText('Chorus hum')).toBeTruthy();
    expect(audio.currentTime).toBe(0);
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(await within(bar).findByText('Verse idea')).toBeTruthy();
    // Not while typing.
    fireEvent.keyDown(screen.getByLabelText('Lyrics'), { key: 'n' });
    expect(within(bar).getByText('Verse idea')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: '?' });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });
});

describe('the player between visits', () => {
  afterEach(() => localStorage.clear());

  function renderRemembering(
    audio: HTMLAudioElement,
    details = vi.fn(async (_item: PlayerItem): Promise<PlayerItem | null> => null),
  ) {
    const resolve = vi.fn(async (item: PlayerItem) => ({ url: `/media/notes/${item.id}?token=t` }));
    const view = render(
      <MockedProvider>
        <PlayerProvider
          audio={audio}
          resolveAudioUrl={resolve}
          resolveItemDetails={details}
          artistId="artist-1"
        >
          <PlayButton queue={demos} index={1} />
          <PlayerBar />
        </PlayerProvider>
      </MockedProvider>,
    );
    return { ...view, resolve, bar: screen.getByRole('region', { name: 'Player' }) };
  }

  it('comes back to the same item and place, paused, with the volume as it was', async () => {
    const user = userEvent.setup();
    const first = new Audio();
    const before = renderRemembering(first);
    await user.click(screen.getByRole('button', { name: 'Play Chorus hum' }));
    await within(before.bar).findByText('Chorus hum');
    fireEvent.change(within(before.bar).getByRole('slider', { name: 'Volume' }), { target: { value: '40' } });
    Object.defineProperty(first, 'currentTime', { value: 12, writable: true });
    act(() => first.dispatchEvent(new Event('timeupdate')));
    act(() => window.dispatchEvent(new Event('pagehide')));
    before.unmount();

    const again = renderRemembering(new Audio());
    expect(await within(again.bar).findByText('Chorus hum')).toBeTruthy();
    expect(again.bar.dataset.state).toBe('paused');
    expect(again.bar.textContent).toContain('0:12');
    expect(within(again.bar).getByRole('slider', { name: 'Volume' })).toHaveProperty('value', '40');
    expect(again.resolve).not.toHaveBeenCalled();
  });

  it("asks for the restored item's cover again at once (a kept address may have expired), not its audio", async () => {
    const user = userEvent.setup();
    const before = renderRemembering(new Audio());
    await user.click(screen.getByRole('button', { name: 'Play Chorus hum' }));
    await within(before.bar).findByText('Chorus hum');
    act(() => window.dispatchEvent(new Event('pagehide')));
    before.unmount();

    const details = vi.fn(async (item: PlayerItem) => ({
      ...item,
      artworkUrl: '/media/covers/2/small?sig=new',
    }));
    const again = renderRemembering(new Audio(), details);
    await vi.waitFor(() =>
      expect(again.bar.querySelector('.player-artwork img')?.getAttribute('src')).toBe(
        '/media/covers/2/small?sig=new',
      ),
    );
    expect(details).toHaveBeenCalledTimes(1);
    expect(details.mock.calls[0]?.[0]).toMatchObject({ kind: 'note', id: '2', title: 'Chorus hum' });
    expect(again.bar.dataset.state).toBe('paused');
    expect(again.resolve).not.toHaveBeenCalled();
  });

  it('forgets the queue of an artist who signs out', async () => {
    const user = userEvent.setup();
    const before = renderRemembering(new Audio());
    await user.click(screen.getByRole('button', { name: 'Play Chorus hum' }));
    await within(before.bar).findByText('Chorus hum');
    before.unmount();
    forgetPlayers();

    const again = renderRemembering(new Audio());
    expect(within(again.bar).getByText('Nothing playing')).toBeTruthy();
  });
});
