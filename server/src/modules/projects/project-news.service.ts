import { randomUUID } from 'node:crypto';
import { type EntityManager, type FilterQuery, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { Project } from './project.entity.js';
import { openProject } from './project-access.js';
import { ProjectActivity } from './project-activity.entity.js';
import { ProjectActivitySeen } from './project-activity-seen.entity.js';

/** How many projects with news the dashboard lists. */
export const PROJECTS_WITH_NEWS = 10;

/**
 * What is new to an artist in the projects they are in: what others did there since the artist last
 * looked at the project's activity (or ever, before they first looked).
 */
export class ProjectNewsService {
  /** Notes that the caller has seen the project's activity up to now; the project as they may read it. */
  async markSeen(em: EntityManager, callerId: string, projectId: string): Promise<Project> {
    return unitOfWork(em, async (tx) => {
      const { project } = await openProject(tx, callerId, projectId);
      await tx
        .createQueryBuilder(ProjectActivitySeen)
        .insert({ id: randomUUID(), user: callerId, project: project.id, seenAt: new Date() })
        .onConflict(['user', 'project'])
        .merge(['seenAt'])
        .execute();
      return project;
    });
  }

  /** How many activities are new to the caller in each of `projectIds` (0 for one they are not in). */
  async newActivityCounts(
    em: EntityManager,
    callerId: string,
    projectIds: readonly string[],
  ): Promise<Map<string, number>> {
    const counts = new Map<string, number>(projectIds.map((id) => [id, 0]));
    for (const activity of await this.newActivity(em, callerId, projectIds))
      counts.set(activity.project, (counts.get(activity.project) ?? 0) + 1);
    return counts;
  }

  /** The projects the caller is in with activity new to them, the latest news first. */
  async projectsWithNews(em: EntityManager, callerId: string): Promise<Project[]> {
    const ids: string[] = [];
    for (const activity of await this.newActivity(em, callerId)) {
      if (!ids.includes(activity.project)) ids.push(activity.project);
      if (ids.length === PROJECTS_WITH_NEWS) break;
    }
    if (ids.length === 0) return [];
    const projects = await em.find(Project, { id: { $in: ids }, ...scope(Project, callerId) });
    const byId = new Map(projects.map((project) => [project.id, project]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** What others did in the caller's projects (all, or those among `projectIds`) after the caller last looked, newest first. */
  private async newActivity(
    em: EntityManager,
    callerId: string,
    projectIds?: readonly string[],
  ): Promise<{ project: string }[]> {
    const among = projectIds ? { project: { $in: [...projectIds] } } : {};
    const marks = await em.find(
      ProjectActivitySeen,
      { ...scope(ProjectActivitySeen, callerId), ...among },
      { fields: ['project', 'seenAt'] },
    );
    const unseen: FilterQuery<ProjectActivity>[] = [
      { project: { $nin: marks.map((mark) => mark.project.id) } },
      ...marks.map((mark) => ({ project: mark.project.id, createdAt: { $gt: mark.seenAt } })),
    ];
    // Plain rows: partly loaded activities would stand in the unit of work for whole ones.
    return em
      .createQueryBuilder(ProjectActivity)
      .select(['project'])
      .where({
        $and: [
          scope(ProjectActivity, callerId),
          among,
          { $or: [{ actor: null }, { actor: { $ne: callerId } }] },
          { $or: unseen },
        ],
      })
      .orderBy([{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }])
      .execute<{ project: string }[]>('all');
  }
}
