import { uniqueEmail } from './factories.js';
import { graphql } from './http-client.js';

const REGISTER =
  'mutation($input: RegisterInput!) { register(input: $input) { accessToken refreshToken user { id } } }';
const INVITE = 'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }';
const PENDING = 'query { projectInvitations { id project { id } } }';
const ACCEPT = 'mutation($id: ID!) { acceptInvitation(input: { invitationId: $id }) { id } }';

/** A signed-up artist, as the API tests act for them. */
export interface SignedUpArtist {
  token: string;
  refreshToken: string;
  id: string;
  email: string;
}

export async function signUpArtist(baseUrl: string, artistName: string): Promise<SignedUpArtist> {
  const email = uniqueEmail();
  const answer = await graphql(baseUrl, REGISTER, {
    input: { email, password: 'correct horse battery', artistName },
  });
  if (answer.errors) throw new Error(`Sign-up failed: ${answer.errors[0]?.message}`);
  return {
    token: answer.data?.register.accessToken,
    refreshToken: answer.data?.register.refreshToken,
    id: answer.data?.register.user.id,
    email,
  };
}

/** The owner invites the artist to the project with a role, by email, and the artist accepts. */
export async function joinProject(
  baseUrl: string,
  projectId: string,
  owner: SignedUpArtist,
  artist: SignedUpArtist,
  role: string,
): Promise<void> {
  const invited = await graphql(
    baseUrl,
    INVITE,
    { input: { projectId, email: artist.email, role } },
    owner.token,
  );
  if (invited.errors) throw new Error(`Invitation failed: ${invited.errors[0]?.message}`);
  const pending = await graphql(baseUrl, PENDING, {}, artist.token);
  const invitation = pending.data?.projectInvitations.find(
    (each: { project: { id: string } }) => each.project.id === projectId,
  );
  const accepted = await graphql(baseUrl, ACCEPT, { id: invitation?.id }, artist.token);
  if (accepted.errors) throw new Error(`Accepting failed: ${accepted.errors[0]?.message}`);
}
