import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { PlayerProvider } from '../player/PlayerProvider';
import { TracksRoute } from './TracksRoute';
import { TracksDocument, type TracksQuery } from './TracksRoute.generated';

afterEach(cleanup);

const newestFirst = { search: undefined, genre: undefined, sort: 'CREATED_AT', direction: 'DESC' } as const;

function track(title: string) {
  return {
    __typename: 'Track' as const,
    id: `id-${title}`,
    title,
    artist: 'Vela Moon',
    genre: 'House',
    key: 'C minor',
    bpm: 120,
    mood: '',
    onArtistPage: false,
    durationSeconds: 184,
    createdAt: '2026-11-20T10:00:00.000Z',
    cover: null,
    largeCover: null,
  };
}

function page(titles: string[], hasNextPage: boolean): TracksQuery {
  return {
    __typename: 'Query',
    tracks: {
      __typename: 'TrackConnection',
      totalCount: 3,
      nodes: titles.map(track),
      pageInfo: { __typename: 'PageInfo', endCursor: `after-${titles.at(-1)}`, hasNextPage },
    },
    trackGenres: ['House'],
  };
}

function renderTracks(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <MemoryRouter initialEntries={['/app/tracks']}>
        <PlayerProvider audio={new Audio()}>
          <TracksRoute />
        </PlayerProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('the Tracks screen', () => {
  it('appends the next page under the first with Load more, and the player queues them all', async () => {
    const user = userEvent.setup();
    renderTracks([
      {
        request: { query: TracksDocument, variables: newestFirst },
        result: { data: page(['Aurora', 'Blue'], true) },
      },
      {
        request: { query: TracksDocument, variables: { ...newestFirst, after: 'after-Blue' } },
        result: { data: page(['Coda'], false) },
      },
    ]);

    expect(await screen.findByText('3 tracks')).toBeTruthy();
    expect(cardTitles()).toEqual(['Aurora', 'Blue']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await screen.findByRole('heading', { level: 2, name: 'Coda' });
    expect(cardTitles()).toEqual(['Aurora', 'Blue', 'Coda']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Coda' })).toBeTruthy();
  });
});
