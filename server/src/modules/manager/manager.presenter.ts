import { TASKS_PER_LEVEL } from './manager.service.js';
import type { ManagerRelationship } from './manager.types.js';
import { levelName, MANAGER_PERSONAS } from './manager-personas.js';
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
