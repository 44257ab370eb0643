import { describe, expect, it, vi } from 'vitest';
import type { RequestContext } from '../http/request-context.js';
import type { TrackWaveformKey } from '../modules/tracks/tracks.module.js';
import { reducePeaks } from '../modules/tracks/waveform.js';
import { createServices } from '../services.js';
import { pageRequest } from '../shared/paging.js';
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
  it("load every asked project's tracks in one query and a page of its notes in another, each in order", async () => {
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
      Promise.all(
        [one, two, three].map(
          async (projectId) =>
            (await loaders.projectNotes.load({ id: projectId, request: pageRequest({}) })).items,
        ),
      ),
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

  it('fail only the loads whose page a refused cursor asked for, in the same batch', async () => {
    const services = setup();
    const owner = await insertArtist(fork());
    const project = await services.projects.createProject(fork(), owner.id, { title: 'Mine' });
    await services.notes.createTextNote(fork(), owner.id, project.id, { content: 'kept' });
    const loaders = createLoaders(requestAs(owner.id), services);
    const [fine, refused] = await Promise.allSettled([
      loaders.projectNotes.load({ id: project.id, request: pageRequest({}) }),
      loaders.projectNotes.load({ id: project.id, request: pageRequest({ after: 'bm9wZQ' }) }),
    ]);
    expect(fine).toMatchObject({ status: 'fulfilled', value: { totalCount: 1 } });
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'BAD_USER_INPUT', field: 'after' } });
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
      expect((await loaders.projectNotes.load({ id: project.id, request: pageRequest({}) })).items).toEqual(
        [],
      );
    }
  });

  it("load the reduced waveforms of every asked track in one query, then from the instance's cache, and refuse another artist's", async () => {
    const services = setup();
    const owner = await insertArtist(fork());
    const stranger = await insertArtist(fork());
    const tracks = await insertTracks(fork(), owner, 3);

    const context = requestAs(owner.id);
    const execute = vi.spyOn(context.em.getConnection(), 'execute');
    const loaders = createLoaders(context, services);
    const keys = tracks.map((track) => ({ trackId: track.id, points: 100 }));
    const reduced = await Promise.all(keys.map((key) => loaders.trackWaveform.load(key)));
    expect(execute).toHaveBeenCalledTimes(1);
    expect(reduced).toEqual(tracks.map((track) => reducePeaks(track.peaks, 100)));
    // A later request of the same instance reads no peaks again.
    const later = createLoaders(context, services);
    expect(await Promise.all(keys.map((key) => later.trackWaveform.load(key)))).toEqual(reduced);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();

    const strangers = createLoaders(requestAs(stranger.id), services);
    await expect(strangers.trackWaveform.load(keys[0] as TrackWaveformKey)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
