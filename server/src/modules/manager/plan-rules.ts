import type { ArtistFacts } from './manager-facts.js';

/** What the rules read of the facts (not the playlist count). */
type RuleFacts = Omit<ArtistFacts, 'playlistCount'>;

import { ManagerStyle } from './manager-personas.js';
import { TaskCategory, TaskPriority } from './manager-task.entity.js';
import { SIGNATURE_TASKS } from './signature-tasks.js';

/** A task before it is stored: what a rule proposes. */
export interface TaskDraft {
  ruleKey: string;
  title: string;
  description: string;
  category: TaskCategory;
  priority: TaskPriority;
  estimatedMinutes: number;
  impact: number;
  reasoning: string;
  successMetrics: string[];
}

/** The categories each style puts first when several of the artist's tasks compete. */
const FAVOURED: Record<ManagerStyle, readonly TaskCategory[]> = {
  HUSTLER: [TaskCategory.PROMOTION, TaskCategory.NETWORKING],
  STRATEGIST: [TaskCategory.BUSINESS, TaskCategory.PRODUCTION],
  CREATIVE: [TaskCategory.CONTENT, TaskCategory.PRODUCTION],
  ENTREPRENEUR: [TaskCategory.BUSINESS, TaskCategory.NETWORKING],
};
const PRIORITY_WEIGHT: Record<TaskPriority, number> = { URGENT: 4, HIGH: 3, MEDIUM: 2, LOW: 1 };
/** A mix untouched this long is overdue: its task is URGENT rather than HIGH. */
const OVERDUE_MIX_DAYS = 21;
const DATA_TASKS_PER_DAY = 2;
const SIGNATURE_TASKS_PER_DAY = 2;

/**
 * The day's plan in a manager's style: the two most pressing tasks found in the artist's own data
 * (ranked by priority, the style's favoured categories, then impact), then two of the style's four
 * signature tasks, rotating by day. Deterministic: the same facts, style and day give the same plan.
 */
export function draftDailyPlan(style: ManagerStyle, facts: ArtistFacts, dayNumber: number): TaskDraft[] {
  const fromData = rankedDataTasks(style, facts).slice(0, DATA_TASKS_PER_DAY);
  const signatures = SIGNATURE_TASKS[style];
  const rotated = Array.from(
    { length: SIGNATURE_TASKS_PER_DAY },
    (_, index) => signatures[(dayNumber * SIGNATURE_TASKS_PER_DAY + index) % signatures.length],
  ).filter((task): task is TaskDraft => task !== undefined);
  return [...fromData, ...rotated];
}

/** Every task the artist's data calls for, the most pressing first in the style's eyes. */
export function rankedDataTasks(style: ManagerStyle, facts: RuleFacts): TaskDraft[] {
  const favoured = FAVOURED[style];
  const score = (task: TaskDraft) =>
    PRIORITY_WEIGHT[task.priority] * 10 + (favoured.includes(task.category) ? 5 : 0) + task.impact;
  return dataTasks(facts).sort((a, b) => score(b) - score(a) || a.ruleKey.localeCompare(b.ruleKey));
}

/** Whether a task is one of the style's signature habits rather than one the artist's data calls for. */
export function isSignatureTask(style: ManagerStyle, ruleKey: string): boolean {
  return SIGNATURE_TASKS[style].some((task) => task.ruleKey === ruleKey);
}

/**
 * How many tasks `draftDailyPlan` drafts in a style when `dataTaskCount` of the data tasks apply:
 * what the header counts before the day's plan is stored, without reading what the tasks say.
 */
export function draftTaskCount(style: ManagerStyle, dataTaskCount: number): number {
  const signatures = SIGNATURE_TASKS[style].length > 0 ? SIGNATURE_TASKS_PER_DAY : 0;
  return Math.min(DATA_TASKS_PER_DAY, dataTaskCount) + signatures;
}

