import type { ArtistFacts } from './manager-facts.js';
import type { ManagerPersona } from './manager-personas.js';
import type { WorkspaceTool } from './workspace-tools.js';

/** What an advisor knows when it answers. */
export interface AdvisorQuestion {
  persona: ManagerPersona;
  question: string;
  facts: ArtistFacts;
  /** The artist's own projects, the most recently changed first (at most 50), with their stages. */
  projects: { title: string; stage: string; targetReleaseDate?: string | null }[];
  /** The artist's tracks, newest first (at most 100): what a question may name, with its true peak. */
  tracks?: { title: string; truePeakDbtp: number | null }[];
  /** Reads of the asking artist's workspace a chat model may call (the offline advisor reads `facts`). */
  tools: WorkspaceTool[];
  /** The conversation so far, oldest first (the last few lines). */
  history: { author: 'ARTIST' | 'MANAGER'; content: string }[];
}

/**
 * Told the answer as it is written: `text` adds to the draft; `startOver` drops the draft so far (a
 * chat model wrote something, then called a tool instead of answering, or failed and fell back).
 */
export interface AnswerDraft {
  text(added: string): void;
  startOver(): void;
}

/** Where the manager's answers come from: a configured chat model, or the built-in advisor alone. */
export enum AdvisorKind {
  MODEL = 'MODEL',
  BUILT_IN = 'BUILT_IN',
}

/** Where the manager's answers come from: the built-in offline advisor, or a chat model. */
export interface ManagerAdvisor {
  readonly kind: AdvisorKind;
  /** The whole answer; an advisor that writes it bit by bit tells `draft` as it goes. */
  answer(question: AdvisorQuestion, draft?: AnswerDraft): Promise<string>;
}
