import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';
const ARTIST = `query ($id: ID!) {
  artist(id: $id) { id artistName connected mutual profile { bio location website links { platform handle url } } }
}`;
const UPDATE_PROFILE = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';
const CONNECT = 'mutation ($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';
const COWORKER_SUGGESTIONS = '{ artistSuggestions(first: 20) { sharedProjects artist { artistName } } }';
const SUGGESTIONS = `query ($first: Int) {
  artistSuggestions(first: $first) { mutualConnections sameGenre artist { id artistName } }
}`;

interface Artist {
  token: string;
  id: string;
}

async function register(artistName: string, genre?: string): Promise<Artist> {
  const answer = await graphql(server.url, REGISTER, {
    input: { email: uniqueEmail(), password: 'correct horse battery', artistName, genre },
  });
  return { token: answer.data?.register.accessToken as string, id: answer.data?.register.user.id as string };
}

const connect = (from: Artist, to: Artist) => graphql(server.url, CONNECT, { id: to.id }, from.token);

describe("another artist's page over GraphQL", () => {
  let nova: Artist;
  let echo: Artist;
  beforeEach(async () => {
    nova = await register('Nova Lane');
    echo = await register('Echo Park');
  });

  it('shows their bio, place and links, and none of the figures they keep', async () => {
    await graphql(
      server.url,
      UPDATE_PROFILE,
      {
        input: {
          bio: 'Synths at night.',
          location: 'Leeds',
          website: 'echo.example',
          instagram: '@echopark',
          totalRevenueUsd: 1234.5,
          totalStreams: 99999,
        },
      },
      echo.token,
    );
    const answer = await graphql(server.url, ARTIST, { id: echo.id }, nova.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.artist).toEqual({
      id: echo.id,
      artistName: 'Echo Park',
      connected: false,
      mutual: false,
      profile: {
        bio: 'Synths at night.',
        location: 'Leeds',
        website: 'https://echo.example/',
        links: [{ platform: 'INSTAGRAM', handle: 'echopark', url: 'https://instagram.com/echopark' }],
      },
    });
    const refused = await graphql(
      server.url,
      `query ($id: ID!) { artist(id: $id) { profile { stats { totalRevenueUsd } } } }`,
      { id: echo.id },
      nova.token,
    );
    expect(errorCodes(refused)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it("reads a list's profiles in one statement, whoever is in it, the viewer too", async () => {
    const bios = ['First', 'Second', 'Third'];
    const names = await Promise.all(
      bios.map(async (bio) => {
        const someone = await register(`Listed ${bio}`);
        await graphql(server.url, UPDATE_PROFILE, { input: { bio } }, someone.token);
        return someone;
      }),
    );
    const query = vi.spyOn(pg.Client.prototype, 'query');
    // Counted before the spy is restored: restoring forgets its calls.
    let profileReads = 0;
    const answer = await graphql(
      server.url,
      '{ artistSearch(name: "Listed") { nodes { artistName profile { bio } } } }',
      {},
      nova.token,
    ).finally(() => {
      profileReads = query.mock.calls.filter(([sql]) =>
        String(typeof sql === 'string' ? sql : (sql as { text: string }).text).includes('public_profiles'),
      ).length;
      query.mockRestore();
    });
    expect(names).toHaveLength(3);
    expect(answer.data?.artistSearch.nodes).toEqual(
      bios.map((bio) => ({ artistName: `Listed ${bio}`, profile: { bio } })),
    );
    expect(profileReads).toBe(1);
  });

  it("shows the viewer's own public profile where the viewer appears as an artist (a project's owner)", async () => {
    await graphql(server.url, UPDATE_PROFILE, { input: { bio: 'My own words.' } }, nova.token);
    const created = await graphql(
      server.url,
      'mutation { createProject(input: { title: "Mine" }) { id } }',
      {},
      nova.token,
    );
    const answer = await graphql(
      server.url,
      'query ($id: ID!) { project(id: $id) { owner { id profile { bio } } } }',
      { id: created.data?.createProject.id },
      nova.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.project.owner).toEqual({ id: nova.id, profile: { bio: 'My own words.' } });
  });

  it('answers empty fields for an artist who has saved no profile', async () => {
    const answer = await graphql(server.url, ARTIST, { id: echo.id }, nova.token);
    expect(answer.data?.artist.profile).toEqual({ bio: '', location: '', website: '', links: [] });
  });

  it("is NOT_FOUND for the viewer's own id, an unknown one and a malformed one, and refused signed out", async () => {
    for (const id of [nova.id, '5f0c6a2e-8a43-4c1e-9d6b-2f7f1b8c0a11', 'not-an-id']) {
      const answer = await graphql(server.url, ARTIST, { id }, nova.token);
      expect(answer.data?.artist).toBeNull();
      expect(errorCodes(answer)).toEqual(['NOT_FOUND']);
    }
    const signedOut = await graphql(server.url, ARTIST, { id: echo.id });
    expect(errorCodes(signedOut)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('artist suggestions over GraphQL', () => {
  const connectBothWays = async (one: Artist, other: Artist) => {
    await connect(one, other);
    await connect(other, one);
  };
  const suggestionsFor = async (viewer: Artist) => {
    const answer = await graphql(server.url, SUGGESTIONS, { first: 20 }, viewer.token);
    expect(answer.errors).toBeUndefined();
    return answer.data?.artistSuggestions as {
      mutualConnections: number;
      sameGenre: boolean;
      artist: { id: string; artistName: string };
    }[];
  };

  it("puts artists the viewer's mutual connections know first, then the viewer's genre, then the most recently connected", async () => {
    const viewer = await register('Viewer', 'Hip-Hop');
    const friend = await register('Friend');
    const friendOfFriend = await register('Friend Of Friend');
    const sameGenre = await register('Same Genre', 'hip-hop');
    const popular = await register('Popular');
    const quiet = await register('Quiet');
    const asker = await register('Asker');
    await connectBothWays(viewer, friend);
    await connectBothWays(friend, friendOfFriend);
    await connectBothWays(friend, popular);
    await connect(quiet, popular);
    await connect(asker, viewer);

    const suggestions = await suggestionsFor(viewer);
    const names = suggestions.map((suggestion) => suggestion.artist.artistName);
    // Popular and Friend Of Friend are both known to Friend; Popular connected the latest (Quiet's request).
    expect(names.slice(0, 4)).toEqual(['Popular', 'Friend Of Friend', 'Same Genre', 'Quiet']);
    // Not the viewer, not Friend (connected), not Asker (waiting for an answer under "Wants to Connect").
    expect(names).not.toContain('Viewer');
    expect(names).not.toContain('Friend');
    expect(names).not.toContain('Asker');
    expect(suggestions.slice(0, 3)).toEqual([
      { mutualConnections: 1, sameGenre: false, artist: { id: popular.id, artistName: 'Popular' } },
      {
        mutualConnections: 1,
        sameGenre: false,
        artist: { id: friendOfFriend.id, artistName: 'Friend Of Friend' },
      },
      { mutualConnections: 0, sameGenre: true, artist: { id: sameGenre.id, artistName: 'Same Genre' } },
    ]);
  });

  it('offers a newcomer the newest artists when nothing else connects them, newest first', async () => {
    await register('Older Artist', 'Rock');
    await register('Newer Artist', 'Folk');
    const newcomer = await register('Newcomer', 'Jazz');
    const names = (await suggestionsFor(newcomer)).map((suggestion) => suggestion.artist.artistName);
    expect(names.indexOf('Newer Artist')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Newer Artist')).toBeLessThan(names.indexOf('Older Artist'));
    expect(names).not.toContain('Newcomer');
  });

  it('never reveals whom someone connected with through a request they did not accept, or one they sent', async () => {
    const snoop = await register('Snoop');
    const target = await register('Target');
    const targetsFriend = await register('Targets Friend');
    const targetsWish = await register('Targets Wish');
    await connectBothWays(target, targetsFriend);
    // Target asked Targets Wish, who has not answered; Snoop asks Target, who has not answered either.
    await connect(target, targetsWish);
    await connect(snoop, target);

    const suggestions = await suggestionsFor(snoop);
    expect(suggestions.map((suggestion) => suggestion.artist.artistName)).toEqual(
      expect.arrayContaining(['Targets Friend', 'Targets Wish']),
    );
    expect(suggestions.filter((suggestion) => suggestion.mutualConnections > 0)).toEqual([]);
  });

  it('puts first the artists the viewer works on projects with, owner or member, and says on how many', async () => {
    const viewer = await signUpArtist(server.url, 'Viewer');
    const mixer = await signUpArtist(server.url, 'Mixer');
    const masterer = await signUpArtist(server.url, 'Masterer');
    const invitee = await signUpArtist(server.url, 'Invitee');
    const friend = await register('Friend');
    const friendOfFriend = await register('Friend Of Friend');
    await connectBothWays(viewer, friend);
    await connectBothWays(friend, friendOfFriend);
    const project = async (owner: SignedUpArtist, title: string) =>
      (await graphql(server.url, CREATE_PROJECT, { title }, owner.token)).data?.createProject.id as string;
    // The viewer owns two projects the mixer works on; the masterer owns one the viewer joined.
    const [first, second, theirs] = [
      await project(viewer, 'One'),
      await project(viewer, 'Two'),
      await project(masterer, 'Theirs'),
    ];
    await joinProject(server.url, first, viewer, mixer, 'MIX_ENGINEER');
    await joinProject(server.url, second, viewer, mixer, 'MIX_ENGINEER');
    await joinProject(server.url, theirs, masterer, viewer, 'COMMENTER');
    // Invited, not yet in: no project together.
    const invited = await graphql(
      server.url,
      'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }',
      { input: { projectId: first, email: invitee.email, role: 'VIEWER' } },
      viewer.token,
    );
    expect(invited.errors).toBeUndefined();

    const answer = await graphql(server.url, COWORKER_SUGGESTIONS, {}, viewer.token);
    expect(answer.errors).toBeUndefined();
    const suggestions = answer.data?.artistSuggestions as {
      sharedProjects: number;
      artist: { artistName: string };
    }[];
    expect(suggestions.slice(0, 3)).toEqual([
      { sharedProjects: 2, artist: { artistName: 'Mixer' } },
      { sharedProjects: 1, artist: { artistName: 'Masterer' } },
      { sharedProjects: 0, artist: { artistName: 'Friend Of Friend' } },
    ]);
    expect(
      suggestions.find((suggestion) => suggestion.artist.artistName === 'Invitee')?.sharedProjects ?? 0,
    ).toBe(0);
    // The mixer, in two of the viewer's projects, is offered the viewer the same way.
    const theirView = await graphql(server.url, COWORKER_SUGGESTIONS, {}, mixer.token);
    expect(theirView.data?.artistSuggestions[0]).toEqual({
      sharedProjects: 2,
      artist: { artistName: 'Viewer' },
    });
  });

  it('refuses a count outside 1 to 20 with BAD_USER_INPUT', async () => {
    const viewer = await register('Viewer');
    for (const first of [0, 21]) {
      const answer = await graphql(server.url, SUGGESTIONS, { first }, viewer.token);
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    }
  });
});
