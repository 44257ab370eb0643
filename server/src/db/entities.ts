import { CourseEnrolment } from '../modules/academy/course-enrolment.entity.js';
import { LessonCompletion } from '../modules/academy/lesson-completion.entity.js';
import { RefreshToken } from '../modules/accounts/refresh-token.entity.js';
import { Session } from '../modules/accounts/session.entity.js';
import { User } from '../modules/accounts/user.entity.js';
import { IdempotencyKey } from '../modules/idempotency/idempotency-key.entity.js';
import { LyricsVersion } from '../modules/lyrics/lyrics-version.entity.js';
import { ManagerMessage } from '../modules/manager/manager-message.entity.js';
import { ManagerState } from '../modules/manager/manager-state.entity.js';
import { ManagerTask } from '../modules/manager/manager-task.entity.js';
import { Connection } from '../modules/network/connection.entity.js';
import { DirectMessage } from '../modules/network/direct-message.entity.js';
import { Note } from '../modules/notes/note.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';
import { Playlist } from '../modules/playlists/playlist.entity.js';
import { PlaylistEntry } from '../modules/playlists/playlist-entry.entity.js';
import { Profile } from '../modules/profile/profile.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { ProjectTrack } from '../modules/projects/project-track.entity.js';
import { RateLimitCounter } from '../modules/rate-limits/rate-limit-counter.entity.js';
import { ServerSecret } from '../modules/secrets/server-secret.entity.js';
import { UserSettings } from '../modules/settings/user-settings.entity.js';
import { Track } from '../modules/tracks/track.entity.js';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity.js';

/** Every entity, listed explicitly so discovery works the same from src/ and dist/. */
export const entities = [
  User,
  Session,
  RefreshToken,
  WaitlistEntry,
  Track,
  Playlist,
  PlaylistEntry,
  Project,
  ProjectTrack,
  LyricsVersion,
  Note,
  ManagerState,
  ManagerTask,
  ManagerMessage,
  RateLimitCounter,
  Profile,
  UserSettings,
  CourseEnrolment,
  LessonCompletion,
  Connection,
  DirectMessage,
  Notification,
  IdempotencyKey,
  ServerSecret,
];
