import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { filesUnder } from '../../test/storage-files.js';
import { servicesWithProject } from '../../test/test-services.js';
import { trackDetails } from '../../test/uploads.js';
import { makeWebmOpus } from '../../test/voice-fixtures.js';
import { Note } from '../notes/note.entity.js';
import { Track } from '../tracks/track.entity.js';

const db = useTestDatabase();
const fork = () => db.orm.em.fork();

/**
 * How many of the pool's connections are checked out each time a file is stored: storing (on S3, a
 * multipart upload of up to the size limit) must not hold one, or slow uploads starve the pool.
 */
function connectionsHeldWhileStoring(services: Services): number[] {
  const pool = db.orm.em.getConnection().getKnex().client.pool as { numUsed(): number };
  const held: number[] = [];
  const store = services.storage.promote.bind(services.storage);
  services.storage.promote = async (file, key) => {
    held.push(pool.numUsed());
    await store(file, key);
  };
  return held;
}

const coverImage = () =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('uploaded files', () => {
  it('are stored before their transaction opens, for a track, its cover and a voice note', async () => {
    const services = await servicesWithProject(db.orm, { title: 'Sketches' });
    const { tracks, trackCovers, notes, owner, project } = services;
    const held = connectionsHeldWhileStoring(services);

    const track = await tracks.uploadTrack(
      fork(),
      owner.id,
      trackDetails(),
      tracks.receiveAudio(Readable.from(makeWav())),
    );
    await trackCovers.setCover(
      fork(),
      owner.id,
      track.id,
      trackCovers.receiveCover(Readable.from(await coverImage())),
    );
    await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      notes.receiveVoice(Readable.from(makeWebmOpus())),
    );

    // One audio file, the cover at two sizes, one recording; no connection held for any of them.
    expect(held).toEqual([0, 0, 0, 0]);
    expect((await fork().findOneOrFail(Track, track.id)).coverKey).toBeTruthy();
  });

  it('keep one file for an upload sent twice under one key, and none for a row the database refuses', async () => {
    const { tracks, notes, owner, project, config } = await servicesWithProject(db.orm, { title: 'Retries' });
    const upload = () =>
      tracks.uploadTrack(fork(), owner.id, trackDetails(), tracks.receiveAudio(Readable.from(makeWav())), {
        idempotency: { key: 'same-upload' },
      });
    const first = await upload();
    const again = await upload();
    const voice = () =>
      notes.createVoiceNote(
        fork(),
        owner.id,
        project.id,
        {},
        notes.receiveVoice(Readable.from(makeWebmOpus())),
        'same-note',
      );
    const note = await voice();
    const noteAgain = await voice();
    await expect(
      notes.createVoiceNote(
        fork(),
        owner.id,
        '3f1c2d6e-1d4b-4a57-9a4e-2f7b8c9d0e1f',
        {},
        notes.receiveVoice(Readable.from(makeWebmOpus())),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    expect(again.id).toBe(first.id);
    expect(noteAgain.id).toBe(note.id);
    const stored = await filesUnder(config.storage.dir);
    const kept = [first.storageKey, (await fork().findOneOrFail(Note, note.id)).audioStorageKey ?? ''];
    expect(stored.sort()).toEqual(kept.map((key) => path.basename(key)).sort());
  });
});
