import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { TrackSound } from './TrackSound';
import { TrackSoundDocument, type TrackSoundQuery, UseDetectedSoundDocument } from './TrackSound.generated';

afterEach(cleanup);

type Analysis = NonNullable<TrackSoundQuery['track']>['analysis'];

const DONE: Analysis = {
  __typename: 'TrackAnalysis',
  status: 'DONE',
  tempoBpm: 124.2,
  tempoConfidence: 0.9,
  key: 'A minor',
  keyConfidence: 0.8,
  loudnessLufs: -8.6,
  truePeakDbtp: 0.3,
  loudnessRangeLu: 5.2,
};

interface Typed {
  bpm: number;
  key: string;
  bpmConfirmed?: boolean;
  keyConfirmed?: boolean;
}

function answer(analysis: Analysis, typed: Typed = { bpm: 120, key: 'C minor' }, duplicates: string[] = []) {
  return {
    data: {
      track: {
        __typename: 'Track' as const,
        id: 't1',
        bpmConfirmed: true,
        keyConfirmed: true,
        ...typed,
        ownedByMe: true,
        analysis,
        duplicates: duplicates.map((title, index) => ({
          __typename: 'Track' as const,
          id: `d${index}`,
          title,
          createdAt: '2026-11-20T10:00:00.000Z',
        })),
      },
    },
  };
}

