import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { pageRequest } from '../../shared/paging.js';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, insertTracks } from '../../test/factories.js';
import { testConfig } from '../../test/test-config.js';
import { Track } from '../tracks/track.entity.js';
import { Playlist } from './playlist.entity.js';
import { PlaylistEntry } from './playlist-entry.entity.js';

const db = useTestDatabase();
const config = testConfig();
const services = () => createServices(db.orm, config, config.jwt.secret ?? '');
const { fork } = db;

async function artistWithPlaylist(trackCount: number) {
  const owner = await insertArtist(fork());
  const tracks = await insertTracks(fork(), owner, trackCount);
  const { playlists } = services();
  const playlist = await playlists.createPlaylist(fork(), owner.id, { name: 'Late Night' });
  return { owner, tracks, playlist, playlists };
}

async function orderOf(ownerId: string, playlistId: string): Promise<string[]> {
  const pages = await services().playlists.trackPages(fork(), ownerId, [playlistId], { first: 100 });
  const page = pages.get(playlistId);
  if (!page || page instanceof Error) throw new Error('no page');
  return page.items.map((track) => track.id);
}

async function storedPositions(playlistId: string): Promise<number[]> {
  const entries = await fork().find(
    PlaylistEntry,
    { playlist: playlistId },
    { orderBy: { position: 'asc' } },
  );
  return entries.map((entry) => entry.position);
}

describe('PlaylistService names', () => {
  it('creates with a trimmed name and no tracks, and refuses a blank or over-long name', async () => {
    const owner = await insertArtist(fork());
    const { playlists } = services();
    const created = await playlists.createPlaylist(fork(), owner.id, { name: '  Road Trip  ' });
    expect(created).toMatchObject({ name: 'Road Trip', trackCount: 0, durationSeconds: 0 });

    await expect(playlists.createPlaylist(fork(), owner.id, { name: '   ' })).rejects.toThrow(
      'Playlist name is required.',
    );
    await expect(playlists.createPlaylist(fork(), owner.id, { name: 'x'.repeat(101) })).rejects.toThrow(
      'Playlist name must be at most 100 characters.',
    );
    await expect(playlists.renamePlaylist(fork(), owner.id, created.id, { name: '' })).rejects.toThrow(
      'Playlist name is required.',
    );
    expect(await fork().count(Playlist, {})).toBe(1);
  });

  it('renames and moves the playlist change time forward', async () => {
    const { owner, playlist, playlists } = await artistWithPlaylist(0);
    const renamed = await playlists.renamePlaylist(fork(), owner.id, playlist.id, { name: 'Sunrise' });
    expect(renamed.name).toBe('Sunrise');
    expect(renamed.updatedAt.getTime()).toBeGreaterThanOrEqual(playlist.updatedAt.getTime());
    expect((await playlists.listPlaylists(fork(), owner.id)).map((found) => found.name)).toEqual(['Sunrise']);
  });

  it('lists newest first with each playlist counting its own tracks and their length', async () => {
    const owner = await insertArtist(fork());
    const tracks = await insertTracks(fork(), owner, 3);
    const { playlists } = services();
    const older = await playlists.createPlaylist(fork(), owner.id, { name: 'Older' });
    const newer = await playlists.createPlaylist(fork(), owner.id, { name: 'Newer' });
    await playlists.addTracks(fork(), owner.id, older.id, { trackIds: tracks.map((track) => track.id) });
    await playlists.addTracks(fork(), owner.id, newer.id, { trackIds: [tracks[0]?.id ?? ''] });

    const listed = await playlists.listPlaylists(fork(), owner.id);
    expect(
      listed.map(({ name, trackCount, durationSeconds }) => ({ name, trackCount, durationSeconds })),
    ).toEqual([
      { name: 'Newer', trackCount: 1, durationSeconds: 1 },
      { name: 'Older', trackCount: 3, durationSeconds: 3 },
    ]);
  });
});

