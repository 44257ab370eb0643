import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services.js';
import { afterCommit } from '../../shared/unit-of-work.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { waitForLockWaits } from '../../test/lock-waits.js';
import { filesUnder } from '../../test/storage-files.js';
import { servicesWithProject } from '../../test/test-services.js';
import { trackDetails } from '../../test/uploads.js';
import { makeWebmOpus } from '../../test/voice-fixtures.js';
import { COVER_SIZES, coverFileKey, coverFileKeys } from '../tracks/cover-keys.js';
import { Track } from '../tracks/track.entity.js';
import { UPLOAD_OUTLIVED_GRACE } from './file-journal.js';

const coverImage = () =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

const db = useTestDatabase();
const fork = () => db.orm.em.fork();
const HOUR_MS = 60 * 60 * 1000;

/** The names of the stored files (temporary ones aside: they sit under tmp/). */
async function storedNames(services: Services & { config: { storage: { dir: string } } }): Promise<string[]> {
  return (await filesUnder(services.config.storage.dir)).sort();
}

async function journal(): Promise<{ key: string; kind: string }[]> {
  return fork().execute('select key, kind from storage_journal order by key');
}

async function journalKeys(): Promise<string[]> {
  return (await journal()).map((row) => row.key);
}

const uploadTrack = (services: Services, ownerId: string) =>
  services.tracks.uploadTrack(
    fork(),
    ownerId,
    trackDetails(),
    services.tracks.receiveAudio(Readable.from(makeWav())),
  );

