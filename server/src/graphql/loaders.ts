import DataLoader from 'dataloader';
import type { RequestContext } from '../http/request-context.js';
import type { Note } from '../modules/notes/note.entity.js';
import type { PlaylistSummary } from '../modules/playlists/playlist.service.js';
import type { Project } from '../modules/projects/project.entity.js';
import type { ProjectTrack } from '../modules/projects/project-track.entity.js';
import type { Track } from '../modules/tracks/track.entity.js';
import { TRACK_NOT_FOUND } from '../modules/tracks/track.service.js';
import type { Services } from '../services.js';
import { NotFoundError } from '../shared/errors.js';
import type { Page, PageRequest } from '../shared/paging.js';

/** Which playlist's tracks, and which page of them. */
export interface PlaylistTracksKey {
  playlistId: string;
  request: PageRequest;
}

/**
 * The request's batch loaders, the one way the answer avoids a query per row: each gathers the keys
 * asked for while one level of the answer resolves (say, every card of a page of projects) and loads
 * them in one query. Scoped to the caller; nothing is cached across requests or callers.
 */
export interface Loaders {
  /** A project's track links with their tracks, oldest first. */
  readonly projectTracks: DataLoader<string, ProjectTrack[]>;
  /** A project's notes, newest first. */
  readonly projectNotes: DataLoader<string, Note[]>;
  /** A page of a playlist's tracks, in playlist order: one read per distinct page request. */
  readonly playlistTracks: DataLoader<PlaylistTracksKey, Page<Track>, string>;
  /** A track's stored waveform peaks. */
  readonly trackPeaks: DataLoader<string, Buffer>;
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
    trackPeaks: new DataLoader(async (trackIds) => {
      const byId = ownerId ? await services.tracks.peaksOfTracks(em, ownerId, trackIds) : new Map();
      return trackIds.map((id) => byId.get(id) ?? new NotFoundError(TRACK_NOT_FOUND));
    }),
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
