import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, insertTracks } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { User } from '../accounts/user.entity.js';
import { Profile } from './profile.entity.js';
import { INVALID_WEBSITE } from './profile.inputs.js';
import { SocialPlatform } from './social-links.js';

const db = useTestDatabase();
const { fork } = db;

const services = () => testServices(db.orm);

const EVERY_FIELD = {
  artistName: '  Nova Lane ',
  role: 'Producer & DJ',
  avatar: '🎹',
  bio: ' Synths after midnight. ',
  location: 'Lisbon, Portugal',
  website: 'NovaLane.com',
  spotify: '@nova.lane',
  soundcloud: 'nova-lane',
  instagram: ' @nova_lane ',
  twitter: 'NovaLane',
};

describe('reading a profile', () => {
  it('shows the account and the defaults until a profile is saved, and writes nothing', async () => {
    const { profiles } = services();
    const artist = await insertArtist(fork());
    const profile = await profiles.readProfile(fork(), artist.id);
    expect(profile).toMatchObject({
      id: artist.id,
      user: { id: artist.id, artistName: 'Test', role: 'Independent Artist', avatar: '🎧', plan: 'CREATOR' },
      bio: '',
      location: '',
      website: '',
      handles: { spotify: '', soundcloud: '', instagram: '', twitter: '' },
      links: [],
      stats: {
        totalTracks: 0,
        totalProjects: 0,
        connections: 0,
        totalStreams: 0,
        totalRevenueUsd: 0,
        followers: 0,
        following: 0,
        monthlyListeners: 0,
      },
    });
    expect(await fork().count(Profile, {})).toBe(0);
  });
});

describe('editing a profile', () => {
  it('stores every field: trimmed, handles without their @, the website normalized, links built', async () => {
    const { profiles } = services();
    const artist = await insertArtist(fork());
    await profiles.updateProfile(fork(), artist.id, EVERY_FIELD);

    const profile = await profiles.readProfile(fork(), artist.id);
    expect(profile.user).toMatchObject({ artistName: 'Nova Lane', role: 'Producer & DJ', avatar: '🎹' });
    expect(profile).toMatchObject({
      bio: 'Synths after midnight.',
      location: 'Lisbon, Portugal',
      website: 'https://novalane.com/',
      handles: { spotify: 'nova.lane', soundcloud: 'nova-lane', instagram: 'nova_lane', twitter: 'NovaLane' },
    });
    expect(profile.links).toEqual([
      {
        platform: SocialPlatform.SPOTIFY,
        handle: 'nova.lane',
        url: 'https://open.spotify.com/user/nova.lane',
      },
      { platform: SocialPlatform.SOUNDCLOUD, handle: 'nova-lane', url: 'https://soundcloud.com/nova-lane' },
      { platform: SocialPlatform.INSTAGRAM, handle: 'nova_lane', url: 'https://instagram.com/nova_lane' },
      { platform: SocialPlatform.TWITTER, handle: 'NovaLane', url: 'https://x.com/NovaLane' },
    ]);
  });

  it("changes only the fields given; '' clears an optional text and drops its link", async () => {
    const { profiles } = services();
    const artist = await insertArtist(fork());
    await profiles.updateProfile(fork(), artist.id, EVERY_FIELD);
    const changed = await profiles.updateProfile(fork(), artist.id, {
      location: 'Porto',
      instagram: '',
      website: '',
      bio: null,
    });
    expect(changed).toMatchObject({ location: 'Porto', website: '', bio: 'Synths after midnight.' });
    expect(changed.user.artistName).toBe('Nova Lane');
    expect(changed.links.map((link) => link.platform)).toEqual([
      SocialPlatform.SPOTIFY,
      SocialPlatform.SOUNDCLOUD,
      SocialPlatform.TWITTER,
    ]);
  });

  it.each([
    [{ artistName: '  ' }, 'Artist name is required.', 'artistName'],
    [{ role: 'r'.repeat(61) }, 'Role must be at most 60 characters.', 'role'],
    [{ avatar: '🐍' }, 'Please choose one of the offered avatars.', 'avatar'],
    [{ bio: 'b'.repeat(1001) }, 'Bio must be at most 1000 characters.', 'bio'],
    [{ location: 'l'.repeat(101) }, 'Location must be at most 100 characters.', 'location'],
    [{ website: 'javascript:alert(1)' }, INVALID_WEBSITE, 'website'],
    [{ website: 'ftp://novalane.com' }, INVALID_WEBSITE, 'website'],
    [
      { spotify: 'nova lane' },
      'Spotify handle may only contain letters, digits, dots, underscores and hyphens.',
      'spotify',
    ],
    [
      { twitter: '@@nova' },
      'Twitter handle may only contain letters, digits, dots, underscores and hyphens.',
      'twitter',
    ],
    [{ instagram: `@${'n'.repeat(51)}` }, 'Instagram handle must be at most 50 characters.', 'instagram'],
    [{ followers: -1 }, 'Followers cannot be negative.', 'followers'],
    [{ totalStreams: 1.5 }, 'Total streams must be a whole number.', 'totalStreams'],
    [{ totalRevenueUsd: -0.01 }, 'Total revenue cannot be negative.', 'totalRevenueUsd'],
    [{ monthlyListeners: -5 }, 'Monthly listeners cannot be negative.', 'monthlyListeners'],
    [{ monthlyListeners: 2.5 }, 'Monthly listeners must be a whole number.', 'monthlyListeners'],
    [
      { monthlyListeners: Number.MAX_SAFE_INTEGER + 1 },
      'Monthly listeners must be at most 9,007,199,254,740,991.',
      'monthlyListeners',
    ],
    [{ totalStreams: 2 ** 60 }, 'Total streams must be at most 9,007,199,254,740,991.', 'totalStreams'],
    [{ following: 1e20 }, 'Following must be at most 9,007,199,254,740,991.', 'following'],
    [
      { totalRevenueUsd: 1_000_000_000.01 },
      'Total revenue must be at most $1,000,000,000.',
      'totalRevenueUsd',
    ],
  ])('refuses %o with "%s" and changes nothing', async (change, message, field) => {
    const { profiles } = services();
    const artist = await insertArtist(fork());
    await profiles.updateProfile(fork(), artist.id, { bio: 'Before' });
    await expect(
      profiles.updateProfile(fork(), artist.id, { ...EVERY_FIELD, ...change }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message, field });
    const profile = await profiles.readProfile(fork(), artist.id);
    expect(profile.bio).toBe('Before');
    expect(profile.user.artistName).toBe('Test');
  });

  it('accepts a handle of exactly 50 characters after its @', async () => {
    const { profiles } = services();
    const artist = await insertArtist(fork());
    const updated = await profiles.updateProfile(fork(), artist.id, { soundcloud: `@${'n'.repeat(50)}` });
    expect(updated.handles.soundcloud).toBe('n'.repeat(50));
  });
});

