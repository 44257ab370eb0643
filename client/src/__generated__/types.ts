/** What happened in a project. */
export type ActivityKind =
  | 'COMMENTED'
  | 'INVITED'
  | 'JOINED'
  | 'LEFT'
  | 'REMOVED'
  | 'REOPENED'
  | 'REPLIED'
  | 'RESOLVED'
  | 'ROLE_CHANGED'
  | 'STAGE_MOVED'
  | 'VERSION_DELETED'
  | 'VERSION_MADE_CURRENT'
  | 'VERSION_UPLOADED';

/** A comment at a moment (or over a range) of a version, or a reply to a thread. */
export type AddCommentInput = {
  /** Seconds into the version; a reply takes its thread's. */
  atSeconds: number;
  /** The text; '@Name' tells that person on the project. */
  body: string;
  /** The end of a dragged range, after atSeconds. */
  endSeconds?: number | null | undefined;
  /** The thread (or a reply in it) this answers. */
  parentId?: string | number | null | undefined;
  versionId: string | number;
};

/** Where the analysis of a recording stands: PENDING until its turn, then DONE, or FAILED when its audio could not be read. */
export type AnalysisStatus =
  | 'DONE'
  | 'FAILED'
  | 'PENDING';

export type AttachTrackToProjectInput = {
  projectId: string | number;
  /** One of your library tracks. */
  trackId: string | number;
};

/** A track's audio container, decided from its bytes. */
export type AudioFormat =
  | 'MP3'
  | 'WAV';

/** What a client measured of a file before uploading it. The fingerprint is @backline/sound-analysis's fingerprintOf of the decoded audio ('bfp1.' and base64); without one, only the same file is found. */
export type AudioIdentityInput = {
  /** SHA-256 of the file's bytes, 64 hexadecimal digits. */
  contentSha256: string;
  /** Length of the decoded audio, seconds; required with a fingerprint. */
  durationSeconds?: number | null | undefined;
  /** The audio fingerprint of its first 120 s of sound. */
  fingerprint?: string | null | undefined;
};

export type ChangeCollaboratorRoleInput = {
  artistId: string | number;
  projectId: string | number;
  role: CollaboratorRole;
};

export type ChangePasswordInput = {
  currentPassword: string;
  /** At least 8 characters. */
  newPassword: string;
};

export type ChooseManagerInput = {
  style: ManagerStyle;
};

/** What a collaborator may do in a project, and in which stages (the README shows the table). */
export type CollaboratorRole =
  | 'COMMENTER'
  | 'EDITOR'
  | 'MASTERING_ENGINEER'
  | 'MIX_ENGINEER'
  | 'VIEWER';

export type CompleteLessonInput = {
  /** The course's slug. */
  courseId: string | number;
  /** The lesson's slug, one of the course's. */
  lessonId: string | number;
};

export type CompleteManagerTaskInput = {
  /** A task of the caller's plan. */
  taskId: string | number;
};

export type ConnectWithArtistInput = {
  artistId: string | number;
};

export type CourseLevel =
  | 'ADVANCED'
  | 'BEGINNER'
  | 'INTERMEDIATE';

export type CreateNoteInput = {
  /** A key the client makes once per create (e.g. a UUID) and sends again when it retries: the retry answers what the first request made, for 24 hours. The same key with a different request is refused (BAD_USER_INPUT). */
  clientMutationId?: string | null | undefined;
  /** The text; blank text is refused. */
  content: string;
  projectId: string | number;
};

export type CreateProjectInput = {
  bpm?: number | null | undefined;
  /** A key the client makes once per create (e.g. a UUID) and sends again when it retries: the retry answers what the first request made, for 24 hours. The same key with a different request is refused (BAD_USER_INPUT). */
  clientMutationId?: string | null | undefined;
  /** Names credited on the project, as typed. */
  credits?: Array<string> | null | undefined;
  description?: string | null | undefined;
  /** ELECTRONIC when left out. */
  genre?: ProjectGenre | null | undefined;
  key?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title: string;
};