describe('PlaylistService tracks', () => {
  it('appends in the order given, keeps tracks already there in place, and holds each track once', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(4);
    const [a, b, c, d] = tracks.map((track) => track.id) as [string, string, string, string];
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [c, a] });
    const after = await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [a, b, b, d] });
    expect(after.trackCount).toBe(4);
    expect(await orderOf(owner.id, playlist.id)).toEqual([c, a, b, d]);
    expect(await storedPositions(playlist.id)).toEqual([0, 1, 2, 3]);
  });

  it("names the artist's playlists that already hold a track, and none of another artist's", async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(2);
    const [a, b] = tracks.map((track) => track.id) as [string, string];
    const other = await playlists.createPlaylist(fork(), owner.id, { name: 'Mornings' });
    const empty = await playlists.createPlaylist(fork(), owner.id, { name: 'Empty' });
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [a, b] });
    await playlists.addTracks(fork(), owner.id, other.id, { trackIds: [a] });
    const holdersOf = async (caller: string, trackIds: string[]) =>
      playlists.playlistPagesOfTracks(fork(), caller, trackIds, pageRequest({ first: 10 }));
    const names = (page: unknown) =>
      (page as { items: { name: string }[] }).items.map((holder) => holder.name);
    const holding = await holdersOf(owner.id, [a, b, 'not-an-id']);
    // A to Z, with their figures.
    expect(names(holding.get(a))).toEqual(['Mornings', playlist.name].sort());
    expect(holding.get(a)).toMatchObject({ totalCount: 2 });
    expect(names(holding.get(b))).toEqual([playlist.name]);
    expect((holding.get(b) as { items: { trackCount: number }[] }).items[0]?.trackCount).toBe(2);
    expect(holding.has('not-an-id')).toBe(false);
    const intruder = await insertArtist(fork());
    expect(names((await holdersOf(intruder.id, [a])).get(a))).toEqual([]);
    expect(empty.trackCount).toBe(0);
  });

  it('adds nothing when any track is unknown or someone else’s', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(1);
    const stranger = await insertArtist(fork());
    const [theirs] = await insertTracks(fork(), stranger, 1);
    const mine = tracks[0]?.id ?? '';
    for (const trackIds of [
      [mine, theirs?.id ?? ''],
      [mine, randomUUID()],
      [mine, 'not-an-id'],
    ]) {
      await expect(playlists.addTracks(fork(), owner.id, playlist.id, { trackIds })).rejects.toMatchObject({
        message: 'Track not found.',
        code: 'NOT_FOUND',
      });
    }
    await expect(playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [] })).rejects.toThrow(
      'Choose at least one track.',
    );
    expect(await fork().count(PlaylistEntry, {})).toBe(0);
  });

  it('removes a track and closes the gap; a track not in the playlist is NOT_FOUND', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(3);
    const [a, b, c] = tracks.map((track) => track.id) as [string, string, string];
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [a, b, c] });
    const after = await playlists.removeTrack(fork(), owner.id, playlist.id, b);
    expect(after).toMatchObject({ trackCount: 2, durationSeconds: 2 });
    expect(await orderOf(owner.id, playlist.id)).toEqual([a, c]);
    expect(await storedPositions(playlist.id)).toEqual([0, 1]);
    await expect(playlists.removeTrack(fork(), owner.id, playlist.id, b)).rejects.toMatchObject({
      message: 'That track is not in this playlist.',
      code: 'NOT_FOUND',
    });
    expect(await fork().count(Track, { id: b })).toBe(1);
  });

  it('moves a track to any place, and refuses a place outside the playlist', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(4);
    const [a, b, c, d] = tracks.map((track) => track.id) as [string, string, string, string];
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [a, b, c, d] });
    await playlists.moveTrack(fork(), owner.id, playlist.id, d, 0);
    expect(await orderOf(owner.id, playlist.id)).toEqual([d, a, b, c]);
    await playlists.moveTrack(fork(), owner.id, playlist.id, d, 3);
    expect(await orderOf(owner.id, playlist.id)).toEqual([a, b, c, d]);
    await playlists.moveTrack(fork(), owner.id, playlist.id, a, 2);
    expect(await orderOf(owner.id, playlist.id)).toEqual([b, c, a, d]);
    for (const toIndex of [-1, 4]) {
      await expect(playlists.moveTrack(fork(), owner.id, playlist.id, a, toIndex)).rejects.toThrow(
        'The new position must be between 0 and 3.',
      );
    }
    await expect(playlists.moveTrack(fork(), owner.id, playlist.id, a, 1.5)).rejects.toThrow(
      'The new position must be a whole number.',
    );
    expect(await orderOf(owner.id, playlist.id)).toEqual([b, c, a, d]);
  });

  it('keeps the order exactly under a long random sequence of moves, removals and additions', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(8);
    const ids = tracks.map((track) => track.id);
    let expected = ids.slice(0, 6);
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: expected });
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    for (let step = 0; step < 40; step++) {
      const choice = random(10);
      if (choice < 7 && expected.length > 1) {
        const trackId = expected[random(expected.length)] ?? '';
        const toIndex = random(expected.length);
        await playlists.moveTrack(fork(), owner.id, playlist.id, trackId, toIndex);
        expected = expected.filter((id) => id !== trackId);
        expected.splice(toIndex, 0, trackId);
      } else if (choice < 9 && expected.length > 2) {
        const trackId = expected[random(expected.length)] ?? '';
        await playlists.removeTrack(fork(), owner.id, playlist.id, trackId);
        expected = expected.filter((id) => id !== trackId);
      } else {
        const missing = ids.filter((id) => !expected.includes(id));
        if (missing.length === 0) continue;
        const trackId = missing[random(missing.length)] ?? '';
        await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [trackId] });
        expected.push(trackId);
      }
      expect(await orderOf(owner.id, playlist.id)).toEqual(expected);
    }
    expect(await storedPositions(playlist.id)).toEqual(expected.map((_, index) => index));
  });

  it('lets concurrent additions queue up: every track lands once, at its own position', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(6);
    await Promise.all(
      tracks.map((track) => playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [track.id] })),
    );
    expect((await orderOf(owner.id, playlist.id)).sort()).toEqual(tracks.map((track) => track.id).sort());
    expect(await storedPositions(playlist.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('loses a deleted track from its playlists, and keeps the others in order', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(3);
    const [a, b, c] = tracks.map((track) => track.id) as [string, string, string];
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [a, b, c] });
    await services().tracks.deleteTrack(fork(), owner.id, b);
    expect(await orderOf(owner.id, playlist.id)).toEqual([a, c]);
    expect((await playlists.findPlaylist(fork(), owner.id, playlist.id)).trackCount).toBe(2);
    await playlists.moveTrack(fork(), owner.id, playlist.id, c, 0);
    expect(await orderOf(owner.id, playlist.id)).toEqual([c, a]);
    expect(await storedPositions(playlist.id)).toEqual([0, 1]);
  });

  it('deletes a playlist with its entries and leaves the tracks in the library', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(2);
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: tracks.map((track) => track.id) });
    await playlists.deletePlaylist(fork(), owner.id, playlist.id);
    expect(await fork().count(Playlist, {})).toBe(0);
    expect(await fork().count(PlaylistEntry, {})).toBe(0);
    expect(await fork().count(Track, { owner: owner.id })).toBe(2);
  });
});

