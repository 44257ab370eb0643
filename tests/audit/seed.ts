import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { makeWav } from '../../server/src/test/audio-fixtures.js';
import { makeOggOpus } from '../../server/src/test/voice-fixtures.js';
import { graphqlCall, send } from './http-call.js';

/** An artist the audits made through the API, with one of each resource and its ids by GraphQL type. */
export interface SeededArtist {
  readonly label: string;
  readonly email: string;
  readonly password: string;
  readonly userId: string;
  readonly token: string;
  readonly refreshToken: string;
  /** The artist this one has a mutual connection with (the one it may message). */
  readonly peerId: string;
  /**
   * Ids of what the artist owns (or, for Course and Lesson, uses), keyed by GraphQL type name; the
   * idempotency keys it sent are under ClientMutation (arguments named clientMutationId).
   */
  readonly ids: Readonly<Record<string, string[]>>;
  /** The idempotency key each create was sent with, by mutation name. */
  readonly idempotencyKeys: Readonly<Record<string, string>>;
  /** Signed addresses of the artist's media, as the API hands them out. */
  readonly media: {
    readonly trackAudio: string;
    readonly noteAudio: string;
    readonly cover: string;
    readonly versionAudio: string;
  };
}

/** Files the seed and the audits upload: real, small, made here. */
export interface SeedFiles {
  readonly wav: Uint8Array;
  readonly ogg: Uint8Array;
  readonly png: Uint8Array;
}

export async function makeSeedFiles(): Promise<SeedFiles> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  return { wav: makeWav({ seconds: 0.5 }), ogg: makeOggOpus({ seconds: 0.5 }), png };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON, read field by field below.
type Data = Record<string, any>;

/** Runs an operation that must succeed (seeding), optionally with files; throws with the errors. */
export async function gqlOk(
  baseUrl: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  files: { variable: string; filename: string; bytes: Uint8Array }[] = [],
): Promise<Data> {
  const answer = await send(baseUrl, graphqlCall(query, variables, token, files));
  const body = answer.json as { data?: Data; errors?: unknown } | undefined;
  if (answer.status !== 200 || !body?.data || body.errors) {
    throw new Error(
      `Seeding failed (${answer.status}) for ${query.slice(0, 60)}: ${answer.text.slice(0, 500)}`,
    );
  }
  return body.data;
}

