import DataLoader from 'dataloader';
import { callerListLoader, callerPagesLoader, type PageOfKey } from '../../graphql/caller-list-loader.js';
import { nodeSource } from '../../graphql/node-source.js';
import { type Path, PROJECT_MEMBER, PROJECT_OWNER } from '../../policies/policy.js';
import type { Page } from '../../shared/paging.js';
import type { FeatureModule } from '../feature-module.js';
import { Comment } from './comment.entity.js';
import { Migration20261127040000 } from './comment.migration.js';
import { CommentResolver, VersionCommentsResolver } from './comment.resolver.js';
import { CommentService } from './comment.service.js';

declare module '../../services.js' {
  interface Services {
    readonly comments: CommentService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** The same page of each version's comment threads. */
    readonly versionComments: DataLoader<PageOfKey, Page<Comment>, string>;
    /** Each thread's replies, oldest first. */
    readonly commentReplies: DataLoader<string, Comment[]>;
    /** How many threads are open on each version. */
    readonly openCommentCounts: DataLoader<string, number>;
  }
}

const VERSION_OWNER: Path = ['version', 'song', ...PROJECT_OWNER];
const VERSION_MEMBER: Path = ['version', 'song', ...PROJECT_MEMBER];

export const commentsModule: FeatureModule = {
  name: 'comments',
  entities: [Comment],
  migrations: [{ name: 'Migration20261127040000', class: Migration20261127040000 }],
  // Everyone in a project reads its comments; what they may write is the roles table's. A comment
  // is its author's, or the project owner's, to change or delete.
  accessRules: {
    Comment: {
      read: [VERSION_OWNER, VERSION_MEMBER],
      list: [VERSION_OWNER],
      update: [['author'], VERSION_OWNER],
      delete: [['author'], VERSION_OWNER],
    },
  },
  services: ({ trackVersions, network, notifications, projectActivity }) => ({
    comments: new CommentService(trackVersions, network, notifications, projectActivity),
  }),
  resolvers: [CommentResolver, VersionCommentsResolver],
  nodeSources: [
    nodeSource('Comment', Comment, (services, em, callerId, id) =>
      services.comments.findComment(em, callerId, id),
    ),
  ],
  loaders: ({ em, auth }, { comments }) => {
    const callerId = auth?.userId ?? null;
    return {
      versionComments: callerPagesLoader(callerId, (caller, ids, request) =>
        comments.threadPages(em, caller, ids, request),
      ),
      commentReplies: callerListLoader(callerId, (caller, ids) => comments.repliesOf(em, caller, ids)),
      openCommentCounts: new DataLoader(async (ids: readonly string[]) => {
        const counts = callerId
          ? await comments.openThreadCounts(em, callerId, ids)
          : new Map<string, number>();
        return ids.map((id) => counts.get(id) ?? 0);
      }),
    };
  },
};
