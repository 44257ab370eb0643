import { TASKS_PER_LEVEL } from './manager.service.js';
import type { ManagerRelationship } from './manager.types.js';
import type { ManagerMessage } from './manager-message.entity.js';
import { levelName, MANAGER_PERSONAS } from './manager-personas.js';
import type { ManagerProposalType } from './manager-proposal.resolver.js';
import type { ManagerState } from './manager-state.entity.js';

/** The artist's relationship with their manager, as the API shows it, from the stored state. */
export function presentRelationship(state: ManagerState): ManagerRelationship {
  const persona = MANAGER_PERSONAS[state.style];
  return {
    chosen: state.chosenAt !== null,
    persona: { ...persona, traits: [...persona.traits] },
    satisfaction: state.satisfaction,
    level: state.level,
    levelName: levelName(state.level),
    tasksToNextLevel: TASKS_PER_LEVEL - (state.completedSinceChosen % TASKS_PER_LEVEL),
  };
}

/** An answer's proposal as the API shows it; null when it proposes nothing. */
export function presentProposal(message: ManagerMessage): ManagerProposalType | null {
  if (!message.proposalKind || !message.proposalTitle) return null;
  return {
    kind: message.proposalKind,
    title: message.proposalTitle,
    reason: message.proposalReason ?? '',
    accepted: message.proposalAcceptedAt !== null,
    projectId: message.proposalProjectId,
    releaseDate: message.proposalReleaseDate,
    note: message.proposalNote,
  };
}