/** Whether a plan with this many data tasks already fills its data slots (more would not count). */
export function dataSlotsFilled(dataTasks: number): boolean {
  return dataTasks >= DATA_TASKS_PER_DAY;
}

/** How many of the tasks the artist's data calls for apply, without drafting them into a plan. */
export function dataTaskCount(facts: RuleFacts): number {
  return dataTasks(facts).length;
}

/** A title as a task quotes it: on one line, cut so that every task's title fits its 200 characters. */
export const QUOTED_TITLE_LENGTH = 80;
function quoted(title: string): string {
  const flat = title.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTED_TITLE_LENGTH ? `${flat.slice(0, QUOTED_TITLE_LENGTH - 1)}…` : flat;
}

/** The facts with every title the tasks quote cut to size. */
function withQuotedTitles(facts: RuleFacts): RuleFacts {
  const titled = <T extends { title: string }>(item: T | null): T | null =>
    item ? { ...item, title: quoted(item.title) } : null;
  return {
    ...facts,
    trackOutsidePlaylists: titled(facts.trackOutsidePlaylists),
    stuckInMixing: titled(facts.stuckInMixing),
    releasedWithoutLyrics: facts.releasedWithoutLyrics === null ? null : quoted(facts.releasedWithoutLyrics),
    draftWithoutTracks: facts.draftWithoutTracks === null ? null : quoted(facts.draftWithoutTracks),
    openComments: titled(facts.openComments),
    peakingTrack: titled(facts.peakingTrack),
    peakingVersion: titled(facts.peakingVersion),
    waitingStage: titled(facts.waitingStage),
    newVersion: facts.newVersion
      ? {
          ...facts.newVersion,
          title: quoted(facts.newVersion.title),
          uploader: quoted(facts.newVersion.uploader),
        }
      : null,
  };
}