describe('profile stats', () => {
  it('counts tracks, projects and connections, and shows the stored figures for the rest', async () => {
    const { profiles, projects, network } = services();
    const artist = await insertArtist(fork());
    const other = await insertArtist(fork());
    const third = await insertArtist(fork());
    // A connection is both ways: with the other artist it is; the third's request, and a request
    // to a fourth, are not connections yet.
    const fourth = await insertArtist(fork());
    await network.connect(fork(), artist.id, other.id);
    await network.connect(fork(), other.id, artist.id);
    await network.connect(fork(), third.id, artist.id);
    await network.connect(fork(), artist.id, fourth.id);
    await insertTracks(fork(), artist, 3);
    await insertTracks(fork(), other, 2);
    await projects.createProject(fork(), artist.id, { title: 'One' });
    await projects.createProject(fork(), artist.id, { title: 'Two' });
    await projects.createProject(fork(), other.id, { title: 'Theirs' });

    const updated = await profiles.updateProfile(fork(), artist.id, {
      totalStreams: 125_000,
      totalRevenueUsd: 1234.567,
      followers: 980,
      following: 12,
      monthlyListeners: 4_321,
      // Not an input: the counted figures cannot be set.
      totalTracks: 99,
      totalProjects: 99,
      connections: 99,
    });
    expect(updated.stats).toEqual({
      totalTracks: 3,
      totalProjects: 2,
      connections: 1,
      totalStreams: 125_000,
      totalRevenueUsd: 1234.57,
      followers: 980,
      following: 12,
      monthlyListeners: 4_321,
    });
    await insertTracks(fork(), artist, 1);
    expect((await profiles.readProfile(fork(), artist.id)).stats).toMatchObject({
      totalTracks: 4,
      totalRevenueUsd: 1234.57,
    });
  });
});

describe('counts past 2^31', () => {
  it('stores and reads back counts up to Number.MAX_SAFE_INTEGER exactly (bigint columns)', async () => {
    const { profiles } = services();
    const artist = await insertArtist(fork());
    const figures = {
      totalStreams: Number.MAX_SAFE_INTEGER,
      followers: 2 ** 31,
      following: 3_000_000_000,
      monthlyListeners: 2 ** 40 + 1,
    };
    await profiles.updateProfile(fork(), artist.id, figures);

    expect((await profiles.readProfile(fork(), artist.id)).stats).toMatchObject(figures);
    const stored = await fork().findOneOrFail(Profile, { user: artist.id });
    expect(typeof stored.totalStreams).toBe('number');
    expect(stored.totalStreams).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('isolation', () => {
  it("edits only the caller's account and profile", async () => {
    const { profiles } = services();
    const artist = await insertArtist(fork());
    const other = await insertArtist(fork());
    await profiles.updateProfile(fork(), other.id, { bio: 'Theirs', spotify: 'theirs', followers: 5 });
    await profiles.updateProfile(fork(), artist.id, { ...EVERY_FIELD, followers: 7 });

    const theirs = await profiles.readProfile(fork(), other.id);
    expect(theirs).toMatchObject({ bio: 'Theirs', handles: { spotify: 'theirs', twitter: '' } });
    expect(theirs.stats.followers).toBe(5);
    expect(theirs.user).toMatchObject({ artistName: 'Test', avatar: '🎧' });
    expect((await fork().findOneOrFail(User, other.id)).role).toBe('Independent Artist');
  });

  it('answers UNAUTHENTICATED for an account that no longer exists', async () => {
    const { profiles } = services();
    const artist = await insertArtist(fork());
    await fork().nativeDelete(User, { id: artist.id });
    await expect(profiles.readProfile(fork(), artist.id)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(profiles.updateProfile(fork(), artist.id, { bio: 'x' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
