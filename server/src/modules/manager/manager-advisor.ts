import type { ArtistFacts } from './manager-facts.js';
import type { ManagerPersona } from './manager-personas.js';
import type { WorkspaceTool } from './workspace-tools.js';

/** What an advisor knows when it answers. */
export interface AdvisorQuestion {
  persona: ManagerPersona;
  question: string;
  facts: ArtistFacts;
  /** The artist's own projects, the most recently changed first (at most 50), with their stages. */
  projects: { title: string; stage: string }[];
  /** Reads of the asking artist's workspace a chat model may call (the offline advisor reads `facts`). */
  tools: WorkspaceTool[];
  /** The conversation so far, oldest first (the last few lines). */
  history: { author: 'ARTIST' | 'MANAGER'; content: string }[];
}

/** Where the manager's answers come from: the built-in offline advisor, or a chat model. */
export interface ManagerAdvisor {
  answer(question: AdvisorQuestion): Promise<string>;
}
