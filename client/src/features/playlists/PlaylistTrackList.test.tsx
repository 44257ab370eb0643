import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { PlayerProvider } from '../player/PlayerProvider';
import { PlaylistRoute } from './PlaylistRoute';
import { PlaylistPageDocument, type PlaylistPageQuery } from './PlaylistRoute.generated';
import { MoveTrackInPlaylistDocument } from './use-move-track-in-playlist.generated';

afterEach(() => {
  cleanup();
  toast.remove();
});

const TRACKS = [
  { id: 't1', title: 'Alpha' },
  { id: 't2', title: 'Bravo' },
  { id: 't3', title: 'Charlie' },
];
type TrackId = (typeof TRACKS)[number]['id'];

/** Each track's edge; a track's cursor is its own, wherever it stands. */
function edge(id: TrackId) {
  const track = TRACKS.find((candidate) => candidate.id === id) as (typeof TRACKS)[number];
  return {
    __typename: 'TrackEdge' as const,
    cursor: `c-${id}`,
    node: {
      __typename: 'Track' as const,
      ...track,
      artist: 'Nova',
      durationSeconds: 180,
      cover: null,
      largeCover: null,
    },
  };
}

const playlistPage: MockedResponse = {
  request: { query: PlaylistPageDocument, variables: { id: 'pl1' } },
  result: {
    data: {
      __typename: 'Query',
      playlist: {
        __typename: 'Playlist',
        id: 'pl1',
        name: 'Road Trip',
        trackCount: 3,
        durationSeconds: 540,
        updatedAt: '2026-11-26T10:00:00.000Z',
        artwork: [],
        tracks: {
          __typename: 'TrackConnection',
          edges: ['t1', 't2', 't3'].map(edge),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c-t3' },
        },
      },
    } satisfies PlaylistPageQuery,
  },
};

type MoveVariables = { id: string; trackId: string; toIndex: number };

/**
 * The server's answer to one move: the new order, or `refused`; `never` never answers. Only the expected
 * move matches (any other is answered as an unknown request, a failure); `answered` notes each answer.
 */
function moveAnswer(
  move: MoveVariables,
  answer: TrackId[] | 'refused' | 'never',
  answered: MoveVariables[] = [],
): MockedResponse {
  const request = { query: MoveTrackInPlaylistDocument, variables: move };
  if (answer === 'never') return { request, delay: Number.POSITIVE_INFINITY };
  const result = () => {
    answered.push(move);
    if (answer === 'refused') {
      return { errors: [new GraphQLError('Playlist not found.', { extensions: { code: 'NOT_FOUND' } })] };
    }
    const edges = answer.map((id) => ({ ...edge(id), node: { __typename: 'Track' as const, id } }));
    return {
      data: {
        moveTrackInPlaylist: {
          __typename: 'Playlist' as const,
          id: 'pl1',
          updatedAt: '2026-11-26T10:05:00.000Z',
          tracks: {
            __typename: 'TrackConnection' as const,
            edges,
            pageInfo: {
              __typename: 'PageInfo' as const,
              hasNextPage: false,
              endCursor: `c-${answer.at(-1)}`,
            },
          },
        },
      },
    };
  };
  return { request, result };
}

async function renderPlaylist(moves: MockedResponse[]) {
  render(
    <MockedProvider cache={new InMemoryCache({ typePolicies })} mocks={[playlistPage, ...moves]}>
      <PlayerProvider audio={new Audio()} resolveAudioUrl={async () => ({ url: '/media/none' })}>
        <MemoryRouter initialEntries={['/app/playlists/pl1']}>
          <Routes>
            <Route path="/app/playlists/:playlistId" element={<PlaylistRoute />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </PlayerProvider>
    </MockedProvider>,
  );
  await screen.findByRole('list', { name: 'Tracks in this playlist' });
}

/** The titles as the list shows them, top to bottom. */
function shownOrder(): string[] {
  return within(screen.getByRole('list', { name: 'Tracks in this playlist' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('strong')?.textContent ?? '');
}

const moveButton = (direction: 'up' | 'down', title: string) =>
  screen.getByRole('button', { name: `Move ${title} ${direction}` }) as HTMLButtonElement;

describe("a playlist's track order", () => {
  it('cannot move the first track up or the last one down', async () => {
    await renderPlaylist([]);
    expect(shownOrder()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(moveButton('up', 'Alpha').disabled).toBe(true);
    expect(moveButton('down', 'Alpha').disabled).toBe(false);
    expect(moveButton('up', 'Charlie').disabled).toBe(false);
    expect(moveButton('down', 'Charlie').disabled).toBe(true);
  });

  it('shows a move at once, before the server has answered', async () => {
    await renderPlaylist([moveAnswer({ id: 'pl1', trackId: 't2', toIndex: 0 }, 'never')]);

    await userEvent.setup().click(moveButton('up', 'Bravo'));

    expect(shownOrder()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  });

  it("moves a track down from the keyboard and keeps the server's order", async () => {
    const answered: MoveVariables[] = [];
    await renderPlaylist([
      moveAnswer({ id: 'pl1', trackId: 't1', toIndex: 1 }, ['t2', 't1', 't3'], answered),
    ]);
    const user = userEvent.setup();

    moveButton('down', 'Alpha').focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(answered).toHaveLength(1));
    await waitFor(() => expect(shownOrder()).toEqual(['Bravo', 'Alpha', 'Charlie']));
    expect(moveButton('up', 'Bravo').disabled).toBe(true);
  });

  it('moves a track dropped onto another one into its place', async () => {
    const answered: MoveVariables[] = [];
    await renderPlaylist([
      moveAnswer({ id: 'pl1', trackId: 't3', toIndex: 0 }, ['t3', 't1', 't2'], answered),
    ]);
    const [alpha, , charlie] = within(
      screen.getByRole('list', { name: 'Tracks in this playlist' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    const dataTransfer = { effectAllowed: '', setData: () => undefined };

    fireEvent.dragStart(charlie, { dataTransfer });
    fireEvent.dragOver(alpha, { dataTransfer });
    fireEvent.drop(alpha, { dataTransfer });

    await waitFor(() => expect(answered).toHaveLength(1));
    await waitFor(() => expect(shownOrder()).toEqual(['Charlie', 'Alpha', 'Bravo']));
  });

  it('puts the track back and says so when the server refuses the move', async () => {
    await renderPlaylist([moveAnswer({ id: 'pl1', trackId: 't3', toIndex: 1 }, 'refused')]);

    await userEvent.setup().click(moveButton('up', 'Charlie'));

    expect(await screen.findByText('Failed to reorder the playlist.')).toBeTruthy();
    expect(shownOrder()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });
});
