import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { filesUnder } from '../../test/storage-files.js';
import { servicesWithProject } from '../../test/test-services.js';
import { trackDetails } from '../../test/uploads.js';
import { Track } from '../tracks/track.entity.js';
import { UPLOAD_OUTLIVED_GRACE } from './file-journal.js';

const db = useTestDatabase();
const fork = () => db.orm.em.fork();
const HOUR_MS = 60 * 60 * 1000;

/** The names of the stored files (temporary ones aside: they sit under tmp/). */
async function storedNames(services: Services & { config: { storage: { dir: string } } }): Promise<string[]> {
  return (await filesUnder(services.config.storage.dir)).sort();
}

async function journalKeys(): Promise<string[]> {
  const rows = await fork().execute<{ key: string }[]>('select key from storage_journal order by key');
  return rows.map((row) => row.key);
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
    expect(await journalKeys()).toEqual([]);
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

  it('leaves nothing noted after uploads, cover changes and deletions that went through', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Calm' });
    const track = await uploadTrack(services, services.owner.id);
    await services.tracks.deleteTrack(fork(), services.owner.id, track.id);
    expect(await journalKeys()).toEqual([]);
    expect(await storedNames(services)).toEqual([]);
  });
});
