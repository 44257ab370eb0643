import DataLoader from 'dataloader';
import type { RequestContext } from '../http/request-context.js';
import type { Note } from '../modules/notes/note.entity.js';
import type { ProjectTrack } from '../modules/projects/project-track.entity.js';
import type { Services } from '../services.js';

/** Which project's tracks, and whether the tracks' waveform peaks come with them. */
export interface ProjectTracksKey {
  projectId: string;
  withPeaks: boolean;
}

/**
 * The request's batch loaders: each gathers the keys asked for while one level of the answer
 * resolves (say, every card of a page of projects) and loads them in one query. Scoped to the caller.
 */
export interface Loaders {
  /** A project's track links with their tracks, oldest first. */
  readonly projectTracks: DataLoader<ProjectTracksKey, ProjectTrack[], string>;
  /** A project's notes, newest first. */
  readonly projectNotes: DataLoader<string, Note[]>;
}

/** Fresh loaders for one request: nothing is cached across requests or callers. */
export function createLoaders(context: RequestContext, services: Services): Loaders {
  const { em } = context;
  const ownerId = context.auth?.userId ?? null;
  return {
    projectTracks: new DataLoader(
      async (keys) => {
        if (!ownerId) return keys.map(() => []);
        const projectIds = [...new Set(keys.map((key) => key.projectId))];
        const withPeaks = keys.some((key) => key.withPeaks);
        const byProject = await services.projectTracks.tracksOf(em, ownerId, projectIds, { withPeaks });
        return keys.map((key) => byProject.get(key.projectId) ?? []);
      },
      { cacheKeyFn: (key) => `${key.projectId}:${key.withPeaks}` },
    ),
    projectNotes: new DataLoader(async (projectIds) => {
      if (!ownerId) return projectIds.map(() => []);
      const byProject = await services.notes.notesOf(em, ownerId, [...projectIds]);
      return projectIds.map((id) => byProject.get(id) ?? []);
    }),
  };
}
