import { User } from '../modules/accounts/user.entity.js';
import { LyricsVersion } from '../modules/lyrics/lyrics-version.entity.js';
import { ManagerMessage } from '../modules/manager/manager-message.entity.js';
import { ManagerTask } from '../modules/manager/manager-task.entity.js';
import { DirectMessage } from '../modules/network/direct-message.entity.js';
import { Note } from '../modules/notes/note.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';
import { Playlist } from '../modules/playlists/playlist.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { ProjectTrack } from '../modules/projects/project-track.entity.js';
import { Track } from '../modules/tracks/track.entity.js';
import { currentUserId } from './current-user.js';
import type { NodeSource } from './node.resolver.js';

/** Every type node(id:) finds, each through its service's caller-scoped lookup. */
export const nodeSources: readonly NodeSource[] = [
  {
    typeName: 'Track',
    entity: Track,
    load: (ctx, id) => ctx.services.tracks.findTrack(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'Playlist',
    entity: Playlist,
    load: (ctx, id) => ctx.services.playlists.findPlaylist(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'Project',
    entity: Project,
    load: (ctx, id) => ctx.services.projects.findProject(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'ProjectTrack',
    entity: ProjectTrack,
    load: (ctx, id) => ctx.services.projectTracks.findProjectTrack(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'Lyrics',
    entity: LyricsVersion,
    load: (ctx, id) => ctx.services.lyrics.findLyrics(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'Note',
    entity: Note,
    load: (ctx, id) => ctx.services.notes.findNote(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'ManagerTask',
    entity: ManagerTask,
    load: (ctx, id) => ctx.services.manager.findTask(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'ManagerMessage',
    entity: ManagerMessage,
    load: (ctx, id) => ctx.services.managerConversation.findMessage(ctx.em, currentUserId(ctx), id),
  },
  {
    // Any other artist, as the network shows them; the caller's own id is NOT_FOUND here (that is `me`).
    typeName: 'Artist',
    entity: User,
    load: (ctx, id) => ctx.services.network.findArtist(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'DirectMessage',
    entity: DirectMessage,
    load: (ctx, id) => ctx.services.conversations.findMessage(ctx.em, currentUserId(ctx), id),
  },
  {
    typeName: 'Notification',
    entity: Notification,
    load: (ctx, id) => ctx.services.notifications.findNotification(ctx.em, currentUserId(ctx), id),
  },
];