/** Tasks the artist's data calls for, whoever the manager is, in the rules' order. */
export function dataTasks(rawFacts: RuleFacts): TaskDraft[] {
  const facts = withQuotedTitles(rawFacts);
  const tasks: TaskDraft[] = [];
  if (facts.trackCount === 0) {
    tasks.push({
      ruleKey: 'first-track',
      title: 'Upload your first track',
      description:
        'Put a finished song or a strong demo into your library so there is something to plan around.',
      category: TaskCategory.PRODUCTION,
      priority: TaskPriority.HIGH,
      estimatedMinutes: 30,
      impact: 8,
      reasoning:
        'Your library is empty: every other step (playlists, releases, pitching) starts from a track.',
      successMetrics: ['One track in your library', 'Title, BPM and key filled in'],
    });
  }
  if (facts.stuckInMixing) {
    const { title, days } = facts.stuckInMixing;
    tasks.push({
      ruleKey: 'stuck-in-mixing',
      title: `Finish the mix of "${title}"`,
      description: `Give "${title}" one focused mixing session and move it to Mastering.`,
      category: TaskCategory.PRODUCTION,
      priority: days >= OVERDUE_MIX_DAYS ? TaskPriority.URGENT : TaskPriority.HIGH,
      estimatedMinutes: 90,
      impact: 8,
      reasoning: `"${title}" has been in mixing for ${days} days without a change; songs that stall here rarely ship.`,
      successMetrics: ['Every track of the project marked Mixed', 'Project moved to Mastering'],
    });
  }
  tasks.push(...collaborationTasks(facts));
  if (facts.draftWithoutTracks) {
    const title = facts.draftWithoutTracks;
    tasks.push({
      ruleKey: 'draft-without-tracks',
      title: `Record a first take for "${title}"`,
      description: `Record anything for "${title}" (a voice memo, a loop, a rough demo) and upload it to the project.`,
      category: TaskCategory.PRODUCTION,
      priority: TaskPriority.HIGH,
      estimatedMinutes: 60,
      impact: 7,
      reasoning: `"${title}" is a draft with no audio yet; a first take turns an idea into a project.`,
      successMetrics: ['One track uploaded into the project', 'Project moved to Recording'],
    });
  }
  if (facts.trackOutsidePlaylists) {
    const { title, mastered } = facts.trackOutsidePlaylists;
    tasks.push({
      ruleKey: 'track-outside-playlists',
      title: `Put "${title}" in a playlist`,
      description: `Add "${title}" to a playlist you can share, next to tracks that suit it.`,
      category: TaskCategory.PROMOTION,
      priority: mastered ? TaskPriority.HIGH : TaskPriority.MEDIUM,
      estimatedMinutes: 20,
      impact: mastered ? 6 : 4,
      reasoning: mastered
        ? `"${title}" is mastered but sits in no playlist, so nobody hears it in context.`
        : `"${title}" is in no playlist yet; playlists are how listeners find the rest of your catalogue.`,
      successMetrics: [`"${title}" in at least one playlist`],
    });
  }
  if (facts.releasedWithoutLyrics) {
    const title = facts.releasedWithoutLyrics;
    tasks.push({
      ruleKey: 'released-without-lyrics',
      title: `Save the lyrics of "${title}"`,
      description: `Type the lyrics of "${title}" into the Creative Studio so they are ready for lyric sites and captions.`,
      category: TaskCategory.CONTENT,
      priority: TaskPriority.MEDIUM,
      estimatedMinutes: 30,
      impact: 4,
      reasoning: `"${title}" is released but its lyrics were never saved.`,
      successMetrics: ['Lyrics saved in the Creative Studio'],
    });
  }
  tasks.push(...soundTasks(facts));
  if (facts.projectCount === 0) {
    tasks.push({
      ruleKey: 'first-project',
      title: 'Start a song project',
      description:
        'Create a project for the song you most want to finish, with its genre and a short description.',
      category: TaskCategory.PRODUCTION,
      priority: TaskPriority.MEDIUM,
      estimatedMinutes: 15,
      impact: 5,
      reasoning: 'You have no projects yet; a project keeps a song’s takes, lyrics and notes in one place.',
      successMetrics: ['One project created'],
    });
  } else if (!facts.wroteNotesThisWeek) {
    tasks.push({
      ruleKey: 'capture-ideas',
      title: 'Capture three ideas as notes',
      description:
        'Write or record three quick ideas (a hook, a chord change, a line) in your projects’ notes.',
      category: TaskCategory.CONTENT,
      priority: TaskPriority.LOW,
      estimatedMinutes: 15,
      impact: 3,
      reasoning: 'No notes this week: ideas you do not capture are lost by the next session.',
      successMetrics: ['Three notes saved this week'],
    });
  }
  return tasks;
}

/** Tasks the library's sound calls for: keys to confirm, a master that may clip once encoded. */
function soundTasks(facts: RuleFacts): TaskDraft[] {
  const tasks: TaskDraft[] = [];
  if (facts.peakingVersion) {
    const { title, number, truePeakDbtp } = facts.peakingVersion;
    const peak = signedDbtp(truePeakDbtp);
    tasks.push({
      ruleKey: 'version-true-peak',
      title: `Master v${number} of "${title}" again: it peaks at ${peak}`,
      description: `Bring the true peak of v${number} of "${title}" to -1 dBTP or below with a true-peak limiter, and upload it as the next version.`,
      category: TaskCategory.PRODUCTION,
      priority: TaskPriority.HIGH,
      estimatedMinutes: 45,
      impact: 6,
      reasoning: `v${number} of "${title}" is the current version and peaks at ${peak}; above -1 dBTP it may clip once streaming services encode it.`,
      successMetrics: [`The current version of "${title}" peaks at -1 dBTP or below`],
    });
  }
  if (facts.peakingTrack) {
    const { title, truePeakDbtp } = facts.peakingTrack;
    const peak = signedDbtp(truePeakDbtp);
    tasks.push({
      ruleKey: 'true-peak',
      title: `Master "${title}" again: it peaks at ${peak}`,
      description: `Bring the true peak of "${title}" to -1 dBTP or below with a true-peak limiter, and upload the new master.`,
      category: TaskCategory.PRODUCTION,
      priority: TaskPriority.MEDIUM,
      estimatedMinutes: 45,
      impact: 5,
      reasoning: `"${title}" peaks at ${peak}; above -1 dBTP a master may clip once streaming services encode it.`,
      successMetrics: [`"${title}" peaks at -1 dBTP or below`],
    });
  }
  if (facts.unconfirmedKeys > 0) {
    const count = facts.unconfirmedKeys;
    const tracks = count === 1 ? '1 track has' : `${count} tracks have`;
    tasks.push({
      ruleKey: 'confirm-keys',
      title: `${tracks} no confirmed key`,
      description:
        'In Tracks, sort by Key: keep each detected key or type the right one, so the key filters and DJs find the tracks.',
      category: TaskCategory.PRODUCTION,
      priority: TaskPriority.LOW,
      estimatedMinutes: Math.min(60, 2 * count + 5),
      impact: 3,
      reasoning: `${tracks} a key you have not confirmed; a wrong key puts a track in the wrong DJ set.`,
      successMetrics: ['Every track with a key you confirmed'],
    });
  }
  return tasks;
}

