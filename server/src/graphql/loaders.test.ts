import { describe, expect, it, vi } from 'vitest';
import type { RequestContext } from '../http/request-context.js';
import { createServices } from '../services.js';
import { useTestDatabase } from '../test/database.js';
import { insertArtist, insertTracks } from '../test/factories.js';
import { testConfig } from '../test/test-config.js';
import { createLoaders } from './loaders.js';

const db = useTestDatabase();
const { fork } = db;

function setup() {
  const config = testConfig();
  return createServices(db.orm, config, config.jwt.secret ?? '');
}

/** The request context the loaders read: its unit of work and the caller. */
function requestAs(userId: string | null): RequestContext {
  return {
    requestId: 'loaders-test',
    em: fork(),
    clientAddress: '127.0.0.1',
    auth: userId ? ({ userId } as RequestContext['auth']) : null,
    log: undefined as unknown as RequestContext['log'],
    publicOrigin: 'http://localhost',
  };
}

describe('request loaders', () => {
  it("load every asked project's tracks in one query and its notes in another, each in order", async () => {
    const services = setup();
    const owner = await insertArtist(fork());
    const tracks = await insertTracks(fork(), owner, 3);
    const projects = [];
    for (const title of ['One', 'Two', 'Three']) {
      projects.push(await services.projects.createProject(fork(), owner.id, { title }));
    }
    const [one, two, three] = projects.map((project) => project.id) as [string, string, string];
    for (const track of tracks) await services.projectTracks.attachTrack(fork(), owner.id, one, track.id);
    await services.projectTracks.attachTrack(fork(), owner.id, two, tracks[0]?.id ?? '');
    await services.notes.createTextNote(fork(), owner.id, one, { content: 'first' });
    await services.notes.createTextNote(fork(), owner.id, one, { content: 'second' });

    const context = requestAs(owner.id);
    const loaders = createLoaders(context, services);
    const execute = vi.spyOn(context.em.getConnection(), 'execute');
    const [trackLists, noteLists] = await Promise.all([
      Promise.all([one, two, three].map((projectId) => loaders.projectTracks.load(projectId))),
      Promise.all([one, two, three].map((projectId) => loaders.projectNotes.load(projectId))),
    ]);
    expect(execute).toHaveBeenCalledTimes(2);
    execute.mockRestore();

    expect(trackLists.map((links) => links.map((link) => link.track.id))).toEqual([
      tracks.map((track) => track.id),
      [tracks[0]?.id],
      [],
    ]);
    expect(noteLists.map((notes) => notes.map((note) => note.content))).toEqual([
      ['second', 'first'],
      [],
      [],
    ]);
  });

  it("load nothing of another artist's projects", async () => {
    const services = setup();
    const owner = await insertArtist(fork());
    const stranger = await insertArtist(fork());
    const [track] = await insertTracks(fork(), owner, 1);
    const project = await services.projects.createProject(fork(), owner.id, { title: 'Mine' });
    await services.projectTracks.attachTrack(fork(), owner.id, project.id, track?.id ?? '');
    await services.notes.createTextNote(fork(), owner.id, project.id, { content: 'private' });

    for (const caller of [stranger.id, null]) {
      const loaders = createLoaders(requestAs(caller), services);
      expect(await loaders.projectTracks.load(project.id)).toEqual([]);
      expect(await loaders.projectNotes.load(project.id)).toEqual([]);
    }
  });

  it("load the waveform peaks of every asked track in one query, and refuse another artist's", async () => {
    const services = setup();
    const owner = await insertArtist(fork());
    const stranger = await insertArtist(fork());
    const tracks = await insertTracks(fork(), owner, 3);

    const context = requestAs(owner.id);
    const loaders = createLoaders(context, services);
    const execute = vi.spyOn(context.em.getConnection(), 'execute');
    const peaks = await Promise.all(tracks.map((track) => loaders.trackPeaks.load(track.id)));
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
    expect(peaks.map((stored) => stored.length)).toEqual(tracks.map((track) => track.peaks.length));

    const strangers = createLoaders(requestAs(stranger.id), services);
    await expect(strangers.trackPeaks.load(tracks[0]?.id ?? '')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
