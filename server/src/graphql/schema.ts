import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AcademyResolver } from '../modules/academy/academy.resolver.js';
import { AccountResolver } from '../modules/accounts/account.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { LyricsResolver } from '../modules/lyrics/lyrics.resolver.js';
import { ManagerResolver } from '../modules/manager/manager.resolver.js';
import {
  ConversationMessagesResolver,
  NetworkListsResolver,
  NetworkResolver,
} from '../modules/network/network.resolver.js';
import { NoteResolver, ProjectNotesResolver } from '../modules/notes/note.resolver.js';
import {
  NotificationInboxResolver,
  NotificationResolver,
} from '../modules/notifications/notification.resolver.js';
import { PlaylistResolver } from '../modules/playlists/playlist.resolver.js';
import { TrackPlaylistsResolver } from '../modules/playlists/track-playlists.resolver.js';
import { ProfileResolver } from '../modules/profile/profile.resolver.js';
import { ProjectResolver } from '../modules/projects/project.resolver.js';
import { ProjectTrackResolver } from '../modules/projects/project-track.resolver.js';
import { TrackProjectsResolver } from '../modules/projects/track-projects.resolver.js';
import { UserProjectsResolver } from '../modules/projects/user-projects.resolver.js';
import { SettingsResolver } from '../modules/settings/settings.resolver.js';
import { TrackResolver } from '../modules/tracks/track.resolver.js';
import { TrackCoverResolver } from '../modules/tracks/track-cover.resolver.js';
import { WaitlistResolver } from '../modules/waitlist/waitlist.resolver.js';
import { assembleAccess } from './access.js';
import { runMutationsInUnitsOfWork } from './mutation-unit-of-work.js';
import { NodeResolver } from './node.resolver.js';

export const resolvers = [
  NodeResolver,
  AccountResolver,
  WaitlistResolver,
  TrackResolver,
  TrackCoverResolver,
  PlaylistResolver,
  TrackPlaylistsResolver,
  ProjectResolver,
  ProjectTrackResolver,
  UserProjectsResolver,
  TrackProjectsResolver,
  LyricsResolver,
  NoteResolver,
  ProjectNotesResolver,
  DashboardResolver,
  ManagerResolver,
  ProfileResolver,
  SettingsResolver,
  AcademyResolver,
  NetworkResolver,
  NetworkListsResolver,
  ConversationMessagesResolver,
  NotificationResolver,
  NotificationInboxResolver,
] as const;

/**
 * Builds the executable schema from the type-graphql resolvers: each mutation is one unit of work, and
 * each field is used only by whom it declares (graphql/access.ts); a field that declares nothing stops
 * the build.
 */
export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    // Input rules live in the services (zod), shared with REST; class-validator is not used.
    validate: false,
  });
  return assembleAccess(runMutationsInUnitsOfWork(schema));
}