describe("another artist's playlists", () => {
  it('are invisible and unchangeable through every operation', async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(2);
    const [a, b] = tracks.map((track) => track.id) as [string, string];
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: [a, b] });
    const stranger = await insertArtist(fork());
    const [theirTrack] = await insertTracks(fork(), stranger, 1);
    const notFound = { message: 'Playlist not found.', code: 'NOT_FOUND' };

    expect(await playlists.listPlaylists(fork(), stranger.id)).toEqual([]);
    expect(await playlists.pagePlaylists(fork(), stranger.id, { first: 50 })).toMatchObject({
      items: [],
      totalCount: 0,
    });
    const theirView = await playlists.trackPages(fork(), stranger.id, [playlist.id], { first: 50 });
    expect(theirView.get(playlist.id)).toMatchObject({ items: [], totalCount: 0 });
    const attempts = [
      () => playlists.findPlaylist(fork(), stranger.id, playlist.id),
      () => playlists.renamePlaylist(fork(), stranger.id, playlist.id, { name: 'Mine now' }),
      () => playlists.deletePlaylist(fork(), stranger.id, playlist.id),
      () => playlists.addTracks(fork(), stranger.id, playlist.id, { trackIds: [theirTrack?.id ?? ''] }),
      () => playlists.removeTrack(fork(), stranger.id, playlist.id, a),
      () => playlists.moveTrack(fork(), stranger.id, playlist.id, a, 1),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject(notFound);

    const unchanged = await playlists.findPlaylist(fork(), owner.id, playlist.id);
    expect(unchanged).toMatchObject({ name: 'Late Night', trackCount: 2 });
    expect(await orderOf(owner.id, playlist.id)).toEqual([a, b]);
  });
});

