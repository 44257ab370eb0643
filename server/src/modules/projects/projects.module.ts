import DataLoader from 'dataloader';
import { callerListLoader, callerPagesLoader, type PageOfKey } from '../../graphql/caller-list-loader.js';
import { nodeSource } from '../../graphql/node-source.js';
import {
  MEMBER,
  OWNER,
  ownerOnly,
  PROJECT_MEMBER,
  PROJECT_OWNER,
  sharedRead,
  USER,
} from '../../policies/policy.js';
import { NotFoundError } from '../../shared/errors.js';
import type { Page } from '../../shared/paging.js';
import type { FeatureModule } from '../feature-module.js';
import type { TrackAnalysis } from '../tracks/track-analysis.types.js';
import { Project } from './project.entity.js';
import { ProjectResolver } from './project.resolver.js';
import { ProjectService } from './project.service.js';
import { ProjectActivity } from './project-activity.entity.js';
import { Migration20261127050000 } from './project-activity.migration.js';
import { ProjectActivityResolver, ProjectFeedResolver } from './project-activity.resolver.js';
import { ProjectActivityService } from './project-activity.service.js';
import { Migration20261127060000 } from './project-activity-live.migration.js';
import { ProjectActivitySubscriptionResolver } from './project-activity-live.resolver.js';
import { Migration20261127070200 } from './project-activity-payload.migration.js';
import { ProjectActivitySeen } from './project-activity-seen.entity.js';
import { Migration20261127070100 } from './project-activity-seen.migration.js';
import { ProjectNewsResolver } from './project-news.resolver.js';
import { ProjectNewsService } from './project-news.service.js';
import { Migration20261203091000 } from './project-owners-view.migration.js';
import { ProjectProgressService } from './project-progress.service.js';
import { ProjectTrack } from './project-track.entity.js';
import { ProjectTrackResolver } from './project-track.resolver.js';
import { ProjectTrackService } from './project-track.service.js';
import { Migration20261127070000 } from './stage-changed.migration.js';
import { Migration20261128080000 } from './target-release-date.migration.js';
import { TrackProjectsResolver } from './track-projects.resolver.js';
import { TrackVersion } from './track-version.entity.js';
import { Migration20261127030000 } from './track-version.migration.js';
import { SongVersionsResolver, TrackVersionResolver } from './track-version.resolver.js';
import { trackVersionRoutes } from './track-version.rest.js';
import { TrackVersionService, VERSION_NOT_FOUND } from './track-version.service.js';
import { UserProjectsResolver } from './user-projects.resolver.js';
import { Migration20261202120000 } from './version-analysis.migration.js';
import { VersionAnalysisService } from './version-analysis.service.js';

declare module '../../services.js' {
  interface Services {
    readonly projects: ProjectService;
    readonly projectTracks: ProjectTrackService;
    readonly trackVersions: TrackVersionService;
    /** Tempo, key and loudness of each version with a file of its own, found after its upload. */
    readonly versionAnalysis: VersionAnalysisService;
    readonly projectActivity: ProjectActivityService;
    readonly projectProgress: ProjectProgressService;
    readonly projectNews: ProjectNewsService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** Every track link of a project, oldest first (the mentor insight reads their statuses). */
    readonly projectTracks: DataLoader<string, ProjectTrack[]>;
    /** The same page of each project's tracks, oldest first. */
    readonly projectTrackPages: DataLoader<PageOfKey, Page<ProjectTrack>, string>;
    /** How many projects an artist has: the caller's own count, 0 for anyone else. */
    readonly projectCount: DataLoader<string, number>;
    /** The artist's projects that hold a track, A to Z. */
    /** The same page of each track's projects, A to Z. */
    readonly trackProjects: DataLoader<PageOfKey, Page<Project>, string>;
    /** Each song's versions, newest first. */
    readonly songVersions: DataLoader<string, TrackVersion[]>;
    /** A version's analysis (v1's is its track's), the answer's versions in a few queries. */
    readonly versionAnalysis: DataLoader<string, TrackAnalysis>;
    /** Each version's stored peaks. */
    readonly versionPeaks: DataLoader<string, Buffer>;
    /** The same page of each project's activity, newest first. */
    readonly projectActivity: DataLoader<PageOfKey, Page<ProjectActivity>, string>;
    /** How many of each project's activities are new to the caller. */
    readonly newActivityCounts: DataLoader<string, number>;
  }
}

const SONG_OWNER = ['song', ...PROJECT_OWNER];

