import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { PlayerProvider } from '../player/PlayerProvider';
import { PendingAnalysisDocument } from './PendingAnalysis.generated';
import { TracksRoute } from './TracksRoute';
import { TracksDocument, type TracksQuery } from './TracksRoute.generated';

afterEach(cleanup);

const newestFirst = { search: undefined, genre: undefined, sort: 'CREATED_AT', direction: 'DESC' } as const;

/** What the server detected: nothing yet, unless given. */
const pending = {
  __typename: 'TrackAnalysis' as const,
  status: 'PENDING' as const,
  key: null,
  keyConfidence: null,
  tempoBpm: null,
  tempoConfidence: null,
};

/** What the server detected, sure of both. */
const detected = {
  __typename: 'TrackAnalysis' as const,
  status: 'DONE' as const,
  key: 'F# minor',
  keyConfidence: 0.8,
  tempoBpm: 120.2,
  tempoConfidence: 0.9,
};

function track(
  title: string,
  key = 'C minor',
  analysis: TracksQuery['tracks']['nodes'][number]['analysis'] = pending,
  confirmed = true,
) {
  return {
    __typename: 'Track' as const,
    id: `id-${title}`,
    title,
    artist: 'Vela Moon',
    genre: 'House',
    key,
    keyConfirmed: confirmed,
    analysis,
    bpm: 120,
    bpmConfirmed: confirmed,
    mood: '',
    onArtistPage: false,
    durationSeconds: 184,
    createdAt: '2026-11-20T10:00:00.000Z',
    cover: null,
    largeCover: null,
  };
}

function page(
  titles: string[],
  hasNextPage: boolean,
  nodes = titles.map((title) => track(title)),
): TracksQuery {
  return {
    __typename: 'Query',
    tracks: {
      __typename: 'TrackConnection',
      totalCount: 3,
      nodes,
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

  it('shows the detected key, marked, on a track whose artist typed none, and the typed one otherwise', async () => {
    renderTracks([
      {
        request: { query: TracksDocument, variables: newestFirst },
        result: {
          data: page(['Aurora', 'Blue'], false, [
            track('Aurora', 'Unknown', detected),
            track('Blue', 'Am', detected),
          ]),
        },
      },
    ]);
    const aurora = await screen.findByRole('article', { name: 'Aurora' });
    expect(within(aurora).getByText('F# minor', { exact: false }).textContent).toBe('F# minor detected');
    const blue = screen.getByRole('article', { name: 'Blue' });
    expect(within(blue).getByText('Am').textContent).toBe('Am');
    expect(within(blue).queryByText('detected', { exact: false })).toBeNull();
  });

  it('marks a tempo and key the analysis set as detected until the artist confirms them', async () => {
    renderTracks([
      {
        request: { query: TracksDocument, variables: newestFirst },
        result: {
          data: page(['Heard', 'Still listening'], false, [
            track('Heard', 'F# minor', detected, false),
            track('Still listening', 'Unknown', pending, false),
          ]),
        },
      },
    ]);
    const heardCard = await screen.findByRole('article', { name: 'Heard' });
    expect(within(heardCard).getByText('F# minor', { exact: false }).textContent).toBe('F# minor detected');
    expect(within(heardCard).getByText('120 BPM', { exact: false }).textContent).toBe('120 BPM detected');
    // Nothing is claimed before the analysis is done: a placeholder is not a detection.
    const listening = screen.getByRole('article', { name: 'Still listening' });
    expect(within(listening).queryByText('detected', { exact: false })).toBeNull();
  });

  it('shows what the analysis found on a track still being analysed, without reading the list again', async () => {
    const listening = track('Still listening', 'Unknown', pending, false);
    renderTracks([
      {
        request: { query: TracksDocument, variables: newestFirst },
        result: { data: page(['Still listening'], false, [listening]) },
      },
      {
        request: { query: PendingAnalysisDocument, variables: { id: listening.id } },
        result: {
          data: {
            __typename: 'Query',
            track: {
              __typename: 'Track',
              id: listening.id,
              // The analysis puts its confident detections in place of what was not confirmed.
              key: 'F# minor',
              keyConfirmed: false,
              bpm: 120,
              bpmConfirmed: false,
              analysis: detected,
            },
          },
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Still listening' });
    expect(within(card).queryByText('detected', { exact: false })).toBeNull();
    expect((await within(card).findByText('F# minor', { exact: false })).textContent).toBe(
      'F# minor detected',
    );
    expect(within(card).getByText('120 BPM', { exact: false }).textContent).toBe('120 BPM detected');
  });
});
