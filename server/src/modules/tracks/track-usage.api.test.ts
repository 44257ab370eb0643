import fs from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { filesUnder } from '../../test/storage-files.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp, uploadTrackOverRest } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

let token: string;
beforeEach(async () => {
  await fs.rm(server.config.storage.dir, { recursive: true, force: true });
  token = await signUp(server.url, uniqueEmail());
});

async function call(query: string, variables: Record<string, unknown> = {}, as = token) {
  const answer = await graphql(server.url, query, variables, as);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data ?? {};
}

/** A track in two playlists and one project, plus a playlist and a project that do not hold it. */
async function trackInUse() {
  const uploaded = await uploadTrackOverRest(server.url, token, makeWav(), 'take.wav');
  const trackId = uploaded.body.id as string;
  const playlistIds: string[] = [];
  for (const name of ['Warm Up', 'After Hours', 'Empty']) {
    const created = await call('mutation($name: String!) { createPlaylist(input: { name: $name }) { id } }', {
      name,
    });
    playlistIds.push(created.createPlaylist.id);
  }
  for (const id of playlistIds.slice(0, 2)) {
    await call(
      'mutation($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
      { id, t: [trackId] },
    );
  }
  const projectIds: string[] = [];
  for (const title of ['Neon Rain', 'Unrelated']) {
    const created = await call(
      'mutation($title: String!) { createProject(input: { title: $title }) { id } }',
      {
        title,
      },
    );
    projectIds.push(created.createProject.id);
  }
  await call(
    'mutation($p: ID!, $t: ID!) { attachTrackToProject(input: { projectId: $p, trackId: $t }) { id } }',
    {
      p: projectIds[0],
      t: trackId,
    },
  );
  return { trackId, projectIds };
}

const USAGE =
  'query($id: ID!) { track(id: $id) { playlists { totalCount nodes { id name trackCount } } projects { nodes { id title } } } }';

describe('where a track is used', () => {
  it('names the playlists and projects that hold it, A to Z', async () => {
    const { trackId } = await trackInUse();
    const usage = await call(USAGE, { id: trackId });
    expect(usage.track.playlists.nodes.map((playlist: { name: string }) => playlist.name)).toEqual([
      'After Hours',
      'Warm Up',
    ]);
    expect(usage.track.playlists.totalCount).toBe(2);
    expect(usage.track.playlists.nodes[0].trackCount).toBe(1);
    expect(usage.track.projects.nodes.map((project: { title: string }) => project.title)).toEqual([
      'Neon Rain',
    ]);
  });

  it('is nothing for a track in no playlist or project', async () => {
    const uploaded = await uploadTrackOverRest(server.url, token, makeWav(), 'alone.wav');
    const usage = await call(USAGE, { id: uploaded.body.id });
    expect(usage.track).toEqual({ playlists: { totalCount: 0, nodes: [] }, projects: { nodes: [] } });
  });

  it("is not readable for another artist's track", async () => {
    const { trackId } = await trackInUse();
    const other = await signUp(server.url, uniqueEmail('other'));
    const answer = await graphql(server.url, USAGE, { id: trackId }, other);
    expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
  });

  it('deleting the track takes it out of every playlist and project and removes its file', async () => {
    const { trackId, projectIds } = await trackInUse();
    expect(await filesUnder(server.config.storage.dir)).toHaveLength(1);
    await call('mutation($id: ID!) { deleteTrack(input: { trackId: $id }) { id } }', { id: trackId });

    const playlists = await call('{ playlists { nodes { name trackCount } } }');
    expect(
      playlists.playlists.nodes.every((playlist: { trackCount: number }) => playlist.trackCount === 0),
    ).toBe(true);
    const project = await call(
      'query($id: ID!) { project(id: $id) { trackCount tracks { nodes { id } } } }',
      {
        id: projectIds[0],
      },
    );
    expect(project.project).toEqual({ trackCount: 0, tracks: { nodes: [] } });
    expect(await filesUnder(server.config.storage.dir)).toEqual([]);
  });
});
