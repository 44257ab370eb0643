import { ReferenceKind } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, newTrack } from '../../test/factories.js';
import { testConfig } from '../../test/test-config.js';
import { Track } from './track.entity.js';
import type { TrackListInput } from './track.inputs.js';
import type { TrackRow } from './track-listing.js';

const db = useTestDatabase();
const config = testConfig();
const trackService = () => createServices(db.orm, config, config.jwt.secret ?? '').tracks;

/** Seven tracks with repeated titles, artists, tempos and upload times, so every sort has ties. */
async function artistWithTies(): Promise<string> {
  const em = db.orm.em.fork();
  const owner = await insertArtist(em);
  const sameMoment = new Date('2026-03-01T10:00:00.000Z');
  const specs = [
    ['Echo', 'Mira', 120],
    ['echo', 'mira', 120],
    ['Echo', 'Ansel', 90],
    ['Zulu', 'Mira', 120],
    ['Atlas', 'Zed', 90],
    ['Atlas', 'Zed', 140],
    ['Nadir', 'ansel', 140],
  ] as const;
  specs.forEach(([title, artist, bpm], index) => {
    const track = newTrack(owner, { title, artist, bpm });
    track.peaks = Buffer.from([index, 0]);
    track.createdAt = index < 4 ? sameMoment : new Date(sameMoment.getTime() + index * 1000);
    em.persist(track);
  });
  await em.flush();
  return owner.id;
}

async function everyPage(ownerId: string, query: TrackListInput): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 10; pages++) {
    const page = await trackService().listTracks(db.orm.em.fork(), ownerId, query, { first: 2, after });
    ids.push(...page.items.map((track) => track.id));
    const last = page.items.at(-1);
    if (!page.hasNextPage || !last) return ids;
    after = page.cursorOf(last);
  }
  throw new Error('paging did not end');
}

/** The same walk from the end with last/before, in list order. */
async function everyPageBackwards(ownerId: string, query: TrackListInput): Promise<string[]> {
  const ids: string[] = [];
  let before: string | undefined;
  for (let pages = 0; pages < 10; pages++) {
    const page = await trackService().listTracks(db.orm.em.fork(), ownerId, query, { last: 2, before });
    ids.unshift(...page.items.map((track) => track.id));
    const first = page.items[0];
    if (!page.hasPreviousPage || !first) return ids;
    before = page.cursorOf(first);
  }
  throw new Error('paging did not end');
}

describe('TrackService.listTracks paging', () => {
  it('walks every sort and direction page by page, each track once, in the one-page order', async () => {
    const ownerId = await artistWithTies();
    for (const sort of ['TITLE', 'ARTIST', 'BPM', 'CREATED_AT'] as const) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const whole = await trackService().listTracks(
          db.orm.em.fork(),
          ownerId,
          { sort, direction },
          { first: 100 },
        );
        expect(whole.totalCount).toBe(7);
        const paged = await everyPage(ownerId, { sort, direction });
        expect(paged).toEqual(whole.items.map((track) => track.id));
        expect(new Set(paged).size).toBe(7);
        expect(await everyPageBackwards(ownerId, { sort, direction })).toEqual(paged);
      }
    }
  });

  it('orders ties by sort value then id, ignoring case in titles', async () => {
    const ownerId = await artistWithTies();
    const page = await trackService().listTracks(
      db.orm.em.fork(),
      ownerId,
      { sort: 'TITLE' },
      { first: 100 },
    );
    expect(page.items.map((track) => track.title.toLowerCase())).toEqual([
      'atlas',
      'atlas',
      'echo',
      'echo',
      'echo',
      'nadir',
      'zulu',
    ]);
    const echoes = page.items
      .filter((track) => track.title.toLowerCase() === 'echo')
      .map((track) => track.id);
    expect(echoes).toEqual([...echoes].sort());
  });

  it('refuses a damaged cursor or one from another sort with a clear message', async () => {
    const ownerId = await artistWithTies();
    const byTitle = await trackService().listTracks(
      db.orm.em.fork(),
      ownerId,
      { sort: 'TITLE' },
      { first: 2 },
    );
    const stale = 'That page no longer exists. Please reload the list.';
    for (const [sort, after] of [
      ['BPM', byTitle.cursorOf(byTitle.items[1] as TrackRow)],
      ['TITLE', 'not-a-cursor'],
      ['TITLE', Buffer.from('["TITLE","echo","x"]').toString('base64url')],
      [
        'CREATED_AT',
        Buffer.from('["CREATED_AT","yesterday","00000000-0000-0000-0000-000000000000"]').toString(
          'base64url',
        ),
      ],
    ] as const) {
      for (const request of [
        { first: 2, after },
        { last: 2, before: after },
      ]) {
        await expect(trackService().listTracks(db.orm.em.fork(), ownerId, { sort }, request)).rejects.toThrow(
          stale,
        );
      }
    }
  });

  it('holds every stored value of a track as reading the track alone does, but its peaks', async () => {
    const ownerId = await artistWithTies();
    const em = db.orm.em.fork();
    const page = await trackService().listTracks(em, ownerId, { sort: 'TITLE' }, { first: 50 });
    const meta = em.getMetadata().get(Track.name);
    const stored = meta.props
      .filter((prop) => prop.kind === ReferenceKind.SCALAR && !prop.lazy)
      .map((prop) => prop.name);
    for (const row of page.items) {
      const track = await trackService().findTrack(db.orm.em.fork(), ownerId, row.id);
      const alone = Object.fromEntries(stored.map((name) => [name, track[name as keyof Track]]));
      expect(row).toEqual(alone);
    }
  });

  it("leaves the peaks out of a page, and reads a page's peaks in one go, the artist's only", async () => {
    const ownerId = await artistWithTies();
    const order = { sort: 'CREATED_AT', direction: 'ASC' } as const;
    const page = await trackService().listTracks(db.orm.em.fork(), ownerId, order, { first: 50 });
    expect(page.items[0]).not.toHaveProperty('peaks');
    const ids = page.items.map((track) => track.id);
    const peaks = await trackService().peaksOfTracks(db.orm.em.fork(), ownerId, ids);
    expect(ids.map((id) => peaks.get(id)?.[0]).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const stranger = await insertArtist(db.orm.em.fork());
    expect((await trackService().peaksOfTracks(db.orm.em.fork(), stranger.id, ids)).size).toBe(0);
  });
});
