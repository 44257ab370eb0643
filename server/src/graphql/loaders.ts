import DataLoader from 'dataloader';
import type { RequestContext } from '../http/request-context.js';
import type { LyricsVersion } from '../modules/lyrics/lyrics-version.entity.js';
import type { Note } from '../modules/notes/note.entity.js';
import type { PlaylistSummary } from '../modules/playlists/playlist.service.js';
import type { Project } from '../modules/projects/project.entity.js';
import type { ProjectTrack } from '../modules/projects/project-track.entity.js';
import type { Track } from '../modules/tracks/track.entity.js';
import { TRACK_NOT_FOUND } from '../modules/tracks/track.service.js';
import { reducePeaks } from '../modules/tracks/waveform.js';
import type { Services } from '../services.js';
import { NotFoundError } from '../shared/errors.js';
import type { Page, PageRequest } from '../shared/paging.js';

/** Which playlist's tracks, and which page of them. */
export interface PlaylistTracksKey {
  playlistId: string;
  request: PageRequest;
}

/** Which track's waveform, at how many points. */
export interface TrackWaveformKey {
  trackId: string;
  points: number;
}

/**
 * The request's batch loaders, the one way the answer avoids a query per row: each gathers the keys
 * asked for while one level of the answer resolves (say, every card of a page of projects) and loads
 * them in one query. Scoped to the caller; nothing is cached across requests or callers but reduced
 * waveforms (immutable, reached only through a track the caller may read).
 */
export interface Loaders {
  /** A project's track links with their tracks, oldest first. */
  readonly projectTracks: DataLoader<string, ProjectTrack[]>;
  /** A project's notes, newest first. */
  readonly projectNotes: DataLoader<string, Note[]>;
  /** A project's kept lyrics versions, newest first. */
  readonly projectLyrics: DataLoader<string, LyricsVersion[]>;
  /** How many projects an artist has: the caller's own count, 0 for anyone else. */
  readonly projectCount: DataLoader<string, number>;
  /** A page of a playlist's tracks, in playlist order: one read per distinct page request. */
  readonly playlistTracks: DataLoader<PlaylistTracksKey, Page<Track>, string>;
  /**
   * A track's peaks reduced to a number of points: from the instance's waveform cache, else from
   * its stored peaks (loaded with the other misses of the answer in one query), then cached.
   */
  readonly trackWaveform: DataLoader<TrackWaveformKey, Buffer, string>;
  /** The artist's playlists that hold a track, A to Z. */
  readonly trackPlaylists: DataLoader<string, PlaylistSummary[]>;
  /** The artist's projects that hold a track, A to Z. */
  readonly trackProjects: DataLoader<string, Project[]>;
}

/** Fresh loaders for one request. */
export function createLoaders(context: RequestContext, services: Services): Loaders {
  const { em } = context;
  const ownerId = context.auth?.userId ?? null;
  return {
    projectTracks: new DataLoader(async (projectIds) => {
      if (!ownerId) return projectIds.map(() => []);
      const byProject = await services.projectTracks.tracksOf(em, ownerId, [...projectIds]);
      return projectIds.map((id) => byProject.get(id) ?? []);
    }),
    projectNotes: new DataLoader(async (projectIds) => {
      if (!ownerId) return projectIds.map(() => []);
      const byProject = await services.notes.notesOf(em, ownerId, [...projectIds]);
      return projectIds.map((id) => byProject.get(id) ?? []);
    }),
    projectLyrics: new DataLoader(async (projectIds) => {
      if (!ownerId) return projectIds.map(() => []);
      const byProject = await services.lyrics.versionsOf(em, ownerId, projectIds);
      return projectIds.map((id) => byProject.get(id) ?? []);
    }),
    projectCount: new DataLoader(async (userIds) => {
      const own =
        ownerId && userIds.includes(ownerId) ? (await services.projects.countProjects(em, ownerId)).all : 0;
      return userIds.map((id) => (id === ownerId ? own : 0));
    }),
    playlistTracks: new DataLoader<PlaylistTracksKey, Page<Track>, string>(
      async (keys) => {
        if (!ownerId) return keys.map(() => new NotFoundError('Playlist not found.'));
        const pagesByRequest = new Map<string, ReturnType<Services['playlists']['trackPages']>>();
        for (const key of keys) {
          const requestKey = JSON.stringify(key.request);
          if (pagesByRequest.has(requestKey)) continue;
          const playlistIds = keys.filter((other) => JSON.stringify(other.request) === requestKey);
          pagesByRequest.set(
            requestKey,
            services.playlists.trackPages(
              em,
              ownerId,
              playlistIds.map((other) => other.playlistId),
              key.request,
            ),
          );
        }
        return Promise.all(
          keys.map(async (key) => {
            const pages = await pagesByRequest.get(JSON.stringify(key.request));
            return pages?.get(key.playlistId) ?? new NotFoundError('Playlist not found.');
          }),
        );
      },
      { cacheKeyFn: (key) => `${key.playlistId}:${JSON.stringify(key.request)}` },
    ),
    trackWaveform: new DataLoader<TrackWaveformKey, Buffer, string>(
      async (keys) => {
        if (!ownerId) return keys.map(() => new NotFoundError(TRACK_NOT_FOUND));
        const { waveforms } = services;
        const missing = keys.filter((key) => !waveforms.get(ownerId, key.trackId, key.points));
        const peaks =
          missing.length > 0
            ? await services.tracks.peaksOfTracks(em, ownerId, [
                ...new Set(missing.map((key) => key.trackId)),
              ])
            : new Map<string, Buffer>();
        return keys.map(({ trackId, points }) => {
          const cached = waveforms.get(ownerId, trackId, points);
          if (cached) return cached;
          const stored = peaks.get(trackId);
          if (!stored) return new NotFoundError(TRACK_NOT_FOUND);
          const reduced = reducePeaks(stored, points);
          waveforms.set(ownerId, trackId, points, reduced);
          return reduced;
        });
      },
      { cacheKeyFn: (key) => `${key.trackId}:${key.points}` },
    ),
    trackPlaylists: new DataLoader(async (trackIds) => {
      if (!ownerId) return trackIds.map(() => []);
      const byTrack = await services.playlists.playlistsHoldingTracks(em, ownerId, trackIds);
      return trackIds.map((id) => byTrack.get(id) ?? []);
    }),
    trackProjects: new DataLoader(async (trackIds) => {
      if (!ownerId) return trackIds.map(() => []);
      const byTrack = await services.projectTracks.projectsHoldingTracks(em, ownerId, trackIds);
      return trackIds.map((id) => byTrack.get(id) ?? []);
    }),
  };
}
