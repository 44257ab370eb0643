import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp, uploadTrackOverGraphql } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const PROFILE_FIELDS = `id user { id artistName role avatar plan } bio location website
  handles { spotify soundcloud instagram twitter } links { platform handle url }
  stats { totalTracks totalProjects totalStreams totalRevenueUsd followers following monthlyListeners }`;
const PROFILE = `query { profile { ${PROFILE_FIELDS} } }`;
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE_FIELDS} } }`;

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

describe('the profile over GraphQL', () => {
  it('edits the account and profile; the answer carries the User the shell shows', async () => {
    await uploadTrackOverGraphql(server.url, token, makeWav(), 'take.wav');
    const updated = await graphql(
      server.url,
      UPDATE_PROFILE,
      {
        input: {
          artistName: 'Nova Lane',
          role: 'Producer',
          avatar: '🎹',
          website: 'novalane.com',
          instagram: '@nova_lane',
          twitter: '@NovaLane',
          monthlyListeners: 4321,
        },
      },
      token,
    );
    expect(updated.errors).toBeUndefined();
    const profile = updated.data?.updateProfile;
    expect(profile.user).toMatchObject({ artistName: 'Nova Lane', role: 'Producer', avatar: '🎹' });
    expect(profile.id).toBe(profile.user.id);
    expect(profile.website).toBe('https://novalane.com/');
    expect(profile.links).toEqual([
      { platform: 'INSTAGRAM', handle: 'nova_lane', url: 'https://instagram.com/nova_lane' },
      { platform: 'TWITTER', handle: 'NovaLane', url: 'https://x.com/NovaLane' },
    ]);
    expect(profile.stats).toMatchObject({ totalTracks: 1, totalProjects: 0, monthlyListeners: 4321 });

    const me = await graphql(server.url, 'query { me { id artistName role avatar plan } }', {}, token);
    expect(me.data?.me).toEqual(profile.user);
    expect((await graphql(server.url, PROFILE, {}, token)).data?.profile).toEqual(profile);
  });

  it('refuses bad input with BAD_USER_INPUT naming the field', async () => {
    const answer = await graphql(
      server.url,
      UPDATE_PROFILE,
      { input: { website: 'javascript:alert(1)' } },
      token,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Website must be a web address starting with http:// or https://.',
      extensions: { code: 'BAD_USER_INPUT', field: 'website' },
    });
    const handle = await graphql(server.url, UPDATE_PROFILE, { input: { spotify: 'nova lane' } }, token);
    expect(handle.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'spotify' });
  });

  it('keeps the handle of a pasted profile address, and links a Spotify artist as an artist', async () => {
    const answer = await graphql(
      server.url,
      UPDATE_PROFILE,
      {
        input: {
          spotify: 'https://open.spotify.com/intl-de/artist/4Z8W4fKeB5YxbusRsdQVPb?si=a1b2c3d4e5f6',
          soundcloud: 'soundcloud.com/nova-lane/sets/night-drive',
          instagram: 'https://www.instagram.com/nova.lane/?hl=en',
          twitter: 'https://twitter.com/NovaLane',
        },
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateProfile.handles).toEqual({
      spotify: '4Z8W4fKeB5YxbusRsdQVPb',
      soundcloud: 'nova-lane',
      instagram: 'nova.lane',
      twitter: 'NovaLane',
    });
    expect(answer.data?.updateProfile.links[0]).toEqual({
      platform: 'SPOTIFY',
      handle: '4Z8W4fKeB5YxbusRsdQVPb',
      url: 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    });
    // Another site's address is not a handle.
    const elsewhere = await graphql(
      server.url,
      UPDATE_PROFILE,
      { input: { instagram: 'https://example.com/nova' } },
      token,
    );
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'instagram' });
  });

  it('refuses figures out of range with a clear text and BAD_USER_INPUT', async () => {
    const negative = await graphql(server.url, UPDATE_PROFILE, { input: { followers: -3 } }, token);
    expect(negative.errors?.[0]).toMatchObject({
      message: 'Followers cannot be negative.',
      extensions: { code: 'BAD_USER_INPUT', field: 'followers' },
    });
    // SafeInt refuses what a JSON client could not read back exactly, before the service sees it.
    const huge = await graphql(
      server.url,
      UPDATE_PROFILE,
      { input: { monthlyListeners: Number.MAX_SAFE_INTEGER + 1 } },
      token,
    );
    expect(huge.status).toBe(400);
    expect(errorCodes(huge)).toEqual(['BAD_USER_INPUT']);
    expect(huge.errors?.[0]?.message).toMatch(
      /input\.monthlyListeners.*SafeInt cannot represent unsafe integer/,
    );
    const stats = await graphql(
      server.url,
      '{ profile { stats { followers monthlyListeners } } }',
      {},
      token,
    );
    expect(stats.data?.profile.stats).toEqual({ followers: 0, monthlyListeners: 0 });
  });

  it('carries counts past 2^31 as SafeInt and revenue in US dollars', async () => {
    const figures = {
      totalStreams: 12_345_678_901,
      followers: 2 ** 31,
      following: 0,
      monthlyListeners: 3_000_000_000,
    };
    const updated = await graphql(
      server.url,
      UPDATE_PROFILE,
      { input: { ...figures, totalRevenueUsd: 1234.567 } },
      token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateProfile.stats).toMatchObject({ ...figures, totalRevenueUsd: 1234.57 });
    const read = await graphql(server.url, PROFILE, {}, token);
    expect(read.data?.profile.stats).toMatchObject({ ...figures, totalRevenueUsd: 1234.57 });
  });

  it('lists the avatars to choose from, the default first', async () => {
    const answer = await graphql(server.url, 'query { profileAvatars }');
    expect(answer.data?.profileAvatars[0]).toBe('🎧');
    expect(answer.data?.profileAvatars).toHaveLength(12);
  });

  it('answers UNAUTHENTICATED without a signed-in caller', async () => {
    expect(errorCodes(await graphql(server.url, PROFILE))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await graphql(server.url, UPDATE_PROFILE, { input: { bio: 'x' } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('shows each artist only their own profile and counts', async () => {
    const other = await signUp(server.url, uniqueEmail());
    await uploadTrackOverGraphql(server.url, other, makeWav(), 'theirs.wav');
    await graphql(server.url, UPDATE_PROFILE, { input: { bio: 'Theirs', spotify: 'theirs' } }, other);
    const mine = (await graphql(server.url, PROFILE, {}, token)).data?.profile;
    expect(mine).toMatchObject({ bio: '', links: [], stats: { totalTracks: 0 } });
  });
});