describe('the file journal', () => {
  it('removes a file stored by a process that died before its row was committed, once the grace is over', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Crash' });
    const kept = await uploadTrack(services, services.owner.id);
    // What a process that stops between storing and committing leaves: the file, noted, and no row.
    const received = await services.tracks.receiveAudio(Readable.from(makeWav()));
    const orphanKey = `tracks/${services.owner.id}/orphan.wav`;
    await services.fileJournal.store(fork(), received.file, orphanKey);
    expect(await storedNames(services)).toEqual([path.basename(kept.storageKey), 'orphan.wav'].sort());

    // An upload as young as this one may still be committing on another instance: left alone.
    expect(await services.fileJournal.sweep(HOUR_MS)).toBe(0);
    expect(await storedNames(services)).toContain('orphan.wav');

    expect(await services.fileJournal.sweep(0)).toBe(1);
    expect(await storedNames(services)).toEqual([path.basename(kept.storageKey)]);
    // Its upload might still have been finishing (an S3 object appears only when it completes): a
    // later sweep removes the key once more, then forgets it.
    expect(await journal()).toEqual([{ key: orphanKey, kind: 'swept' }]);
    expect(await services.fileJournal.sweep(HOUR_MS)).toBe(1);
    expect(await journal()).toEqual([]);
    expect(await storedNames(services)).toEqual([path.basename(kept.storageKey)]);
  });

  it('removes a deleted track’s files that the storage could not remove at the time', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Outage' });
    const track = await uploadTrack(services, services.owner.id);
    const remove = services.storage.remove.bind(services.storage);
    services.storage.remove = () => Promise.reject(new Error('storage unreachable'));
    await services.tracks.deleteTrack(fork(), services.owner.id, track.id);
    expect(await fork().findOne(Track, track.id)).toBeNull();
    expect(await storedNames(services)).toEqual([path.basename(track.storageKey)]);
    expect(await journalKeys()).toEqual([track.storageKey]);

    services.storage.remove = remove;
    // Noted for removal: taken by the next sweep whatever its age.
    expect(await services.fileJournal.sweep(HOUR_MS)).toBe(1);
    expect(await storedNames(services)).toEqual([]);
    expect(await journalKeys()).toEqual([]);
  });

  it('refuses an upload whose file a sweep took before its row was committed, and keeps nothing of it', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Slow' });
    const promote = services.storage.promote.bind(services.storage);
    // An upload slower than the grace period: a sweep on another instance runs while it is stored.
    services.storage.promote = async (file, key) => {
      await promote(file, key);
      await services.fileJournal.sweep(0);
    };
    await expect(uploadTrack(services, services.owner.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: UPLOAD_OUTLIVED_GRACE,
    });
    expect(await fork().count(Track, {})).toBe(0);
    expect(await storedNames(services)).toEqual([]);
    expect(await journalKeys()).toEqual([]);
  });

  it('refuses an upload whose entry a sweep has taken but not yet removed', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Claimed' });
    const promote = services.storage.promote.bind(services.storage);
    services.storage.promote = async (file, key) => {
      await promote(file, key);
      await fork().execute("update storage_journal set claimed_at = now() where kind = 'store'");
    };
    await expect(uploadTrack(services, services.owner.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await fork().count(Track, {})).toBe(0);
    expect(await storedNames(services)).toEqual([]);
    expect(await journalKeys()).toEqual([]);
  });

  it('keeps the file of an upload whose row committed though the answer failed afterwards', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Late failure' });
    const upload = services.tracks.uploadTrack(
      fork(),
      services.owner.id,
      trackDetails(),
      services.tracks.receiveAudio(Readable.from(makeWav())),
      {
        alsoInTransaction: async () => void afterCommit(() => Promise.reject(new Error('after the commit'))),
      },
    );
    await expect(upload).rejects.toThrow('after the commit');
    const [track] = await fork().find(Track, {});
    expect(track).toBeDefined();
    expect(await storedNames(services)).toEqual([path.basename(track?.storageKey ?? '')]);
    expect(await journalKeys()).toEqual([]);
  });

  it('removes the cover a deletion finds, even one set while the deletion waited for it', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Race' });
    const artist = newArtist();
    const { user } = await services.accounts.register(fork(), artist, { clientAddress: '203.0.113.9' });
    const track = await uploadTrack(services, user.id);
    const withCover = await services.trackCovers.setCover(
      fork(),
      user.id,
      track.id,
      services.trackCovers.receiveCover(Readable.from(await coverImage())),
    );
    // A second cover, its files stored and its transaction holding the track when the deletion starts.
    const newKey = `covers/${user.id}/${track.id}/second`;
    const cover = await services.trackCovers.receiveCover(Readable.from(await coverImage()));
    for (const size of COVER_SIZES)
      await services.fileJournal.store(fork(), cover.files[size], coverFileKey(newKey, size));
    const other = new pg.Client({ connectionString: db.orm.config.getClientUrl() });
    await other.connect();
    await other.query('begin');
    await other.query('select id from tracks where id = $1 for update', [track.id]);
    await other.query('update tracks set cover_key = $1 where id = $2', [newKey, track.id]);
    await other.query('delete from storage_journal where key = any($1)', [coverFileKeys(newKey)]);

    const deleting = services.accountDeletion.deleteAccount(fork(), user.id, { password: artist.password });
    await waitForLockWaits(other);
    await other.query('commit');
    await other.end();
    await deleting;

    // The new cover's files went with the account. (The first cover's stay here only because the
    // stand-in for setCover above does not remove them after its commit, as setCover itself does.)
    const firstCover = coverFileKeys(withCover.coverKey).map((key) => path.basename(key));
    expect(await storedNames(services)).toEqual(firstCover.sort());
    expect(await journalKeys()).toEqual([]);
  });

  it('leaves nothing noted after uploads, covers, voice notes and deletions that went through', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Calm' });
    const { owner, project } = services;
    const track = await uploadTrack(services, owner.id);
    const setCover = async () =>
      services.trackCovers.setCover(
        fork(),
        owner.id,
        track.id,
        services.trackCovers.receiveCover(Readable.from(await coverImage())),
      );
    await setCover();
    const covered = await setCover();
    const note = await services.notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      services.notes.receiveVoice(Readable.from(makeWebmOpus())),
    );
    expect(await journalKeys()).toEqual([]);
    // Kept files are never the sweep's, however old.
    expect(await services.fileJournal.sweep(0)).toBe(0);
    const audio = [track.storageKey, note.audioStorageKey ?? ''].map((key) => path.basename(key));
    const covers = coverFileKeys(covered.coverKey ?? '').map((key) => path.basename(key));
    expect(await storedNames(services)).toEqual([...audio, ...covers].sort());

    await services.notes.deleteNote(fork(), owner.id, note.id);
    await services.trackCovers.removeCover(fork(), owner.id, track.id);
    await services.projects.deleteProject(fork(), owner.id, project.id);
    await services.tracks.deleteTrack(fork(), owner.id, track.id);
    expect(await journalKeys()).toEqual([]);
    expect(await storedNames(services)).toEqual([]);
  });

  it('removes the files of a deleted project, the tracks uploaded into it included', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Gone' });
    const { owner, project } = services;
    await services.projectTracks.uploadToProject(fork(), owner.id, project.id, {
      fileName: 'take.wav',
      audio: services.tracks.receiveAudio(Readable.from(makeWav())),
    });
    await services.notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      services.notes.receiveVoice(Readable.from(makeWebmOpus())),
    );
    expect(await storedNames(services)).toHaveLength(2);
    await services.projects.deleteProject(fork(), owner.id, project.id);
    expect(await storedNames(services)).toEqual([]);
    expect(await journalKeys()).toEqual([]);
  });
});
