import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlaylistService } from '../playlists/playlist.service.js';
import type { ProjectService } from '../projects/project.service.js';
import type { TrackService } from '../tracks/track.service.js';
import type { ArtistFigures } from './career-outlook.js';
import type { ManagerService } from './manager.service.js';

/** A read of the artist's own workspace that a chat model may ask for (a chat completions tool). */
export interface WorkspaceTool {
  name: string;
  description: string;
  /** Its arguments, as a JSON schema (none when left out). */
  parameters?: Record<string, unknown>;
  /** Runs for the artist the conversation belongs to, and no one else. */
  run(args: Record<string, unknown>): Promise<unknown>;
}

/** How many rows a list tool answers, the most recent first. */
const ROWS_PER_TOOL = 30;

/** The services the tools read through. */
export interface WorkspaceSources {
  projects: Pick<ProjectService, 'listProjects'>;
  tracks: Pick<TrackService, 'listTracks'>;
  playlists: Pick<PlaylistService, 'listPlaylists'>;
  manager: Pick<ManagerService, 'todaysPlan' | 'artistFacts'>;
  figures: (em: EntityManager, ownerId: string) => Promise<ArtistFigures>;
}

/**
 * The tools offered to a chat model for one question: reads of the asking artist's projects, tracks,
 * playlists, today's plan, profile figures and collaboration facts, each bound to that artist and
 * unit of work. A model can name a tool; it cannot name an artist.
 */
export function workspaceTools(
  sources: WorkspaceSources,
  em: EntityManager,
  ownerId: string,
): WorkspaceTool[] {
  return [
    {
      name: 'list_projects',
      description:
        "The artist's song projects, most recently changed first: title, stage, number of tracks, target release date (YYYY-MM-DD, or null when none is set).",
      run: async () =>
        (await sources.projects.listProjects(em, ownerId, null, { first: ROWS_PER_TOOL })).items.map(
          (project) => ({
            title: project.title,
            stage: project.status,
            tracks: project.trackCount,
            targetReleaseDate: project.targetReleaseDate,
          }),
        ),
    },
    {
      name: 'list_tracks',
      description:
        "The artist's library, newest first: title, genre, BPM and key (each confirmed by the artist, or detected and not yet confirmed), duration in seconds, and once analysed its integrated loudness (LUFS; streaming plays at -14) and true peak (dBTP; above -1 may clip once encoded).",
      run: async () =>
        (
          await sources.tracks.listTracks(em, ownerId, { sort: 'CREATED_AT' }, { first: ROWS_PER_TOOL })
        ).items.map((track) => ({
          title: track.title,
          genre: track.genre,
          bpm: track.bpm,
          bpmConfirmed: track.bpmConfirmed,
          key: track.key,
          keyConfirmed: track.keyConfirmed,
          durationSeconds: Math.round(track.durationSeconds),
          loudnessLufs: roundedOrNull(track.loudnessLufs),
          truePeakDbtp: roundedOrNull(track.truePeakDbtp),
        })),
    },
    {
      name: 'list_playlists',
      description: "The artist's playlists: name and number of tracks.",
      run: async () =>
        (await sources.playlists.listPlaylists(em, ownerId))
          .slice(0, ROWS_PER_TOOL)
          .map((playlist) => ({ name: playlist.name, tracks: playlist.trackCount })),
    },
    {
      name: 'todays_plan',
      description:
        "Today's action plan from the manager: each task's title, priority and whether it is done.",
      run: async () =>
        (await sources.manager.todaysPlan(em, ownerId)).map((task) => ({
          title: task.title,
          priority: task.priority,
          done: task.completedAt !== null,
        })),
    },
    {
      name: 'profile_figures',
      description:
        'The figures the artist entered on their profile (monthly listeners, streams, followers, revenue in USD); null when not entered.',
      run: () => sources.figures(em, ownerId),
    },
    {
      name: 'collaboration',
      description:
        'What the projects shared with others ask of the artist now: open comments on their versions, a project waiting on them in mixing or mastering, a new version someone uploaded.',
      run: async () => {
        const { openComments, waitingStage, newVersion } = await sources.manager.artistFacts(em, ownerId);
        return { openComments, waitingStage, newVersion };
      },
    },
  ];
}

/** A reading to one decimal, as the artist reads it; null where nothing was measured yet. */
function roundedOrNull(value: number | null | undefined): number | null {
  return value == null ? null : Math.round(value * 10) / 10;
}
