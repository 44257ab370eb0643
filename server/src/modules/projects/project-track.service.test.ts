import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { UnsupportedMediaError } from '../../shared/errors.js';
import { type PagingArgs, pageRequest } from '../../shared/paging.js';
import { makeWav, TEXT_PRETENDING_TO_BE_MP3 } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, insertTracks } from '../../test/factories.js';
import { filesUnder } from '../../test/storage-files.js';
import { testConfig } from '../../test/test-config.js';
import { servicesWithProject } from '../../test/test-services.js';
import { Track } from '../tracks/track.entity.js';
import { ProjectGenre } from './project-catalogue.js';
import { ProjectTrack, ProjectTrackStatus } from './project-track.entity.js';
import { titleFromFileName } from './project-track.service.js';

const db = useTestDatabase();
const { fork } = db;
function _setup() {
  const config = testConfig();
  return { config, ...createServices(db.orm, config, config.jwt.secret ?? '') };
}

describe('uploading into a project', () => {
  it('adds one library track, titled from the file name, with the project genre, BPM and key', async () => {
    const { owner, project, projectTracks, tracks, dashboard } = await servicesWithProject(db.orm, {
      title: 'Glass',
      genre: ProjectGenre.TECHNO,
      bpm: 132,
      key: 'G minor',
    });
    const updated = await projectTracks.uploadToProject(fork(), owner.id, project.id, {
      fileName: 'Glass (vocal take 2).wav',
      audio: tracks.receiveAudio(Readable.from(makeWav({ seconds: 1.5 }))),
    });
    expect(updated.trackCount).toBe(1);
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(project.updatedAt.getTime());
    // As the project's track list reads it: the page's links with their tracks.
    const page = (await projectTracks.trackPages(fork(), owner.id, [project.id], pageRequest({}))).get(
      project.id,
    );
    const [link] = page instanceof Error ? [] : (page?.items ?? []);
    expect(link).toMatchObject({ status: ProjectTrackStatus.DRAFT, uploadedToProject: true });
    expect(link?.track).toMatchObject({
      title: 'Glass (vocal take 2)',
      artist: 'Test',
      genre: 'Techno',
      bpm: 132,
      key: 'G minor',
    });
    expect(link?.track.durationSeconds).toBeCloseTo(1.5, 1);
    expect((await dashboard.stats(fork(), owner.id)).totalTracks).toBe(1);
  });

  it('uses the given title, and 120 BPM when the project has none', async () => {
    const { owner, project, projectTracks, tracks } = await servicesWithProject(db.orm, {
      title: 'Glass',
      genre: ProjectGenre.TECHNO,
    });
    await projectTracks.uploadToProject(fork(), owner.id, project.id, {
      fileName: 'x.wav',
      title: ' Intro ',
      audio: tracks.receiveAudio(Readable.from(makeWav())),
    });
    const [track] = await fork().find(Track, { owner });
    expect(track).toMatchObject({ title: 'Intro', bpm: 120 });
  });

  it("leaves no row and no file when the file is not audio or the project is someone else's", async () => {
    const { owner, project, projectTracks, tracks, config } = await servicesWithProject(db.orm, {
      title: 'Glass',
      genre: ProjectGenre.TECHNO,
    });
    const intruder = await insertArtist(fork());
    await expect(
      projectTracks.uploadToProject(fork(), owner.id, project.id, {
        fileName: 'fake.mp3',
        audio: tracks.receiveAudio(Readable.from(TEXT_PRETENDING_TO_BE_MP3)),
      }),
    ).rejects.toMatchObject({ message: 'Invalid file type. Please upload MP3 or WAV files.' });
    await expect(
      projectTracks.uploadToProject(fork(), intruder.id, project.id, {
        fileName: 'take.wav',
        audio: tracks.receiveAudio(Readable.from(makeWav())),
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await fork().count(Track, {})).toBe(0);
    expect(await filesUnder(config.storage.dir)).toEqual([]);
  });

  it('answers a refusal that arrives while the project is still being looked up', async () => {
    const { owner, project, projectTracks } = await servicesWithProject(db.orm, {
      title: 'Glass',
      genre: ProjectGenre.TECHNO,
    });
    // Already refused before the service starts: it must not go unhandled during the lookup.
    const refused = Promise.reject(
      new UnsupportedMediaError('Invalid file type. Please upload MP3 or WAV files.'),
    );
    await expect(
      projectTracks.uploadToProject(fork(), owner.id, project.id, { fileName: 'x.mp3', audio: refused }),
    ).rejects.toThrow('Invalid file type. Please upload MP3 or WAV files.');
  });
});

describe('attaching library tracks', () => {
  it('attaches once, sets a status, detaches and keeps the track in the library', async () => {
    const { owner, project, projectTracks } = await servicesWithProject(db.orm, {
      title: 'Glass',
      genre: ProjectGenre.TECHNO,
    });
    const [track] = await insertTracks(fork(), owner, 1);
    const trackId = track?.id ?? '';
    await projectTracks.attachTrack(fork(), owner.id, project.id, trackId);
    const again = await projectTracks.attachTrack(fork(), owner.id, project.id, trackId);
    expect(again.trackCount).toBe(1);

    await projectTracks.setTrackStatus(fork(), owner.id, project.id, trackId, ProjectTrackStatus.MASTERED);
    const [link] = (await projectTracks.tracksOf(fork(), owner.id, [project.id])).get(project.id) ?? [];
    expect(link).toMatchObject({ status: 'MASTERED', uploadedToProject: false });
    await expect(
      projectTracks.setTrackStatus(fork(), owner.id, project.id, trackId, 'LOUD' as ProjectTrackStatus),
    ).rejects.toThrow('Unknown track status.');

    const detached = await projectTracks.detachTrack(fork(), owner.id, project.id, trackId);
    expect(detached.trackCount).toBe(0);
    expect(await fork().count(Track, { id: trackId })).toBe(1);
    await expect(projectTracks.detachTrack(fork(), owner.id, project.id, trackId)).rejects.toThrow(
      'That track is not in this project.',
    );
  });

  it("refuses another artist's track or project and changes nothing", async () => {
    const { owner, project, projectTracks } = await servicesWithProject(db.orm, {
      title: 'Glass',
      genre: ProjectGenre.TECHNO,
    });
    const other = await insertArtist(fork());
    const [theirTrack] = await insertTracks(fork(), other, 1);
    const [myTrack] = await insertTracks(fork(), owner, 1);
    await expect(
      projectTracks.attachTrack(fork(), owner.id, project.id, theirTrack?.id ?? ''),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Track not found.' });
    await projectTracks.attachTrack(fork(), owner.id, project.id, myTrack?.id ?? '');
    for (const attempt of [
      () => projectTracks.attachTrack(fork(), other.id, project.id, theirTrack?.id ?? ''),
      () => projectTracks.detachTrack(fork(), other.id, project.id, myTrack?.id ?? ''),
      () =>
        projectTracks.setTrackStatus(
          fork(),
          other.id,
          project.id,
          myTrack?.id ?? '',
          ProjectTrackStatus.MIXED,
        ),
      () => projectTracks.detachTrack(fork(), owner.id, randomUUID(), myTrack?.id ?? ''),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Project not found.' });
    }
    const links = (await projectTracks.tracksOf(fork(), owner.id, [project.id])).get(project.id) ?? [];
    expect(links.map((link) => [link.track.id, link.status])).toEqual([[myTrack?.id, 'DRAFT']]);
    expect((await projectTracks.tracksOf(fork(), other.id, [project.id])).get(project.id)).toEqual([]);
  });
});

describe('finding project tracks and the projects that hold a track', () => {
  it("reads the links of the projects asked for only, not the rest of the artist's", async () => {
    const { owner, project, projects, projectTracks } = await servicesWithProject(db.orm, { title: 'Asked' });
    const other = await projects.createProject(fork(), owner.id, { title: 'Not asked' });
    const [first, second] = await insertTracks(fork(), owner, 2);
    await projectTracks.attachTrack(fork(), owner.id, project.id, first?.id ?? '');
    await projectTracks.attachTrack(fork(), owner.id, other.id, second?.id ?? '');

    const em = fork();
    const byProject = await projectTracks.tracksOf(em, owner.id, [project.id]);
    expect(byProject.get(project.id)?.map((link) => link.track.id)).toEqual([first?.id]);
    const loaded = [...em.getUnitOfWork().getIdentityMap()].filter(
      (entity) => entity instanceof ProjectTrack,
    );
    expect(loaded.map((link) => link.project.id)).toEqual([project.id]);
  });

  it('finds a link by its id for its owner only, and lists the projects holding a track A to Z', async () => {
    const { owner, project, projects, projectTracks } = await servicesWithProject(db.orm, {
      title: 'Glass',
      genre: ProjectGenre.TECHNO,
    });
    const other = await insertArtist(fork());
    const [track] = await insertTracks(fork(), owner, 1);
    const trackId = track?.id ?? '';
    for (const title of ['Zephyr', 'Amber']) {
      const holder = await projects.createProject(fork(), owner.id, { title });
      await projectTracks.attachTrack(fork(), owner.id, holder.id, trackId);
    }
    await projectTracks.attachTrack(fork(), owner.id, project.id, trackId);
    const [link] = (await projectTracks.tracksOf(fork(), owner.id, [project.id])).get(project.id) ?? [];

    const found = await projectTracks.findProjectTrack(fork(), owner.id, link?.id ?? '');
    expect(found).toMatchObject({ id: link?.id, track: { id: trackId } });
    for (const [caller, id] of [
      [other.id, link?.id ?? ''],
      [owner.id, randomUUID()],
      [owner.id, 'not-a-uuid'],
    ] as const) {
      await expect(projectTracks.findProjectTrack(fork(), caller, id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }

    const holders = async (caller: string, args: PagingArgs) => {
      const page = (
        await projectTracks.projectPagesOfTracks(fork(), caller, [trackId], pageRequest(args))
      ).get(trackId);
      if (page instanceof Error) throw page;
      return page;
    };
    const first = await holders(owner.id, { first: 2 });
    expect(first?.items.map((holder) => holder.title)).toEqual(['Amber', 'Glass']);
    expect(first).toMatchObject({ totalCount: 3, hasNextPage: true, hasPreviousPage: false });
    const rest = await holders(owner.id, { first: 2, after: first?.cursorOf(first.items[1] as never) });
    expect(rest?.items.map((holder) => holder.title)).toEqual(['Zephyr']);
    expect((await holders(other.id, { first: 2 }))?.items).toEqual([]);
  });
});

describe('titleFromFileName', () => {
  it('drops the folder and the extension only', () => {
    expect(titleFromFileName('C:\\takes\\verse.final.wav')).toBe('verse.final');
    expect(titleFromFileName('.wav')).toBe('.wav');
    expect(titleFromFileName('song')).toBe('song');
  });
});