describe('PlaylistService paging', () => {
  it('pages playlists newest first, forwards and backwards, with their figures', async () => {
    const owner = await insertArtist(fork());
    const { playlists } = services();
    const names = ['One', 'Two', 'Three', 'Four', 'Five'];
    for (const name of names) await playlists.createPlaylist(fork(), owner.id, { name });
    const newestFirst = [...names].reverse();

    const first = await playlists.pagePlaylists(fork(), owner.id, { first: 2 });
    expect(first.items.map((playlist) => playlist.name)).toEqual(newestFirst.slice(0, 2));
    expect(first).toMatchObject({ totalCount: 5, hasNextPage: true, hasPreviousPage: false });
    expect(first.items[0]).toMatchObject({ trackCount: 0, durationSeconds: 0 });
    const second = await playlists.pagePlaylists(fork(), owner.id, {
      first: 2,
      after: first.cursorOf(first.items[1] as (typeof first.items)[number]),
    });
    expect(second.items.map((playlist) => playlist.name)).toEqual(newestFirst.slice(2, 4));
    const last = await playlists.pagePlaylists(fork(), owner.id, { last: 2 });
    expect(last.items.map((playlist) => playlist.name)).toEqual(newestFirst.slice(3));
    expect(last).toMatchObject({ hasPreviousPage: true });
    await expect(
      playlists.pagePlaylists(fork(), owner.id, { first: 2, after: 'not-a-cursor' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it("pages each playlist's tracks in playlist order, and refuses another playlist's cursor for that one only", async () => {
    const { owner, tracks, playlist, playlists } = await artistWithPlaylist(5);
    const ids = tracks.map((track) => track.id);
    const shuffled = [ids[3], ids[0], ids[4], ids[1], ids[2]] as string[];
    await playlists.addTracks(fork(), owner.id, playlist.id, { trackIds: shuffled });
    const other = await playlists.createPlaylist(fork(), owner.id, { name: 'Other' });
    await playlists.addTracks(fork(), owner.id, other.id, { trackIds: [ids[0] as string] });
    const both = [playlist.id, other.id];

    const firstPages = await playlists.trackPages(fork(), owner.id, both, { first: 2 });
    const page = firstPages.get(playlist.id);
    if (!page || page instanceof Error) throw new Error('no page');
    expect(page.items.map((track) => track.id)).toEqual(shuffled.slice(0, 2));
    expect(page).toMatchObject({ totalCount: 5, hasNextPage: true, hasPreviousPage: false });
    expect(firstPages.get(other.id)).toMatchObject({ totalCount: 1, hasNextPage: false });

    const cursor = page.cursorOf(page.items[0] as Track);
    const ends = await playlists.trackPages(fork(), owner.id, both, { last: 3 });
    const end = ends.get(playlist.id);
    if (!end || end instanceof Error) throw new Error('no page');
    expect(end.items.map((track) => track.id)).toEqual(shuffled.slice(2));
    expect(end).toMatchObject({ hasPreviousPage: true, hasNextPage: false });

    const afterCursor = await playlists.trackPages(fork(), owner.id, both, { first: 10, after: cursor });
    expect((afterCursor.get(playlist.id) as { items: Track[] }).items.map((track) => track.id)).toEqual(
      shuffled.slice(1),
    );
    // ids[3]'s cursor names no track of the other playlist.
    expect(afterCursor.get(other.id)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