/** Registers an artist over REST (POST /register), as a new client would. */
async function register(baseUrl: string, label: string) {
  const email = `audit.${label.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const password = `audit password ${randomBytes(6).toString('hex')}`;
  const response = await fetch(`${baseUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, artistName: `Audit ${label}`, genre: 'House' }),
  });
  if (response.status !== 201) throw new Error(`Registering ${label} failed: ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string }; accessToken: string; refreshToken: string };
  return { email, password, userId: body.user.id, token: body.accessToken, refreshToken: body.refreshToken };
}

/** A registered artist with nothing else yet: the peer the seeded artists connect and talk with. */
export async function registerArtist(baseUrl: string, label: string) {
  return { label, ...(await register(baseUrl, label)) };
}

/**
 * Registers an artist and gives them one of everything, through the API: a track with a cover, a
 * playlist holding it, a project with that track attached and one uploaded into it, two versions
 * of lyrics, a text note and a voice note, today's manager tasks, a started course with a lesson
 * done, a mutual connection with `peer` and messages both ways (so notifications too).
 */
export async function seedArtist(
  baseUrl: string,
  label: string,
  files: SeedFiles,
  peer: { token: string; userId: string },
): Promise<SeededArtist> {
  const account = await register(baseUrl, label);
  const as = (query: string, variables: Record<string, unknown> = {}, upload?: SeedUpload) =>
    gqlOk(baseUrl, account.token, query, variables, upload ? [upload] : []);

  // Every create sends an idempotency key, as a retrying client would (the isolation audit reuses them).
  const keyed = [
    'uploadTrack',
    'createPlaylist',
    'createProject',
    'uploadProjectTrack',
    'createNote',
    'uploadVoiceNote',
    'sendDirectMessage',
  ];
  const keys = Object.fromEntries(
    keyed.map((field) => [field, `${label}-${field}-${randomBytes(4).toString('hex')}`]),
  );

  const track = await as(
    'mutation($input: UploadTrackInput!) { uploadTrack(input: $input) { id audio { url } } }',
    {
      input: {
        title: `${label} take`,
        artist: label,
        bpm: 120,
        key: 'A minor',
        genre: 'House',
        clientMutationId: keys.uploadTrack,
      },
    },
    { variable: 'input.file', filename: 'take.wav', bytes: files.wav },
  );
  const trackId: string = track.uploadTrack.id;
  const cover = await as(
    'mutation($input: UploadTrackCoverInput!) { uploadTrackCover(input: $input) { cover { url } } }',
    { input: { trackId } },
    { variable: 'input.file', filename: 'cover.png', bytes: files.png },
  );
  const playlist = await as(
    'mutation($name: String!, $key: String) { createPlaylist(input: { name: $name, clientMutationId: $key }) { id } }',
    { name: `${label} set`, key: keys.createPlaylist },
  );
  const playlistId: string = playlist.createPlaylist.id;
  await as(
    'mutation($id: ID!, $t: [ID!]!) { addTracksToPlaylist(input: { playlistId: $id, trackIds: $t }) { id } }',
    { id: playlistId, t: [trackId] },
  );
  const project = await as('mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }', {
    input: {
      title: `${label} song`,
      bpm: 100,
      key: 'C',
      tags: ['audit'],
      clientMutationId: keys.createProject,
    },
  });
  const projectId: string = project.createProject.id;
  await as('mutation($input: AttachTrackToProjectInput!) { attachTrackToProject(input: $input) { id } }', {
    input: { projectId, trackId },
  });
  const uploaded = await as(
    'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { id track { id } } } } }',
    { input: { projectId, clientMutationId: keys.uploadProjectTrack } },
    { variable: 'input.file', filename: 'demo.wav', bytes: files.wav },
  );
  // A second version of the uploaded song (its v1 is the upload itself).
  const songId: string = uploaded.uploadProjectTrack.tracks.nodes.at(-1).id;
  const version = await as(
    'mutation($input: UploadVersionInput!) { uploadVersion(input: $input) { id audio { url } } }',
    { input: { projectTrackId: songId, note: 'Louder' } },
    { variable: 'input.file', filename: 'v2.wav', bytes: files.wav },
  );
  const versions = await as('query($id: ID!) { node(id: $id) { ... on ProjectTrack { versions { id } } } }', {
    id: songId,
  });
  const versionIds: string[] = versions.node.versions.map((each: { id: string }) => each.id);
  if (!versionIds.includes(version.uploadVersion.id)) throw new Error('The uploaded version is not listed');
  const comment = await as('mutation($input: AddCommentInput!) { addComment(input: $input) { id } }', {
    input: { versionId: version.uploadVersion.id, atSeconds: 0.5, body: 'Louder here' },
  });
  const lyricsSave =
    'mutation($p: ID!, $c: String!) { saveLyrics(input: { projectId: $p, title: "Song", content: $c }) { lyrics { id } } }';
  await as(lyricsSave, { p: projectId, c: 'First verse' });
  const lyrics = await as(lyricsSave, { p: projectId, c: 'First verse, rewritten' });
  const note = await as(
    'mutation($p: ID!, $key: String) { createNote(input: { projectId: $p, content: "Bridge idea", clientMutationId: $key }) { id } }',
    { p: projectId, key: keys.createNote },
  );
  const voice = await as(
    'mutation($input: UploadVoiceNoteInput!) { uploadVoiceNote(input: $input) { id audio { url } } }',
    { input: { projectId, clientMutationId: keys.uploadVoiceNote } },
    { variable: 'input.file', filename: 'voice.ogg', bytes: files.ogg },
  );
  const plan = await as('mutation { planToday { id } }');
  const asked = await as('mutation($input: AskManagerInput!) { askManager(input: $input) { id } }', {
    input: { question: 'What should I release next?' },
  });
  const courses = await as('{ courses { id lessons { id } } }');
  const course = courses.courses[0];
  await as('mutation($c: ID!, $l: ID!) { completeLesson(input: { courseId: $c, lessonId: $l }) { id } }', {
    c: course.id,
    l: course.lessons[0].id,
  });

  // A mutual connection with the peer and messages both ways: notifications for this artist.
  const connect = 'mutation($a: ID!) { connectWithArtist(input: { artistId: $a }) { id } }';
  await as(connect, { a: peer.userId });
  await gqlOk(baseUrl, peer.token, connect, { a: account.userId });
  const message =
    'mutation($a: ID!, $b: String!, $key: String) { sendDirectMessage(input: { artistId: $a, body: $b, clientMutationId: $key }) { id } }';
  const received = await gqlOk(baseUrl, peer.token, message, { a: account.userId, b: `Hi ${label}` });
  const sent = await as(message, { a: peer.userId, b: 'Hi back', key: keys.sendDirectMessage });
  // An invitation to the peer's project, waiting for this artist's answer (only its invitee answers it).
  const peerProject = await gqlOk(
    baseUrl,
    peer.token,
    'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }',
    { input: { title: `Shared with ${label}` } },
  );
  const invited = await gqlOk(
    baseUrl,
    peer.token,
    'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }',
    { input: { projectId: peerProject.createProject.id, artistId: account.userId, role: 'VIEWER' } },
  );
  const inbox = await as('{ notifications { notifications(first: 100) { nodes { id } } } }');

  const projectTracks: { id: string; track: { id: string } }[] = uploaded.uploadProjectTrack.tracks.nodes;
  return {
    label,
    ...account,
    peerId: peer.userId,
    ids: {
      Track: [trackId, ...projectTracks.map((link) => link.track.id).filter((id) => id !== trackId)],
      Playlist: [playlistId],
      Project: [projectId],
      ProjectTrack: projectTracks.map((link) => link.id),
      Lyrics: [lyrics.saveLyrics.lyrics.id],
      Note: [voice.uploadVoiceNote.id, note.createNote.id],
      ManagerTask: plan.planToday.map((task: { id: string }) => task.id),
      ManagerMessage: [asked.askManager.id],
      Notification: inbox.notifications.notifications.nodes.map((item: { id: string }) => item.id),
      DirectMessage: [received.sendDirectMessage.id, sent.sendDirectMessage.id],
      Invitation: [invited.inviteCollaborator.id],
      // The type, for node(id:), and the name the mutations' `versionId` gives it.
      TrackVersion: versionIds,
      Version: versionIds,
      // The type, and the name a reply's `parentId` gives it.
      Comment: [comment.addComment.id],
      Parent: [comment.addComment.id],
      Artist: [account.userId],
      Course: [course.id],
      Lesson: [course.lessons[0].id],
      ClientMutation: Object.values(keys),
    },
    idempotencyKeys: keys,
    media: {
      trackAudio: mediaPath(track.uploadTrack.audio.url),
      noteAudio: mediaPath(voice.uploadVoiceNote.audio.url),
      cover: mediaPath(cover.uploadTrackCover.cover.url),
      versionAudio: mediaPath(version.uploadVersion.audio.url),
    },
  };
}

type SeedUpload = { variable: string; filename: string; bytes: Uint8Array };

/** A signed address as the audits use it: path and query, without the origin it was signed for. */
function mediaPath(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