export type DeclineConnectionInput = {
  /** The artist whose request to connect is declined. */
  artistId: string | number;
};

export type DeleteAccountInput = {
  /** The account password, typed again. */
  password: string;
};

export type DeleteNoteInput = {
  noteId: string | number;
};

export type DeleteProjectInput = {
  projectId: string | number;
};

export type DeleteTrackCoverInput = {
  trackId: string | number;
};

export type DetachTrackFromProjectInput = {
  projectId: string | number;
  trackId: string | number;
};

/** A track detail whose value may be what was detected in the audio rather than typed. */
export type DetectableDetail =
  | 'BPM'
  | 'KEY';

export type DisconnectFromArtistInput = {
  artistId: string | number;
};

/** What a growth prediction is about: the profile's totalStreams, followers, or totalRevenueUsd (in US dollars). */
export type GrowthMetric =
  | 'FOLLOWERS'
  | 'REVENUE'
  | 'STREAMS';

export type InvitationStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING';

/** Whom to invite: exactly one of an account's exact email or an artist from My Network. */
export type InviteCollaboratorInput = {
  artistId?: string | number | null | undefined;
  email?: string | null | undefined;
  projectId: string | number;
  role: CollaboratorRole;
};

export type LogoutInput = {
  /** The refresh token of the session to end. */
  refreshToken: string;
};

/** MODEL: a chat model answers (the built-in advisor when it fails); BUILT_IN: the built-in advisor alone. */
export type ManagerAdvisorKind =
  | 'BUILT_IN'
  | 'MODEL';

export type ManagerProposalKind =
  | 'PITCH_NOTE'
  | 'RELEASE_DATE'
  | 'TASK';

export type ManagerStyle =
  | 'CREATIVE'
  | 'ENTREPRENEUR'
  | 'HUSTLER'
  | 'STRATEGIST';

export type MarkConversationReadInput = {
  /** The artist whose messages to you are read. */
  artistId: string | number;
};

export type MarkNotificationReadInput = {
  notificationId: string | number;
};

export type MessageAuthor =
  | 'ARTIST'
  | 'MANAGER';

/** Text only, a voice clip only, or both. */
export type NoteKind =
  | 'MIXED'
  | 'TEXT'
  | 'VOICE';

export type NotificationKind =
  | 'COMMENT_MENTION'
  | 'CONNECTION'
  | 'MESSAGE'
  | 'PROJECT_INVITATION';

/** A figure the outlook reads: the profile's monthlyListeners, totalStreams, followers, totalRevenueUsd. */
export type OutlookFigure =
  | 'FOLLOWERS'
  | 'MONTHLY_LISTENERS'
  | 'TOTAL_REVENUE'
  | 'TOTAL_STREAMS';

/** The workspace screen where a lesson's practice is done. */
export type PracticeScreen =
  | 'AI_MANAGER'
  | 'CREATIVE_STUDIO'
  | 'NETWORK'
  | 'PLAYLISTS'
  | 'PROFILE'
  | 'PROJECTS'
  | 'TRACKS'
  | 'UPLOAD';

/** The closed set of genres a project can take. */
export type ProjectGenre =
  | 'AMBIENT'
  | 'ELECTRONIC'
  | 'HIP_HOP'
  | 'HOUSE'
  | 'INDIE'
  | 'POP'
  | 'ROCK'
  | 'SYNTHWAVE'
  | 'TECHNO'
  | 'TRANCE';

/** The signed-in artist's place in a project: its owner, or their role as a collaborator. */
export type ProjectRole =
  | 'COMMENTER'
  | 'EDITOR'
  | 'MASTERING_ENGINEER'
  | 'MIX_ENGINEER'
  | 'OWNER'
  | 'VIEWER';

