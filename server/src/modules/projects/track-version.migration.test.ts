import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertTracks } from '../../test/factories.js';
import { servicesWithProject } from '../../test/test-services.js';
import { Track } from '../tracks/track.entity.js';
import { TrackVersion } from './track-version.entity.js';
import { Migration20261127030000 } from './track-version.migration.js';

const db = useTestDatabase();

describe('the versions migration', () => {
  it("gives every song already in a project its v1: the track's recording, left the track's", async () => {
    const { owner, project, projectTracks } = await servicesWithProject(db.orm, { title: 'Glass' });
    const [track] = await insertTracks(db.fork(), owner, 1);
    await projectTracks.attachTrack(db.fork(), owner.id, project.id, (track as Track).id);
    // As before the migration: a song with no versions.
    await db.fork().getConnection().execute('delete from "track_versions"');

    const migration = new Migration20261127030000(db.orm.em.getDriver(), db.orm.config);
    await migration.up();
    const backfill = migration.getQueries().map(String).at(-1) as string;
    await db.fork().getConnection().execute(backfill);

    const [v1] = await db.fork().find(TrackVersion, {}, { populate: ['peaks', 'song', 'uploader'] });
    const stored = await db.fork().findOneOrFail(Track, (track as Track).id, { populate: ['peaks'] });
    expect(v1).toMatchObject({
      number: 1,
      current: true,
      ownsFile: false,
      note: '',
      storageKey: stored.storageKey,
      format: stored.format,
      durationSeconds: stored.durationSeconds,
      sizeBytes: stored.sizeBytes,
      uploader: { id: owner.id },
    });
    expect(v1?.peaks.equals(stored.peaks)).toBe(true);
  });
});