export const projectsModule: FeatureModule = {
  name: 'projects',
  entities: [Project, ProjectTrack, TrackVersion, ProjectActivity, ProjectActivitySeen],
  migrations: [
    { name: 'Migration20261127030000', class: Migration20261127030000 },
    { name: 'Migration20261127050000', class: Migration20261127050000 },
    { name: 'Migration20261127060000', class: Migration20261127060000 },
    { name: 'Migration20261127070000', class: Migration20261127070000 },
    { name: 'Migration20261127070100', class: Migration20261127070100 },
    { name: 'Migration20261127070200', class: Migration20261127070200 },
    { name: 'Migration20261128080000', class: Migration20261128080000 },
    { name: 'Migration20261202120000', class: Migration20261202120000 },
    { name: 'Migration20261203091000', class: Migration20261203091000 },
  ],
  publishedViews: ['project_owners'],
  // Its members read a shared project and its tracks; what else they may do is the roles table's.
  accessRules: {
    Project: sharedRead(OWNER, MEMBER),
    ProjectTrack: sharedRead(PROJECT_OWNER, PROJECT_MEMBER),
    // A version is deleted by its project's owner or by whoever uploaded it.
    TrackVersion: {
      ...sharedRead(SONG_OWNER, ['song', ...PROJECT_MEMBER]),
      delete: [SONG_OWNER, ['uploader']],
    },
    ProjectActivity: sharedRead(PROJECT_OWNER, PROJECT_MEMBER),
    ProjectActivitySeen: ownerOnly(USER),
  },
  services: (services, { orm, config }) => {
    const projectActivity = new ProjectActivityService();
    const versionAnalysis = new VersionAnalysisService(
      orm,
      services.storage,
      services.audioAnalysis,
      services.workFeed,
      config.analyseUploads,
    );
    const trackVersions = new TrackVersionService(
      services.storage,
      services.fileJournal,
      services.workFeed,
      projectActivity,
      (versionId) => versionAnalysis.analyseAfterCommit(versionId),
    );
    return {
      projectActivity,
      // Deleting a project removes the files of its voice notes and song versions too.
      projects: new ProjectService(
        services.fileJournal,
        services.idempotency,
        services.workFeed,
        projectActivity,
        [
          (tx, ownerId, projectId) => services.notes.projectFileKeys(tx, ownerId, projectId),
          (tx, ownerId, projectId) => trackVersions.projectDeletionFileKeys(tx, ownerId, projectId),
        ],
      ),
      projectTracks: new ProjectTrackService(
        services.tracks,
        services.workFeed,
        trackVersions,
        services.fileJournal,
      ),
      trackVersions,
      versionAnalysis,
      projectProgress: new ProjectProgressService(),
      projectNews: new ProjectNewsService(),
    };
  },
  start: (services, logger) => services.versionAnalysis.start(logger),
  stop: (services) => services.versionAnalysis.stop(),
  resolvers: [
    ProjectResolver,
    ProjectTrackResolver,
    UserProjectsResolver,
    TrackProjectsResolver,
    TrackVersionResolver,
    SongVersionsResolver,
    ProjectActivityResolver,
    ProjectFeedResolver,
    ProjectActivitySubscriptionResolver,
    ProjectNewsResolver,
  ],
  routes: trackVersionRoutes,
  nodeSources: [
    nodeSource('Project', Project, (services, em, callerId, id) =>
      services.projects.findProject(em, callerId, id),
    ),
    nodeSource('ProjectTrack', ProjectTrack, (services, em, callerId, id) =>
      services.projectTracks.findProjectTrack(em, callerId, id),
    ),
    nodeSource('TrackVersion', TrackVersion, (services, em, callerId, id) =>
      services.trackVersions.findVersion(em, callerId, id),
    ),
  ],
  loaders: (
    { em, auth },
    { projects, projectTracks, trackVersions, versionAnalysis, trackAnalysis, projectActivity, projectNews },
  ) => {
    const ownerId = auth?.userId ?? null;
    return {
      projectTracks: callerListLoader(ownerId, (callerId, ids) =>
        projectTracks.tracksOf(em, callerId, [...ids]),
      ),
      projectTrackPages: callerPagesLoader(ownerId, (callerId, ids, request) =>
        projectTracks.trackPages(em, callerId, ids, request),
      ),
      projectCount: new DataLoader(async (userIds) => {
        const own =
          ownerId && userIds.includes(ownerId) ? (await projects.countProjects(em, ownerId)).all : 0;
        return userIds.map((id) => (id === ownerId ? own : 0));
      }),
      trackProjects: callerPagesLoader(ownerId, (callerId, ids, request) =>
        projectTracks.projectPagesOfTracks(em, callerId, ids, request),
      ),
      projectActivity: callerPagesLoader(ownerId, (callerId, ids, request) =>
        projectActivity.activityPages(em, callerId, ids, request),
      ),
      newActivityCounts: new DataLoader(async (ids: readonly string[]) => {
        const counts = ownerId
          ? await projectNews.newActivityCounts(em, ownerId, ids)
          : new Map<string, number>();
        return ids.map((id) => counts.get(id) ?? 0);
      }),
      songVersions: callerListLoader(ownerId, (callerId, ids) =>
        trackVersions.versionsOf(em, callerId, [...ids]),
      ),
      versionAnalysis: new DataLoader<string, TrackAnalysis>(async (ids) => {
        if (!ownerId) return ids.map(() => new NotFoundError(VERSION_NOT_FOUND));
        const analyses = await versionAnalysis.analysesOf(em, ownerId, ids, (tx, callerId, trackIds) =>
          trackAnalysis.analysesOf(tx, callerId, trackIds),
        );
        return ids.map((id) => analyses.get(id) ?? new NotFoundError(VERSION_NOT_FOUND));
      }),
      versionPeaks: new DataLoader(async (ids: readonly string[]) => {
        const peaks = ownerId ? await trackVersions.peaksOf(em, ownerId, ids) : new Map<string, Buffer>();
        return ids.map((id) => peaks.get(id) ?? Buffer.alloc(0));
      }),
    };
  },
};