export type ProjectStatus =
  | 'DRAFT'
  | 'MASTERING'
  | 'MIXING'
  | 'RECORDING'
  | 'RELEASED';

export type ProjectTrackStatus =
  | 'DRAFT'
  | 'MASTERED'
  | 'MIXED';

export type RefreshSessionInput = {
  /** The refresh token of the session to renew; it stops working. */
  refreshToken: string;
};

export type RemoveCollaboratorInput = {
  artistId: string | number;
  projectId: string | number;
};

export type RestoreLyricsInput = {
  projectId: string | number;
  /** One of the versions in lyricsRevisions. */
  version: number;
};

export type SaveLyricsInput = {
  /** True for an auto-save: it revises the newest version while that is a draft started under ten minutes ago, instead of adding a version. Left out or false, the save is explicit and seals a version. */
  autosave?: boolean | null | undefined;
  content: string;
  projectId: string | number;
  /** The song title; empty when left out. */
  title?: string | null | undefined;
};

export type SendDirectMessageInput = {
  /** A mutual connection. */
  artistId: string | number;
  /** At most 2000 characters. */
  body: string;
  /** A key the client makes once per create (e.g. a UUID) and sends again when it retries: the retry answers what the first request made, for 24 hours. The same key with a different request is refused (BAD_USER_INPUT). */
  clientMutationId?: string | null | undefined;
};

export type SocialPlatform =
  | 'INSTAGRAM'
  | 'SOUNDCLOUD'
  | 'SPOTIFY'
  | 'TWITTER';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StartCourseInput = {
  /** The course's slug. */
  courseId: string | number;
};

export type SubscriptionPlan =
  | 'CREATOR'
  | 'PROFESSIONAL';

export type TaskCategory =
  | 'BUSINESS'
  | 'CONTENT'
  | 'NETWORKING'
  | 'PRODUCTION'
  | 'PROMOTION';

export type TaskPriority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM'
  | 'URGENT';

export type Theme =
  | 'DARK'
  | 'LIGHT';

/** What the track list is ordered by. */
export type TrackSort =
  | 'ARTIST'
  | 'BPM'
  | 'CREATED_AT'
  | 'KEY'
  | 'TITLE';

export type UncompleteLessonInput = {
  /** The course's slug. */
  courseId: string | number;
  /** The lesson's slug, one of the course's. */
  lessonId: string | number;
};

export type UpdateNoteInput = {
  /** The whole new text; blank text is refused. */
  content: string;
  noteId: string | number;
};

/** Fields left out (or null) stay as they are; '' clears an optional text. Handles may start with @. The stored figures are editable here only; the profile screen shows them. */
export type UpdateProfileInput = {
  artistName?: string | null | undefined;
  /** One of profileAvatars. */
  avatar?: string | null | undefined;
  /** At most 1000 characters. */
  bio?: string | null | undefined;
  followers?: number | null | undefined;
  following?: number | null | undefined;
  instagram?: string | null | undefined;
  location?: string | null | undefined;
  monthlyListeners?: number | null | undefined;
  role?: string | null | undefined;
  soundcloud?: string | null | undefined;
  spotify?: string | null | undefined;
  /** US dollars; rounded to the cent. */
  totalRevenueUsd?: number | null | undefined;
  totalStreams?: number | null | undefined;
  twitter?: string | null | undefined;
  /** https:// is added to a bare domain. */
  website?: string | null | undefined;
};

/** Fields left out stay as they are; bpm: null clears the BPM. */
export type UpdateProjectInput = {
  bpm?: number | null | undefined;
  /** Names credited on the project, as typed. */
  credits?: Array<string> | null | undefined;
  description?: string | null | undefined;
  genre?: ProjectGenre | null | undefined;
  key?: string | null | undefined;
  projectId: string | number;
  status?: ProjectStatus | null | undefined;
  tags?: Array<string> | null | undefined;
  /** YYYY-MM-DD; null clears it. The owner's to set, as the genre and key are. */
  targetReleaseDate?: string | null | undefined;
  title?: string | null | undefined;
};

