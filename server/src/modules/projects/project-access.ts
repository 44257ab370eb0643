import type { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { decide, type ProjectAction, type Standing, standingIn } from '../../policies/project-roles.js';
import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { Project } from './project.entity.js';

export const PROJECT_NOT_FOUND = 'Project not found.';

/** A project the caller opened, and how they stand to it. */
export interface OpenedProject {
  project: Project;
  standing: Standing;
}

/**
 * Opens a project its owner or one of its members asks for, optionally locked for the transaction;
 * NOT_FOUND for anyone else, as if there were none.
 */
export async function openProject(
  em: EntityManager,
  callerId: string,
  projectId: string,
  lockMode?: LockMode,
): Promise<OpenedProject> {
  const project = isUuid(projectId)
    ? await em.findOne(Project, { id: projectId, ...scope(Project, callerId) }, { lockMode })
    : null;
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  // The members are read after the lock, so a role changed meanwhile is the one decided on.
  await project.members.load({ refresh: true });
  return { project, standing: standingIn(project, callerId) };
}

/**
 * Throws unless the roles table lets the caller take the action in the project's stage: FORBIDDEN
 * with the table's words for who may, and when.
 */
export function requireAllowed(opened: OpenedProject, action: ProjectAction): void {
  const decision = decide(opened.standing, action, opened.project.status);
  if (decision.allowed) return;
  if (decision.hidden) throw new NotFoundError(PROJECT_NOT_FOUND);
  throw new ForbiddenError(decision.message);
}

/** Opens a project and checks the caller may take the action there, in one step. */
export async function openProjectFor(
  em: EntityManager,
  callerId: string,
  projectId: string,
  action: ProjectAction,
  lockMode?: LockMode,
): Promise<Project> {
  const opened = await openProject(em, callerId, projectId, lockMode);
  requireAllowed(opened, action);
  return opened.project;
}