function renderSound(mocks: MockedResponse[]) {
  render(
    <MockedProvider cache={new InMemoryCache({ typePolicies })} mocks={mocks}>
      <MemoryRouter>
        <TrackSound trackId="t1" />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const query = { query: TrackSoundDocument, variables: { id: 't1' } };

describe("a track's sound", () => {
  it('reads the loudness in plain words, marks what was detected, and offers the detected tempo and key', async () => {
    const sent: unknown[] = [];
    renderSound([
      { request: query, result: answer(DONE) },
      {
        request: { query: UseDetectedSoundDocument, variables: () => true },
        result: ({ input }) => {
          sent.push(input);
          return {
            data: {
              updateTrack: {
                __typename: 'Track',
                id: 't1',
                bpm: 124,
                key: 'A minor',
                bpmConfirmed: true,
                keyConfirmed: true,
              },
            },
          };
        },
      },
    ]);
    const panel = await screen.findByRole('region', { name: 'Sound' });
    await within(panel).findByText('-8.6 LUFS');
    expect(panel.textContent).toContain(
      'About 5 LU louder than streaming services play it: they will turn it down',
    );
    expect(panel.textContent).toContain('+0.3 dBTP');
    expect(panel.textContent).toContain('True peak above -1 dBTP: may clip after encoding');
    expect(panel.textContent).toContain('A minor · 8A');
    expect(panel.textContent).toContain('124 BPM');
    expect(panel.textContent).toContain('You set 120 BPM');
    expect(panel.textContent).toContain('You set C minor');
    expect(within(panel).getAllByText('detected')).toHaveLength(2);

    fireEvent.click(within(panel).getByRole('button', { name: 'Use the detected tempo and key' }));
    await expect.poll(() => sent).toEqual([{ trackId: 't1', bpm: 124, key: 'A minor' }]);
    // Taken: nothing differs any more, so nothing is offered.
    await expect.poll(() => within(panel).queryByRole('button')).toBeNull();
  });

  it('says the analysis is under way, and shows its readings once it is done', async () => {
    const pending: Analysis = {
      ...DONE,
      status: 'PENDING',
      tempoBpm: null,
      key: null,
      loudnessLufs: null,
      truePeakDbtp: null,
      loudnessRangeLu: null,
    };
    renderSound([
      { request: query, result: answer(pending) },
      { request: query, result: answer(DONE, { bpm: 124, key: 'Am' }) },
    ]);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Listening to the audio: tempo, key and loudness appear here in a moment.',
    );
    await screen.findByText('-8.6 LUFS', {}, { timeout: 5_000 });
    expect(screen.queryByRole('status')).toBeNull();
    // What the artist typed agrees with what was detected ('Am' is A minor): nothing to offer.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("names the artist's other upload of the same recording, and a file it could not read", async () => {
    renderSound([
      {
        request: query,
        result: answer(
          {
            ...DONE,
            status: 'FAILED',
            tempoBpm: null,
            key: null,
            loudnessLufs: null,
            truePeakDbtp: null,
            loudnessRangeLu: null,
          },
          undefined,
          ['Night Drive (WAV)'],
        ),
      },
    ]);
    await screen.findByText('This file could not be analysed: its tempo, key and loudness are unknown.');
    const note = screen.getByRole('note');
    expect(note.textContent).toMatch(/^This looks like Night Drive \(WAV\), uploaded on .+\.$/);
    expect(within(note).getByRole('link', { name: 'Night Drive (WAV)' }).getAttribute('href')).toBe(
      '/app/tracks/d0',
    );
  });
});

describe('a tempo and key the analysis set', () => {
  it('are kept as they are with one click, which confirms them', async () => {
    const sent: unknown[] = [];
    renderSound([
      {
        request: query,
        result: answer(DONE, { bpm: 124, key: 'A minor', bpmConfirmed: false, keyConfirmed: false }),
      },
      {
        request: { query: UseDetectedSoundDocument, variables: () => true },
        result: ({ input }) => {
          sent.push(input);
          const confirmed = { bpm: 124, key: 'A minor', bpmConfirmed: true, keyConfirmed: true };
          return { data: { updateTrack: { __typename: 'Track', id: 't1', ...confirmed } } };
        },
      },
    ]);
    const panel = await screen.findByRole('region', { name: 'Sound' });
    // Nothing differs, so nothing is offered in their place; keeping them is.
    expect(within(panel).queryByRole('button', { name: /Use the detected/ })).toBeNull();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Keep 124 BPM and A minor' }));
    await expect.poll(() => sent).toEqual([{ trackId: 't1', bpm: 124, key: 'A minor' }]);
    await expect.poll(() => within(panel).queryByRole('button')).toBeNull();
  });
});

describe('a detection that agrees with the details', () => {
  it('says it matches, so the key and tempo do not read as two answers', async () => {
    renderSound([{ request: query, result: answer(DONE, { bpm: 124, key: 'A minor' }) }]);
    const panel = await screen.findByRole('region', { name: 'Sound' });
    await within(panel).findByText('124 BPM');
    expect(panel.textContent).toContain('Matches the tempo you set');
    expect(panel.textContent).toContain('Matches the key you set');
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});

describe('a placeholder no detection stands behind', () => {
  it('is not offered to keep, as if it were one', async () => {
    renderSound([
      {
        request: query,
        result: answer(
          { ...DONE, tempoConfidence: 0.1, keyConfidence: 0.01 },
          { bpm: 120, key: 'Unknown', bpmConfirmed: false, keyConfirmed: false },
        ),
      },
    ]);
    const panel = await screen.findByRole('region', { name: 'Sound' });
    await within(panel).findByText('No steady beat heard');
    expect(within(panel).queryByRole('button', { name: /^Keep/ })).toBeNull();
    // Nobody set the placeholder: the panel does not say the details keep it.
    expect(panel.textContent).not.toContain('is kept');
  });
});

describe('an unsure detection', () => {
  it('is not shown as a tempo or a key, nor offered in place of what the artist typed', async () => {
    renderSound([
      { request: query, result: answer({ ...DONE, tempoConfidence: 0.1, keyConfidence: 0.001 }) },
    ]);
    const panel = await screen.findByRole('region', { name: 'Sound' });
    await within(panel).findByText('No steady beat heard');
    expect(within(panel).getByText('No clear key heard')).toBeTruthy();
    // What the artist set stands, and the panel says so beside what it could not hear.
    expect(panel.textContent).toContain('Your 120 BPM is kept');
    expect(panel.textContent).toContain('Your C minor is kept');
    expect(within(panel).queryByText('detected')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