export type UpdateProjectTrackInput = {
  projectId: string | number;
  status: ProjectTrackStatus;
  /** The library track, as on attachTrackToProject. */
  trackId: string | number;
};

/** Preferences left out (or null) stay as they are. */
export type UpdateSettingsInput = {
  autoSave?: boolean | null | undefined;
  emailNotifications?: boolean | null | undefined;
  pushNotifications?: boolean | null | undefined;
  theme?: Theme | null | undefined;
};

/** Changes to a track; fields left out stay as they are. */
export type UpdateTrackInput = {
  /** At most 200 characters. */
  artist?: string | null | undefined;
  /** Between 20 and 300. */
  bpm?: number | null | undefined;
  /** At most 50 characters. */
  genre?: string | null | undefined;
  /** At most 20 characters. */
  key?: string | null | undefined;
  /** At most 50 characters. */
  mood?: string | null | undefined;
  /** Show it on your artist page, where every signed-in artist may play it; false takes it off. */
  onArtistPage?: boolean | null | undefined;
  /** At most 200 characters. */
  title?: string | null | undefined;
  trackId: string | number;
};

export type UploadProfilePhotoInput = {
  /** JPEG, PNG or WebP (multipart request: variables.input.file). */
  file: File;
};

export type UploadProjectTrackInput = {
  /** A key the client makes once per create (e.g. a UUID) and sends again when it retries: the retry answers what the first request made, for 24 hours. The same key with a different request is refused (BAD_USER_INPUT). */
  clientMutationId?: string | null | undefined;
  /** An MP3 or WAV (multipart request: variables.input.file). */
  file: File;
  projectId: string | number;
  /** The file's name (without extension) when left out. */
  title?: string | null | undefined;
};

export type UploadTrackCoverInput = {
  /** JPEG, PNG or WebP (multipart request: variables.input.file). */
  file: File;
  trackId: string | number;
};

/** A track being uploaded: its file and details. */
export type UploadTrackInput = {
  /** At most 200 characters. */
  artist: string;
  /** Between 20 and 300. */
  bpm: number;
  /** A key the client makes once per create (e.g. a UUID) and sends again when it retries: the retry answers what the first request made, for 24 hours. The same key with a different request is refused (BAD_USER_INPUT). */
  clientMutationId?: string | null | undefined;
  /** Which of bpm and key hold what was detected (the upload screen prefills them) rather than what the artist typed: they stay unconfirmed (bpmConfirmed, keyConfirmed), the server's analysis replaces them with its own confident detection, and an edit confirms them. */
  detected?: Array<DetectableDetail> | null | undefined;
  /** The MP3 or WAV (multipart request: variables.input.file). */
  file: File;
  /** At most 50 characters. */
  genre: string;
  /** At most 20 characters. */
  key: string;
  /** At most 50 characters. */
  mood?: string | null | undefined;
  /** At most 200 characters. */
  title: string;
};

/** A new version of a song: the file, and what changed. */
export type UploadVersionInput = {
  /** An MP3 or WAV (multipart request: variables.input.file). */
  file: File;
  /** 'What changed'; empty when left out. */
  note?: string | null | undefined;
  /** The song (a project track). */
  projectTrackId: string | number;
};

export type UploadVoiceNoteInput = {
  /** A key the client makes once per create (e.g. a UUID) and sends again when it retries: the retry answers what the first request made, for 24 hours. The same key with a different request is refused (BAD_USER_INPUT). */
  clientMutationId?: string | null | undefined;
  /** Text to go with the clip: the note is then MIXED. */
  content?: string | null | undefined;
  /** A WebM/Opus or Ogg/Opus recording (multipart request: variables.input.file). */
  file: File;
  projectId: string | number;
};
