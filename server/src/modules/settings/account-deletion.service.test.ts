import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { testConfig } from '../../test/test-config.js';
import { makeOggOpus } from '../../test/voice-fixtures.js';

const db = useTestDatabase();
const { fork } = db;
const caller = { clientAddress: '203.0.113.10' };

/** Tables that hold no artist's rows: the migrator's, rate-limit counters, and the public waitlist. */
const NOT_ARTIST_DATA = ['mikro_orm_migrations', 'rate_limits', 'waitlist_entries'];

function services() {
  const config = testConfig();
  return { config, ...createServices(db.orm, config, config.jwt.secret ?? '') };
}

/**
 * An artist signed in twice, with a row in every table that holds an artist's data and a
 * file of each kind (a track's audio, a voice note's clip), made through the services as the app does.
 */
async function artistWithEverything(services: Services) {
  const artist = newArtist();
  const first = await services.accounts.register(fork(), artist, caller);
  const second = await services.accounts.login(fork(), artist, caller);
  const userId = first.user.id;

  const track = await services.tracks.uploadTrack(
    fork(),
    userId,
    { title: 'Night Drive', artist: 'Nova', bpm: 120, key: 'A minor', genre: 'Synthwave' },
    services.tracks.receiveAudio(Readable.from(makeWav())),
  );
  const playlist = await services.playlists.createPlaylist(fork(), userId, { name: 'Late' });
  await services.playlists.addTracks(fork(), userId, playlist.id, { trackIds: [track.id] });
  const project = await services.projects.createProject(fork(), userId, { title: 'Static Bloom' });
  await services.projectTracks.attachTrack(fork(), userId, project.id, track.id);
  await services.lyrics.saveLyrics(fork(), userId, project.id, { title: 'Static Bloom', content: 'We hum' });
  const note = await services.notes.createVoiceNote(
    fork(),
    userId,
    project.id,
    {},
    services.notes.receiveVoice(Readable.from(makeOggOpus())),
  );
  await services.profiles.updateProfile(fork(), userId, { bio: 'Hello', spotify: 'nova' });
  await services.settings.updateSettings(fork(), userId, { theme: 'LIGHT' });

  return {
    ...artist,
    userId,
    sessions: [first, second] as const,
    fileKeys: [track.storageKey, note.audioStorageKey ?? ''],
  };
}

async function rowCounts(): Promise<Record<string, number>> {
  const sql = fork().getConnection();
  const tables = await sql.execute<{ name: string }[]>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (NOT_ARTIST_DATA.includes(name)) continue;
    const [row] = await sql.execute<{ count: number }[]>(`select count(*)::int as count from "${name}"`);
    counts[name] = row?.count ?? 0;
  }
  return counts;
}

function fileExists(storageDir: string, key: string): Promise<boolean> {
  return fs.access(path.join(storageDir, 'objects', key)).then(
    () => true,
    () => false,
  );
}

describe('deleting an account', () => {
  it('deletes the artist and their rows in every table and their files; another artist keeps theirs', async () => {
    const app = services();
    const artist = await artistWithEverything(app);
    const other = await artistWithEverything(app);
    expect(artist.fileKeys.map((key) => key.split('/').slice(0, 2).join('/'))).toEqual([
      `tracks/${artist.userId}`,
      `notes/${artist.userId}`,
    ]);
    const before = await rowCounts();
    for (const table of ['users', 'sessions', 'refresh_tokens', 'tracks', 'playlists', 'playlist_entries']) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    for (const table of [
      'projects',
      'project_tracks',
      'lyrics_versions',
      'notes',
      'profiles',
      'user_settings',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    await app.accountDeletion.deleteAccount(fork(), artist.userId, { password: artist.password });

    // Both artists had the same rows: every table now holds exactly the other artist's half.
    const after = await rowCounts();
    for (const [table, count] of Object.entries(before)) expect((after[table] ?? -1) * 2, table).toBe(count);
    for (const key of artist.fileKeys) expect(await fileExists(app.config.storage.dir, key), key).toBe(false);
    for (const key of other.fileKeys) expect(await fileExists(app.config.storage.dir, key), key).toBe(true);

    expect(await app.accounts.authenticate(fork(), artist.sessions[0].accessToken)).toBeNull();
    await expect(app.accounts.login(fork(), artist, caller)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(await app.accounts.authenticate(fork(), other.sessions[0].accessToken)).not.toBeNull();
    expect((await app.profiles.readProfile(fork(), other.userId)).bio).toBe('Hello');
  });

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const app = services();
    const artist = await artistWithEverything(app);
    const before = await rowCounts();
    await expect(
      app.accountDeletion.deleteAccount(fork(), artist.userId, { password: 'not my password' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Your current password is incorrect.',
      field: 'password',
    });
    await expect(app.accountDeletion.deleteAccount(fork(), artist.userId, {})).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please enter your current password.',
    });
    expect(await rowCounts()).toEqual(before);
    for (const key of artist.fileKeys) expect(await fileExists(app.config.storage.dir, key), key).toBe(true);
    expect(await app.accounts.authenticate(fork(), artist.sessions[1].accessToken)).not.toBeNull();
  });

  it('relies on foreign keys that all cascade from users, in every table that hangs off an account', async () => {
    const rules = await fork()
      .getConnection()
      .execute<{ child: string; parent: string; rule: string }[]>(
        `with recursive owned(tbl) as (
         select 'users'::regclass
         union
         select c.conrelid from pg_constraint c join owned on c.confrelid = owned.tbl where c.contype = 'f'
       )
       select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
              c.confdeltype::text as rule
         from pg_constraint c where c.contype = 'f' and c.confrelid in (select tbl from owned)`,
      );
    expect(rules.map((fk) => fk.child)).toEqual(
      expect.arrayContaining(['sessions', 'tracks', 'projects', 'notes', 'profiles', 'user_settings']),
    );
    // Kept on purpose when an account goes: a version uploaded to someone else's song stays theirs.
    const keptWithoutTheAccount = [
      { child: 'track_versions', parent: 'users', rule: 'n' },
      { child: 'version_comments', parent: 'users', rule: 'n' },
      { child: 'project_activity', parent: 'users', rule: 'n' },
    ];
    expect(rules.filter((fk) => fk.rule !== 'c')).toEqual(expect.arrayContaining(keptWithoutTheAccount));
    expect(rules.filter((fk) => fk.rule !== 'c')).toHaveLength(keptWithoutTheAccount.length);
  });
});
