import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type Artist, createArtist, seedTrack } from './artists.js';
import { graphqlAs } from './graphql.js';

/** The owner invites the artist from the network with a role; the artist accepts over the API. */
export async function joinProject(
  request: APIRequestContext,
  owner: Artist,
  artist: Artist,
  projectId: string,
  role: string,
): Promise<void> {
  const { me } = await graphqlAs<{ me: { id: string } }>(request, artist, '{ me { id } }');
  await graphqlAs(
    request,
    owner,
    'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }',
    { input: { projectId, artistId: me.id, role } },
  );
  const { projectInvitations } = await graphqlAs<{ projectInvitations: { id: string }[] }>(
    request,
    artist,
    '{ projectInvitations { id } }',
  );
  await graphqlAs(
    request,
    artist,
    'mutation($id: ID!) { acceptInvitation(input: { invitationId: $id }) { id } }',
    {
      id: projectInvitations[0]?.id,
    },
  );
}

export interface SharedSong {
  /** Makes names unique to the test: 'Nova <id>', 'Demo <id>'. */
  id: string;
  owner: Artist;
  mixer: Artist;
  projectId: string;
  trackId: string;
}

/**
 * An owner's project 'Night Drive <id>' with one song, 'Demo <id>' (a generated WAV of `seconds`),
 * and a mix engineer who has joined it.
 */
export async function sharedSong(request: APIRequestContext, seconds: number): Promise<SharedSong> {
  const id = randomBytes(3).toString('hex');
  const owner = await createArtist(request, `Nova ${id}`);
  const mixer = await createArtist(request, `Kai ${id}`);
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    owner,
    'mutation($title: String!) { createProject(input: { title: $title }) { id } }',
    { title: `Night Drive ${id}` },
  );
  const projectId = createProject.id;
  const trackId = await seedTrack(request, owner, { title: `Demo ${id}`, seconds });
  await graphqlAs(
    request,
    owner,
    'mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }',
    { input: { projectId, trackId } },
  );
  await joinProject(request, owner, mixer, projectId, 'MIX_ENGINEER');
  return { id, owner, mixer, projectId, trackId };
}
