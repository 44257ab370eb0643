import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { trackDetails } from '../../test/uploads.js';
import { ProjectStatus } from '../projects/project.entity.js';
import { ProjectTrackStatus } from '../projects/project-track.entity.js';
import { ManagerFacts } from './manager-facts.entity.js';
import type { StoredFacts } from './manager-facts.js';

const db = useTestDatabase();
const { fork } = db;

const FIGURES: (keyof StoredFacts)[] = [
  'trackCount',
  'projectCount',
  'outsidePlaylistsTitle',
  'outsidePlaylistsMastered',
  'mixingTitle',
  'mixingSince',
  'draftWithoutTracks',
  'releasedWithoutLyrics',
  'latestNoteAt',
];
const figuresOf = (facts: StoredFacts) => Object.fromEntries(FIGURES.map((name) => [name, facts[name]]));

describe("the manager's stored facts", () => {
  it('follow every change to the work, through the services that own it, and start empty', async () => {
    const services = testServices(db.orm);
    const { accounts, tracks, playlists, projects, projectTracks, lyrics, notes, managerFacts } = services;
    const { user } = await accounts.register(fork(), newArtist(), { clientAddress: '203.0.113.7' });
    const me = user.id;
    const stored = async () => figuresOf(await fork().findOneOrFail(ManagerFacts, { owner: me }));
    const fromTheWork = async () => figuresOf(await managerFacts.readFromWork(fork(), me));
    const steps: string[] = [];
    /** After each change, the stored facts are what reading the work afresh gives. */
    async function expectInStep(step: string, change: () => Promise<unknown>) {
      await change();
      steps.push(step);
      expect({ step, facts: await stored() }).toEqual({ step, facts: await fromTheWork() });
    }
    const upload = (title: string) =>
      tracks.uploadTrack(fork(), me, trackDetails({ title }), tracks.receiveAudio(Readable.from(makeWav())));

    expect(await stored()).toEqual(await fromTheWork());
    expect(await stored()).toMatchObject({ trackCount: 0, projectCount: 0, outsidePlaylistsTitle: null });

    const intro = await upload('Intro');
    await expectInStep('upload a track', () => upload('Outro'));
    await expectInStep('rename a track', () =>
      tracks.updateTrack(fork(), me, intro.id, { title: 'Overture' }),
    );
    const set = await playlists.createPlaylist(fork(), me, { name: 'Live set' });
    await expectInStep('add a track to a playlist', () =>
      playlists.addTracks(fork(), me, set.id, { trackIds: [intro.id] }),
    );
    const song = await projects.createProject(fork(), me, { title: 'Song' });
    await expectInStep('create a project', async () => {
      await projects.createProject(fork(), me, { title: 'Idea' });
    });
    await expectInStep('attach a track', () => projectTracks.attachTrack(fork(), me, song.id, intro.id));
    await expectInStep('master a track', () =>
      projectTracks.setTrackStatus(fork(), me, song.id, intro.id, ProjectTrackStatus.MASTERED),
    );
    await expectInStep('move to mixing', () =>
      projects.updateProject(fork(), me, song.id, { status: ProjectStatus.MIXING }),
    );
    await expectInStep('remove a track from a playlist', () =>
      playlists.removeTrack(fork(), me, set.id, intro.id),
    );
    await expectInStep('release', () =>
      projects.updateProject(fork(), me, song.id, { status: ProjectStatus.RELEASED }),
    );
    await expectInStep('save lyrics', () =>
      lyrics.saveLyrics(fork(), me, song.id, { title: 'Song', content: 'First verse' }),
    );
    const note = await notes.createTextNote(fork(), me, song.id, { content: 'A hook' });
    await expectInStep('delete a note', () => notes.deleteNote(fork(), me, note.id));
    await expectInStep('write a note', () =>
      notes.createTextNote(fork(), me, song.id, { content: 'Bridge' }),
    );
    await expectInStep('delete a playlist', () => playlists.deletePlaylist(fork(), me, set.id));
    await expectInStep('delete a track', () => tracks.deleteTrack(fork(), me, intro.id));
    await expectInStep('delete a project', () => projects.deleteProject(fork(), me, song.id));

    expect(await stored()).toMatchObject({ trackCount: 1, projectCount: 1, outsidePlaylistsTitle: 'Outro' });
    expect(steps).toHaveLength(15);
  });
});
