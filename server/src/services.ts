import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import { AcademyService } from './modules/academy/academy.service.js';
import { AccessTokens } from './modules/accounts/access-tokens.js';
import { AccountService } from './modules/accounts/account.service.js';
import { LiveSessionCache } from './modules/accounts/live-session-cache.js';
import { SessionTokens } from './modules/accounts/session-tokens.js';
import { AudioReceiver } from './modules/audio/audio-receiver.js';
import { MediaTokens } from './modules/audio/media-tokens.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { IdempotencyService } from './modules/idempotency/idempotency.service.js';
import { LyricsService } from './modules/lyrics/lyrics.service.js';
import { ChatModelAdvisor } from './modules/manager/chat-model-advisor.js';
import { ManagerService } from './modules/manager/manager.service.js';
import type { ManagerAdvisor } from './modules/manager/manager-advisor.js';
import { ManagerConversationService } from './modules/manager/manager-conversation.service.js';
import { OfflineAdvisor } from './modules/manager/offline-advisor.js';
import { readProfileFigures } from './modules/manager/profile-figures.js';
import { ConversationService } from './modules/network/conversation.service.js';
import { NetworkService } from './modules/network/network.service.js';
import { NoteService } from './modules/notes/note.service.js';
import { NotificationService } from './modules/notifications/notification.service.js';
import { PlaylistService } from './modules/playlists/playlist.service.js';
import { PricingService } from './modules/pricing/pricing.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { ProjectService } from './modules/projects/project.service.js';
import { ProjectTrackService } from './modules/projects/project-track.service.js';
import { RateLimits } from './modules/rate-limits/rate-limits.js';
import { AccountDeletionService } from './modules/settings/account-deletion.service.js';
import { PasswordChangeService } from './modules/settings/password-change.service.js';
import { PasswordConfirmation } from './modules/settings/password-confirmation.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { createFileStorage } from './modules/storage/create-file-storage.js';
import type { FileStorage } from './modules/storage/storage.js';
import { TrackService } from './modules/tracks/track.service.js';
import { TrackCoverService } from './modules/tracks/track-cover.service.js';
import { WaveformCache } from './modules/tracks/waveform-cache.js';
import { WaitlistService } from './modules/waitlist/waitlist.service.js';

/** The app's services, made once at start and shared by GraphQL and REST. */
export interface Services {
  readonly accounts: AccountService;
  readonly idempotency: IdempotencyService;
  readonly sessions: SessionTokens;
  /** Trusted only while the app's SessionRevocationFeed is connected. */
  readonly liveSessions: LiveSessionCache;
  readonly waitlist: WaitlistService;
  readonly storage: FileStorage;
  readonly media: MediaTokens;
  readonly tracks: TrackService;
  /** Reduced waveforms, shared by this instance's requests. */
  readonly waveforms: WaveformCache;
  readonly trackCovers: TrackCoverService;
  readonly playlists: PlaylistService;
  readonly projects: ProjectService;
  readonly projectTracks: ProjectTrackService;
  readonly lyrics: LyricsService;
  readonly notes: NoteService;
  readonly manager: ManagerService;
  readonly managerConversation: ManagerConversationService;
  readonly dashboard: DashboardService;
  readonly pricing: PricingService;
  readonly profiles: ProfileService;
  readonly settings: SettingsService;
  readonly passwordChanges: PasswordChangeService;
  readonly accountDeletion: AccountDeletionService;
  readonly academy: AcademyService;
  readonly notifications: NotificationService;
  readonly network: NetworkService;
  readonly conversations: ConversationService;
}

export function createServices(orm: MikroORM, config: AppConfig, signingSecret: string): Services {
  const accessTokens = new AccessTokens(signingSecret, {
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
    ttlSeconds: config.jwt.accessTokenTtlSeconds,
  });
  const rateLimits = new RateLimits(orm.em.getConnection().getKnex(), config.rateLimits);
  const liveSessions = new LiveSessionCache({
    maxSessions: 10_000,
    ttlMs: config.liveSessionCacheSeconds * 1000,
  });
  const sessions = new SessionTokens(
    accessTokens,
    rateLimits,
    {
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      reuseGraceSeconds: config.refreshTokenReuseGraceSeconds,
      successorKey: signingSecret,
    },
    liveSessions,
  );
  const storage = createFileStorage(config.storage);
  const audio = new AudioReceiver(storage);
  const idempotency = new IdempotencyService();
  const tracks = new TrackService(audio, storage, config.storage.maxUploadBytes, idempotency);
  const notes = new NoteService(audio, storage, idempotency);
  const manager = new ManagerService(readProfileFigures);
  const passwordConfirmation = new PasswordConfirmation(rateLimits);
  const notifications = new NotificationService((em, userId) => manager.openTasksToday(em, userId));
  return Object.freeze({
    accounts: new AccountService(accessTokens, sessions, rateLimits, [
      (em, user) => manager.startRelationship(em, user),
    ]),
    idempotency,
    sessions,
    liveSessions,
    waitlist: new WaitlistService(rateLimits),
    storage,
    media: new MediaTokens(signingSecret, {
      issuer: config.jwt.issuer,
      ttlSeconds: config.storage.mediaUrlTtlSeconds,
    }),
    tracks,
    waveforms: new WaveformCache(),
    trackCovers: new TrackCoverService(tracks, storage),
    playlists: new PlaylistService(idempotency),
    projects: new ProjectService(storage, idempotency, [
      (tx, projectId) => notes.projectFileKeys(tx, projectId),
    ]),
    projectTracks: new ProjectTrackService(tracks),
    lyrics: new LyricsService(),
    notes,
    manager,
    managerConversation: new ManagerConversationService(manager, managerAdvisor(config)),
    dashboard: new DashboardService(),
    pricing: new PricingService(),
    profiles: new ProfileService(),
    settings: new SettingsService(),
    passwordChanges: new PasswordChangeService(passwordConfirmation, sessions),
    accountDeletion: new AccountDeletionService(passwordConfirmation, storage, sessions),
    academy: new AcademyService(),
    notifications,
    network: new NetworkService(notifications),
    conversations: new ConversationService(notifications, idempotency),
  });
}

/** The offline advisor, or a chat model (falling back to the offline advisor) when one is configured. */
function managerAdvisor(config: AppConfig): ManagerAdvisor {
  const offline = new OfflineAdvisor();
  return config.managerChatModel ? new ChatModelAdvisor(config.managerChatModel, offline) : offline;
}
