import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { PlayerProvider, usePlayerSnapshot } from '../player/PlayerProvider';
import { currentItem } from '../player/player-queue';
import { PlaylistCard } from './PlaylistCard';
import type { PlaylistCard_PlaylistFragment } from './PlaylistCard.generated';
import { PlaylistQueueDocument, type PlaylistQueueQuery } from './PlayPlaylistButton.generated';

afterEach(() => {
  cleanup();
  toast.remove();
});

function playlistWith(covers: number, trackCount = Math.max(covers, 1)): PlaylistCard_PlaylistFragment {
  return {
    __typename: 'Playlist',
    id: 'pl1',
    name: 'Road Trip',
    trackCount,
    durationSeconds: trackCount * 180,
    artwork: Array.from({ length: covers }, (_, index) => ({
      __typename: 'SignedUrl' as const,
      url: `/media/covers/t${index + 1}/small?token=x`,
    })),
  };
}

/** What the workspace player holds, said in words, as a stand-in for its bar. */
function PlayerProbe() {
  const { queue } = usePlayerSnapshot();
  const current = currentItem(queue);
  return (
    <output aria-label="Now playing">
      {current ? `${current.title} (${(queue.index ?? 0) + 1} of ${queue.items.length})` : 'Nothing'}
    </output>
  );
}

function renderCard(playlist: PlaylistCard_PlaylistFragment, mocks: MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <PlayerProvider audio={new Audio()} resolveAudioUrl={async () => ({ url: '/media/none' })}>
        <MemoryRouter>
          <PlaylistCard playlist={playlist} />
        </MemoryRouter>
        <PlayerProbe />
        <Toaster />
      </PlayerProvider>
    </MockedProvider>,
  );
}

function coverUrls(container: HTMLElement): (string | null)[] {
  return Array.from(container.querySelectorAll('.playlist-artwork img'), (image) =>
    image.getAttribute('src'),
  );
}

/** One page of the playlist's queue; `asked` counts the requests answered. */
function queuePage(
  titles: string[],
  page: { after?: string; next?: string },
  asked: { count: number } = { count: 0 },
): MockedResponse {
  const data: PlaylistQueueQuery = {
    __typename: 'Query',
    playlist: {
      __typename: 'Playlist',
      id: 'pl1',
      trackCount: 3,
      durationSeconds: 540,
      tracks: {
        __typename: 'TrackConnection',
        edges: titles.map((title) => ({
          __typename: 'TrackEdge',
          cursor: `c-${title}`,
          node: {
            __typename: 'Track',
            id: `t-${title}`,
            title,
            artist: 'Nova',
            durationSeconds: 180,
            cover: null,
            largeCover: null,
          },
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: Boolean(page.next), endCursor: page.next ?? null },
      },
    },
  };
  return {
    request: { query: PlaylistQueueDocument, variables: { id: 'pl1', after: page.after } },
    result: () => {
      asked.count += 1;
      return { data };
    },
  };
}

describe('the playlist card', () => {
  it('shows the first four covers as a 2 x 2 mosaic, in order', () => {
    const { container } = renderCard(playlistWith(4));
    expect(container.querySelector('.playlist-artwork')?.getAttribute('data-layout')).toBe('mosaic');
    expect(coverUrls(container)).toEqual([1, 2, 3, 4].map((n) => `/media/covers/t${n}/small?token=x`));
  });

  it('lets the first cover fill the square when fewer than four tracks have one', () => {
    const { container } = renderCard(playlistWith(3));
    expect(container.querySelector('.playlist-artwork')?.getAttribute('data-layout')).toBe('single');
    expect(coverUrls(container)).toEqual(['/media/covers/t1/small?token=x']);
  });

  it('draws a placeholder, with no text, for an empty playlist or tracks without covers', () => {
    for (const playlist of [playlistWith(0, 0), playlistWith(0, 2)]) {
      const { container, unmount } = renderCard(playlist);
      const artwork = container.querySelector('.playlist-artwork') as HTMLElement;
      expect(artwork.getAttribute('data-layout')).toBe('placeholder');
      expect(artwork.getAttribute('aria-hidden')).toBe('true');
      expect(artwork.querySelector('svg')).not.toBeNull();
      expect(artwork.querySelector('img')).toBeNull();
      expect(artwork.textContent).toBe('');
      unmount();
    }
  });

  it('falls back to one cover, then the placeholder, as cover addresses stop loading', () => {
    const { container } = renderCard(playlistWith(4));
    fireEvent.error(container.querySelector('.playlist-artwork img') as HTMLImageElement);
    expect(coverUrls(container)).toEqual(['/media/covers/t2/small?token=x']);
    // The second, third and fourth, each shown alone in turn.
    for (let failed = 2; failed <= 4; failed++) {
      fireEvent.error(container.querySelector('.playlist-artwork img') as HTMLImageElement);
    }
    expect(container.querySelector('.playlist-artwork')?.getAttribute('data-layout')).toBe('placeholder');
  });

  it('offers Play only when the playlist has tracks', () => {
    renderCard(playlistWith(0, 0));
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
    expect(screen.getByRole('article', { name: 'Road Trip' }).textContent).toContain('0 tracks');
    cleanup();
    renderCard(playlistWith(0, 3));
    expect(screen.getByRole('button', { name: 'Play Road Trip' })).toBeTruthy();
  });

  it('reads the tracks only when Play is pressed, every page, and plays from the first', async () => {
    const user = userEvent.setup();
    const asked = { count: 0 };
    renderCard(playlistWith(0, 3), [
      queuePage(['Alpha', 'Bravo'], { next: 'c-Bravo' }, asked),
      queuePage(['Charlie'], { after: 'c-Bravo' }, asked),
    ]);
    const play = screen.getByRole('button', { name: 'Play Road Trip' });
    expect(asked.count).toBe(0);

    // The keyboard way: focus the button and press Enter.
    play.focus();
    await user.keyboard('{Enter}');
    const playing = screen.getByRole('status', { name: 'Now playing' });
    await waitFor(() => expect(playing.textContent).toBe('Alpha (1 of 3)'));
    expect(asked.count).toBe(2);
    expect(document.activeElement).toBe(play);
    expect(play.getAttribute('aria-disabled')).toBeNull();
  });

  it('says so when the tracks cannot be read, and plays nothing', async () => {
    const user = userEvent.setup();
    renderCard(playlistWith(0, 3), [
      { request: { query: PlaylistQueueDocument, variables: { id: 'pl1' } }, error: new Error('offline') },
    ]);
    await user.click(screen.getByRole('button', { name: 'Play Road Trip' }));
    expect(await screen.findByText('Failed to load the playlist.')).toBeTruthy();
    expect(within(document.body).getByRole('status', { name: 'Now playing' }).textContent).toBe('Nothing');
  });
});
