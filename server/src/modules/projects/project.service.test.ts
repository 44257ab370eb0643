import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, insertTracks } from '../../test/factories.js';
import { filesUnder } from '../../test/storage-files.js';
import { testConfig } from '../../test/test-config.js';
import { makeWebmOpus } from '../../test/voice-fixtures.js';
import { LyricsVersion } from '../lyrics/lyrics-version.entity.js';
import { Note } from '../notes/note.entity.js';
import { Track } from '../tracks/track.entity.js';
import { Project, ProjectStatus } from './project.entity.js';
import { PROJECT_ARTWORK, ProjectGenre } from './project-catalogue.js';
import { ProjectTrack } from './project-track.entity.js';

const db = useTestDatabase();
const { fork } = db;
function setup() {
  const config = testConfig();
  return { config, ...createServices(db.orm, config, config.jwt.secret ?? '') };
}

describe('ProjectService create and update', () => {
  it('creates a DRAFT project with the Electronic default, trimmed fields and artwork from the pool', async () => {
    const { projects } = setup();
    const owner = await insertArtist(fork());
    const project = await projects.createProject(fork(), owner.id, {
      title: '  Neon Rain ',
      description: 'Second single',
      tags: [' synth ', 'Synth', '', 'night'],
    });
    expect(project).toMatchObject({
      title: 'Neon Rain',
      description: 'Second single',
      status: ProjectStatus.DRAFT,
      genre: ProjectGenre.ELECTRONIC,
      tags: ['synth', 'night'],
      credits: [],
      bpm: null,
      key: '',
      releasedAt: null,
    });
    expect(PROJECT_ARTWORK).toContain(project.artwork);
  });

  it('refuses a blank title, an unknown genre and an out-of-range BPM, storing nothing', async () => {
    const { projects } = setup();
    const owner = await insertArtist(fork());
    await expect(projects.createProject(fork(), owner.id, { title: '   ' })).rejects.toMatchObject({
      message: 'Title is required.',
      code: 'BAD_USER_INPUT',
    });
    await expect(projects.createProject(fork(), owner.id, { title: 'A', genre: 'Polka' })).rejects.toThrow(
      /^Genre must be one of Electronic, House/,
    );
    await expect(projects.createProject(fork(), owner.id, { title: 'A', bpm: 900 })).rejects.toThrow(
      'BPM must be a number between 20 and 300.',
    );
    expect(await fork().count(Project, {})).toBe(0);
  });

  it('changes any field, moves status freely, stamps releasedAt and refreshes updatedAt', async () => {
    const { projects } = setup();
    const owner = await insertArtist(fork());
    const created = await projects.createProject(fork(), owner.id, { title: 'Tides', bpm: 98 });
    const changed = await projects.updateProject(fork(), owner.id, created.id, {
      title: 'Tides (Extended)',
      description: 'Club version',
      genre: 'House',
      tags: ['club'],
      credits: ['Ada Vox', 'Kit'],
      key: 'F minor',
      status: ProjectStatus.RELEASED,
    });
    expect(changed).toMatchObject({
      title: 'Tides (Extended)',
      genre: 'House',
      bpm: 98,
      key: 'F minor',
      credits: ['Ada Vox', 'Kit'],
      status: ProjectStatus.RELEASED,
    });
    expect(changed.releasedAt).toBeInstanceOf(Date);
    expect(changed.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());

    const back = await projects.updateProject(fork(), owner.id, created.id, {
      status: ProjectStatus.MIXING,
      bpm: null,
    });
    expect(back).toMatchObject({
      status: ProjectStatus.MIXING,
      releasedAt: null,
      bpm: null,
      title: 'Tides (Extended)',
    });
    await expect(projects.updateProject(fork(), owner.id, created.id, { title: ' ' })).rejects.toThrow(
      'Title is required.',
    );
  });
});

