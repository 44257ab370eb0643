import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { executeForCaller } from '../../shared/caller-sql.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { Project } from './project.entity.js';
import { MARK_SEEN_SQL, NEWS_BY_PROJECT_SQL } from './project.sql.js';
import { openProject } from './project-access.js';

/** How many projects with news the dashboard lists. */
export const PROJECTS_WITH_NEWS = 10;

/**
 * What is new to an artist in the projects they are in: what others did there since the artist last
 * looked at the project's activity (or ever, before they first looked).
 */
export class ProjectNewsService {
  /** Notes that the caller has seen the project's activity as it stands now; the project as they may read it. */
  async markSeen(em: EntityManager, callerId: string, projectId: string): Promise<Project> {
    return unitOfWork(em, async (tx) => {
      const { project } = await openProject(tx, callerId, projectId);
      const { sql, params } = MARK_SEEN_SQL.bind(callerId, [project.id]);
      await tx.execute(sql, [...params]);
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
    for (const row of await this.newsByProject(em, callerId, projectIds)) counts.set(row.project, row.count);
    return counts;
  }

  /** The projects the caller is in with activity new to them, the latest news first. */
  async projectsWithNews(em: EntityManager, callerId: string): Promise<Project[]> {
    const ids = (await this.newsByProject(em, callerId, null, PROJECTS_WITH_NEWS)).map((row) => row.project);
    if (ids.length === 0) return [];
    const projects = await em.find(Project, { id: { $in: ids }, ...scope(Project, callerId) });
    const byId = new Map(projects.map((project) => [project.id, project]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Per project the caller is in (all, or those among `projectIds`), how many activities are new to them (NEWS_BY_PROJECT_SQL). */
  private newsByProject(
    em: EntityManager,
    callerId: string,
    projectIds: readonly string[] | null,
    limit?: number,
  ): Promise<{ project: string; count: number }[]> {
    const among = projectIds ? `{${projectIds.join(',')}}` : null;
    return executeForCaller(em, NEWS_BY_PROJECT_SQL, callerId, [among, among, limit ?? null]);
  }
}