/** Tasks the projects the artist is in call for: feedback to work through, a stage to move on, news to hear. */
function collaborationTasks(facts: RuleFacts): TaskDraft[] {
  const tasks: TaskDraft[] = [];
  if (facts.openComments) {
    const { title, version, count } = facts.openComments;
    const comments = count === 1 ? '1 open comment' : `${count} open comments`;
    tasks.push({
      ruleKey: 'open-comments',
      title: `Work through the ${comments} on v${version} of "${title}"`,
      description: `Play v${version} of "${title}" from each comment, answer or fix what it asks, and resolve it.`,
      category: TaskCategory.PRODUCTION,
      priority: TaskPriority.HIGH,
      estimatedMinutes: Math.min(120, 10 * count + 20),
      impact: 7,
      reasoning: `v${version} of "${title}" has ${comments}; collaborators wait on your answers before the next version.`,
      successMetrics: [`Every comment on v${version} of "${title}" resolved or answered`],
    });
  }
  if (facts.waitingStage) {
    const { title, stage, days } = facts.waitingStage;
    tasks.push({
      ruleKey: 'waiting-stage',
      title: `Move "${title}" on from ${stage}`,
      description: `Finish what "${title}" needs in ${stage}, or say what holds it up, and move it to the next stage.`,
      category: TaskCategory.PRODUCTION,
      priority: days >= OVERDUE_MIX_DAYS ? TaskPriority.URGENT : TaskPriority.HIGH,
      estimatedMinutes: 60,
      impact: 7,
      reasoning: `"${title}" has been in ${stage} for ${days} days, and the move to the next stage is yours to make.`,
      successMetrics: [`"${title}" moved on from ${stage}`],
    });
  }
  if (facts.newVersion) {
    const { title, version, uploader } = facts.newVersion;
    tasks.push({
      ruleKey: 'new-version',
      title: `Listen to v${version} of "${title}"`,
      description: `${uploader} uploaded v${version} of "${title}": listen through, comment where it needs work, and resolve what it fixed.`,
      category: TaskCategory.PRODUCTION,
      priority: TaskPriority.MEDIUM,
      estimatedMinutes: 20,
      impact: 5,
      reasoning: `${uploader} uploaded v${version}: listen and resolve, so the song keeps moving.`,
      successMetrics: [`v${version} of "${title}" heard through`, 'Your comments on it added or resolved'],
    });
  }
  return tasks;
}

/** A true peak as the artist reads it: '+0.3 dBTP', '-0.4 dBTP'. */
function signedDbtp(dbtp: number): string {
  return `${dbtp > 0 ? '+' : ''}${dbtp.toFixed(1)} dBTP`;
}
