import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { filesUnder } from '../../test/storage-files.js';
import { testConfig } from '../../test/test-config.js';
import { trackDetails } from '../../test/uploads.js';
import { Track } from './track.entity.js';

const db = useTestDatabase();

describe('TrackService.uploadTrack', () => {
  it('leaves neither row nor file when the database refuses the row', async () => {
    const config = testConfig();
    const { tracks } = createServices(db.orm, config, config.jwt.secret ?? '');
    // No such user: the foreign key fails the insert after the audio was received.
    const missingOwner = randomUUID();
    const audio = tracks.receiveAudio(Readable.from(makeWav()));
    await expect(tracks.uploadTrack(db.orm.em.fork(), missingOwner, trackDetails(), audio)).rejects.toThrow(
      /foreign key/i,
    );
    expect(await db.orm.em.fork().count(Track, {})).toBe(0);
    expect(await filesUnder(config.storage.dir)).toEqual([]);
  });

  it('discards the received audio when the details are invalid', async () => {
    const config = testConfig();
    const { tracks } = createServices(db.orm, config, config.jwt.secret ?? '');
    const audio = tracks.receiveAudio(Readable.from(makeWav()));
    await expect(
      tracks.uploadTrack(db.orm.em.fork(), randomUUID(), trackDetails({ title: '' }), audio),
    ).rejects.toThrow('Title is required.');
    expect(await filesUnder(config.storage.dir)).toEqual([]);
  });
});
