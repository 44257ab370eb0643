import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../modules/accounts/user.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { ProjectGenre } from '../modules/projects/project-catalogue.js';
import { Track } from '../modules/tracks/track.entity.js';

/** A unique email for a test, so tests never depend on each other's data. */
export function uniqueEmail(label = 'artist'): string {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

/** Registration input for a new, unique artist. */
export function newArtist(
  overrides: Partial<{ email: string; password: string; artistName: string; genre: string }> = {},
) {
  return {
    email: uniqueEmail(),
    password: 'correct horse battery',
    artistName: 'Nova Lane',
    genre: '',
    ...overrides,
  };
}

/** An artist saved straight to the database, for service tests that need an owner but no login. */
export async function insertArtist(
  em: EntityManager,
  overrides: Partial<{ artistName: string; genre: string }> = {},
): Promise<User> {
  const artist = new User({
    email: uniqueEmail(),
    passwordHash: 'not a real hash',
    artistName: 'Test',
    genre: '',
    ...overrides,
  });
  await em.persist(artist).flush();
  return artist;
}

let insertedTracks = 0;
/**
 * A library track saved straight to the database (no file behind it), for service tests of what
 * uses tracks; upload itself is tested through the track service.
 */
export function newTrack(
  owner: User,
  overrides: Partial<Pick<Track, 'title' | 'artist' | 'bpm' | 'durationSeconds'>> = {},
) {
  insertedTracks += 1;
  return new Track({
    owner,
    title: `Track ${insertedTracks}`,
    artist: 'Test Artist',
    bpm: 120,
    key: 'C',
    genre: 'House',
    mood: '',
    format: 'WAV',
    durationSeconds: 1,
    sampleRate: 44100,
    channels: 1,
    bitRate: 705600,
    sizeBytes: 100,
    storageKey: `tracks/test/${insertedTracks}.wav`,
    peaks: Buffer.from([insertedTracks % 128, 0]),
    ...overrides,
  });
}

export async function insertTracks(em: EntityManager, owner: User, count: number): Promise<Track[]> {
  const tracks = Array.from({ length: count }, () => newTrack(owner));
  await em.persist(tracks).flush();
  return tracks;
}

let builtProjects = 0;
/**
 * A project saved straight to the database; its owner is made when none is given, so a test names
 * only what it cares about (outline's factories build their parents the same way).
 */
export async function buildProject(
  em: EntityManager,
  overrides: Partial<{ owner: User; title: string; genre: ProjectGenre; bpm: number; key: string }> = {},
): Promise<Project> {
  builtProjects += 1;
  const owner = overrides.owner ?? (await insertArtist(em));
  const project = new Project({
    owner,
    title: overrides.title ?? `Project ${builtProjects}`,
    genre: overrides.genre ?? ProjectGenre.ELECTRONIC,
    artwork: '🎵',
  });
  if (overrides.bpm !== undefined) project.bpm = overrides.bpm;
  if (overrides.key !== undefined) project.key = overrides.key;
  await em.persist(project).flush();
  return project;
}