describe('ProjectService lists', () => {
  it('counts every status and filters by one, most recently changed first', async () => {
    const { projects } = setup();
    const owner = await insertArtist(fork());
    const other = await insertArtist(fork());
    await projects.createProject(fork(), other.id, { title: 'Not mine' });
    const first = await projects.createProject(fork(), owner.id, { title: 'First' });
    const second = await projects.createProject(fork(), owner.id, { title: 'Second' });
    await projects.createProject(fork(), owner.id, { title: 'Third' });
    await projects.updateProject(fork(), owner.id, second.id, { status: ProjectStatus.MIXING });
    await projects.updateProject(fork(), owner.id, first.id, { status: ProjectStatus.MIXING });

    const all = await projects.listProjects(fork(), owner.id, null, { first: 50 });
    expect(all.items.map((project) => project.title)).toEqual(['First', 'Second', 'Third']);
    expect(all.totalCount).toBe(3);
    expect(await projects.countProjects(fork(), owner.id)).toEqual({
      all: 3,
      draft: 1,
      recording: 0,
      mixing: 2,
      mastering: 0,
      released: 0,
    });

    const mixing = await projects.listProjects(fork(), owner.id, ProjectStatus.MIXING, { first: 50 });
    expect(mixing.items.map((project) => project.title)).toEqual(['First', 'Second']);
    expect(mixing.totalCount).toBe(2);
  });

  it('pages forwards with first/after and backwards with last/before, refusing a foreign cursor', async () => {
    const { projects } = setup();
    const owner = await insertArtist(fork());
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) {
      await projects.createProject(fork(), owner.id, { title });
    }
    const first = await projects.listProjects(fork(), owner.id, null, { first: 2 });
    expect(first.items.map((project) => project.title)).toEqual(['Five', 'Four']);
    expect(first).toMatchObject({ totalCount: 5, hasNextPage: true, hasPreviousPage: false });

    const after = first.cursorOf(first.items[1] as Project);
    const second = await projects.listProjects(fork(), owner.id, null, { first: 2, after });
    expect(second.items.map((project) => project.title)).toEqual(['Three', 'Two']);
    expect(second).toMatchObject({ hasNextPage: true, hasPreviousPage: true });

    const before = second.cursorOf(second.items[0] as Project);
    const back = await projects.listProjects(fork(), owner.id, null, { last: 1, before });
    expect(back.items.map((project) => project.title)).toEqual(['Four']);
    expect(back).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    await expect(
      projects.listProjects(fork(), owner.id, null, { first: 2, after: 'bm90LWEtY3Vyc29y' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('ProjectService isolation', () => {
  it("answers NOT_FOUND for another artist's project and changes nothing", async () => {
    const { projects } = setup();
    const owner = await insertArtist(fork());
    const intruder = await insertArtist(fork());
    const project = await projects.createProject(fork(), owner.id, { title: 'Mine' });
    for (const attempt of [
      () => projects.findProject(fork(), intruder.id, project.id),
      () => projects.updateProject(fork(), intruder.id, project.id, { title: 'Taken' }),
      () => projects.deleteProject(fork(), intruder.id, project.id),
      () => projects.findProject(fork(), owner.id, 'not-a-uuid'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Project not found.' });
    }
    expect((await projects.findProject(fork(), owner.id, project.id)).title).toBe('Mine');
  });
});

describe('ProjectService.deleteProject', () => {
  it('deletes notes, lyrics, links, uploaded tracks and their files; attached library tracks stay', async () => {
    const { projects, projectTracks, tracks, lyrics, notes, config } = setup();
    const owner = await insertArtist(fork());
    const [libraryTrack] = await insertTracks(fork(), owner, 1);
    const project = await projects.createProject(fork(), owner.id, { title: 'Doomed' });
    const keep = await projects.createProject(fork(), owner.id, { title: 'Kept' });
    await projectTracks.attachTrack(fork(), owner.id, project.id, libraryTrack?.id ?? '');
    await projectTracks.uploadToProject(fork(), owner.id, project.id, {
      fileName: 'take one.wav',
      audio: tracks.receiveAudio(Readable.from(makeWav())),
    });
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'Doomed', content: 'la la' });
    await notes.createTextNote(fork(), owner.id, project.id, { content: 'chorus idea' });
    await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      notes.receiveVoice(Readable.from(makeWebmOpus())),
    );
    await notes.createTextNote(fork(), owner.id, keep.id, { content: 'other project' });
    expect(await filesUnder(config.storage.dir)).toHaveLength(2);

    await projects.deleteProject(fork(), owner.id, project.id);

    expect(await fork().count(Project, { owner })).toBe(1);
    expect(await fork().count(ProjectTrack, {})).toBe(0);
    expect(await fork().count(LyricsVersion, {})).toBe(0);
    expect(await fork().count(Note, {})).toBe(1);
    expect((await fork().find(Track, { owner })).map((track) => track.id)).toEqual([libraryTrack?.id]);
    expect(await filesUnder(config.storage.dir)).toEqual([]);
  });
});
