import type { APIRequestContext } from '@playwright/test';
import { type Artist, createArtist, seedTrack } from './artists.js';
import { graphqlAs } from './graphql.js';

/** A title with no break opportunity: browsers widen the page for it unless it is cut. */
export const unbroken = (stem: string, length: number) => stem.padEnd(length, 'x');

export interface LongNamedLibrary {
  artist: Artist;
  trackTitle: string;
  playlistName: string;
  playlistId: string;
  projectTitle: string;
  projectId: string;
}

/**
 * An artist (with a 100-character unbroken name) whose track and project have 130-character unbroken
 * titles and whose playlist a 100-character one (the server's most); the track sits in the playlist and the project, the project is
 * Recording, and another long-named artist has connected (an unread notification).
 */
export async function seedLongNamedLibrary(request: APIRequestContext): Promise<LongNamedLibrary> {
  const artist = await createArtist(request, unbroken('Longname', 100));
  const trackTitle = unbroken('Trackname', 130);
  // Playlist names are capped at 100 characters by the server.
  const playlistName = unbroken('Playlistname', 100);
  const projectTitle = unbroken('Projectname', 130);
  const trackId = await seedTrack(request, artist, { title: trackTitle, mood: unbroken('Mood', 40) });
  const { createPlaylist } = await graphqlAs<{ createPlaylist: { id: string } }>(
    request,
    artist,
    'mutation ($name: String!) { createPlaylist(input: { name: $name }) { id } }',
    { name: playlistName },
  );
  await graphqlAs(
    request,
    artist,
    'mutation ($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
    {
      id: createPlaylist.id,
      t: [trackId],
    },
  );
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    artist,
    'mutation ($title: String!) { createProject(input: { title: $title }) { id } }',
    { title: projectTitle },
  );
  await graphqlAs(
    request,
    artist,
    'mutation ($id: ID!) { updateProject(input: { projectId: $id, status: RECORDING }) { id } }',
    { id: createProject.id },
  );
  await graphqlAs(
    request,
    artist,
    'mutation ($p: ID!, $t: ID!) { attachTrackToProject(input: { projectId: $p, trackId: $t }) { id } }',
    { p: createProject.id, t: trackId },
  );
  const { me } = await graphqlAs<{ me: { id: string } }>(request, artist, '{ me { id } }');
  const fan = await createArtist(request, unbroken('Connector', 100));
  await graphqlAs(request, fan, 'mutation ($a: ID!) { connectWithArtist(input: { artistId: $a }) { id } }', {
    a: me.id,
  });
  return {
    artist,
    trackTitle,
    playlistName,
    playlistId: createPlaylist.id,
    projectTitle,
    projectId: createProject.id,
  };
}
