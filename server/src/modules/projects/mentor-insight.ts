import { ProjectStatus } from './project.entity.js';
import { ProjectTrackStatus } from './project-track.entity.js';

/** What the insight is computed from: the project's real state. */
export interface ProjectProgressFacts {
  title: string;
  status: ProjectStatus;
  trackStatuses: ProjectTrackStatus[];
  hasLyrics: boolean;
}

export interface MentorInsight {
  /** 0-100; 100 only once released. */
  completionPercent: number;
  headline: string;
  nextStep: string;
}

const STAGE: Record<ProjectStatus, number> = {
  DRAFT: 0,
  RECORDING: 0.25,
  MIXING: 0.5,
  MASTERING: 0.75,
  RELEASED: 1,
};
const TRACK_READINESS: Record<ProjectTrackStatus, number> = { DRAFT: 0, MIXED: 0.5, MASTERED: 1 };
/** Weights of the pipeline stage, the tracks' readiness and written lyrics; they add up to 1. */
const WEIGHTS = { stage: 0.5, tracks: 0.3, lyrics: 0.2 } as const;

/**
 * How close the project is to release and the one thing to do next. Percent = 50% pipeline stage +
 * 30% average track readiness (draft 0, mixed 0.5, mastered 1; none counts 0) + 20% saved lyrics,
 * capped at 99 until the project is released.
 */
export function computeMentorInsight(facts: ProjectProgressFacts): MentorInsight {
  const tracks = facts.trackStatuses;
  const readiness = tracks.length
    ? tracks.reduce((sum, status) => sum + TRACK_READINESS[status], 0) / tracks.length
    : 0;
  const score =
    WEIGHTS.stage * STAGE[facts.status] +
    WEIGHTS.tracks * readiness +
    WEIGHTS.lyrics * (facts.hasLyrics ? 1 : 0);
  const released = facts.status === ProjectStatus.RELEASED;
  const completionPercent = released ? 100 : Math.min(99, Math.round(score * 100));
  const headline = released
    ? `"${facts.title}" is released.`
    : `"${facts.title}" is ${completionPercent}% of the way to release.`;
  return { completionPercent, headline, nextStep: nextStep(facts) };
}

function nextStep({ status, trackStatuses, hasLyrics }: ProjectProgressFacts): string {
  const drafts = trackStatuses.filter((status) => status === ProjectTrackStatus.DRAFT).length;
  const unmastered = trackStatuses.filter((status) => status !== ProjectTrackStatus.MASTERED).length;
  if (status === ProjectStatus.RELEASED) return 'Add it to a playlist and share it while it is fresh.';
  if (trackStatuses.length === 0)
    return 'Upload a first take: a project moves faster once there is something to hear.';
  if (!hasLyrics) return 'Write the lyrics in the editor so they are saved with the project.';
  if (status === ProjectStatus.DRAFT) return 'Move it to Recording when you start tracking.';
  if (status === ProjectStatus.RECORDING) return 'When the takes are in, move it to Mixing.';
  if (drafts > 0)
    return `${plural(drafts, 'track is', 'tracks are')} still a draft: mix ${drafts === 1 ? 'it' : 'them'} next.`;
  if (status === ProjectStatus.MIXING) return 'Every track is mixed: move the project to Mastering.';
  if (unmastered > 0) return `Master the last ${plural(unmastered, 'track', 'tracks')}, then release.`;
  return 'Everything is mastered: move it to Released when it is out.';
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
