import { type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { findPages } from '../../shared/entity-page.js';
import type { ValidationError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { User } from '../accounts/user.entity.js';
import { Project } from './project.entity.js';
import { type ActivityKind, ProjectActivity } from './project-activity.entity.js';

/** A new activity's columns, as its trigger's notice carries them (see the payload migration). */
export interface ActivityNotice {
  actorId: string | null;
  actorName: string | null;
  kind: string;
  summary: string;
  createdAt: string;
}

/** The activity a notice describes, as a managed entity of `em` (its project and actor as references). */
function fromNotice(
  em: EntityManager,
  id: string,
  projectId: string,
  notice: ActivityNotice,
): ProjectActivity {
  const activity = em.merge(ProjectActivity, {
    id,
    project: projectId,
    actor: notice.actorId,
    kind: notice.kind as ActivityKind,
    summary: notice.summary,
    createdAt: new Date(notice.createdAt),
  });
  activity.actorNameAtCommit = notice.actorName ?? undefined;
  return activity;
}

/** Titles in a summary are cut here, so what follows them is never cut off. */
const TITLE_IN_SUMMARY = 60;

/** A title as a summary quotes it. */
export function quotedTitle(title: string): string {
  const flat = title.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_IN_SUMMARY ? `${flat.slice(0, TITLE_IN_SUMMARY - 1)}…` : flat;
}

/**
 * Each project's activity feed: who invited, joined, uploaded which version, commented, resolved or
 * moved the stage. The module that makes a change records it in the change's transaction, so the
 * feed holds exactly what happened.
 */
export class ProjectActivityService {
  /** Activities being read for live subscribers, by id: one read serves every subscriber here. */
  private readonly inFlight = new Map<string, Promise<ProjectActivity | null>>();

  /** Notes that the actor did something in the project (its id read through the caller's access). */
  record(
    tx: EntityManager,
    event: { projectId: string; actorId: string; kind: ActivityKind; summary: string },
  ): void {
    tx.persist(
      new ProjectActivity(
        tx.getReference(Project, event.projectId),
        tx.getReference(User, event.actorId),
        event.kind,
        event.summary,
      ),
    );
  }

  /** One activity, if the caller may read it (its project's owner or a member); null otherwise. */
  findActivity(em: EntityManager, callerId: string, activityId: string): Promise<ProjectActivity | null> {
    return em.findOne(ProjectActivity, { id: activityId, ...scope(ProjectActivity, callerId) });
  }

  /**
   * An activity for a live subscriber, made once for all of this instance's subscribers to its
   * project, from the notice's row or, when the row did not fit, read: each was found to be in the
   * project when they subscribed, and leaving or removal ends their subscription first (the
   * membership's trigger notifies before any later change). A subscriber the shared read cannot
   * serve reads it as themselves.
   */
  async activityForSubscriber(
    unitOfWork: () => EntityManager,
    callerId: string,
    told: { id: string; projectId: string; notice?: ActivityNotice },
  ): Promise<ProjectActivity | null> {
    let reading = this.inFlight.get(told.id);
    if (!reading) {
      // The notice carries the row when it fits: nothing to read back.
      reading = told.notice
        ? Promise.resolve(fromNotice(unitOfWork(), told.id, told.projectId, told.notice))
        : this.findActivity(unitOfWork(), callerId, told.id);
      this.inFlight.set(told.id, reading);
      // Subscribers hear of an activity within moments of each other; then the read is forgotten.
      void reading.finally(() => setTimeout(() => this.inFlight.delete(told.id), 1000).unref());
    }
    return (await reading) ?? this.findActivity(unitOfWork(), callerId, told.id);
  }

  /** The same page of each project's activity, newest first. */
  activityPages(
    em: EntityManager,
    callerId: string,
    projectIds: readonly string[],
    request: PageRequest,
  ): Promise<Map<string, Page<ProjectActivity> | ValidationError>> {
    return findPages(
      em,
      ProjectActivity,
      { $and: [{ project: { $in: [...projectIds] } }, scope(ProjectActivity, callerId)] },
      'project',
      projectIds,
      [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }],
      request,
    );
  }
}
