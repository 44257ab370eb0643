import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { type Action, scope } from '../../policies/policy.js';
import { findPages } from '../../shared/entity-page.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import { AUDIO_FORMAT_INFO } from '../audio/audio-format.js';
import type { AudioReceiver, AudioRules, ReceivedAudio } from '../audio/audio-receiver.js';
import type { CreateOutcome, IdempotencyService } from '../idempotency/idempotency.service.js';
import { openProjectFor } from '../projects/project-access.js';
import type { FileJournal } from '../storage/file-journal.js';
import type { FileStorage } from '../storage/storage.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { Note, NoteKind } from './note.entity.js';
import { textNoteSchema, voiceNoteSchema } from './note.inputs.js';

export const INVALID_VOICE_FILE = 'Voice notes must be WebM or Ogg audio recorded with Opus.';
export const DAMAGED_VOICE_FILE =
  'This voice note is cut short or damaged and cannot be played. Please record it again.';
export const NO_VOICE_FILE = 'Record a voice note first.';
export const VOICE_NOTE_FIXED =
  'Only text notes can be edited: a voice note keeps the text it was recorded with.';
/** About ten minutes of speech at the browsers' default Opus bit rate, with room to spare. */
export const VOICE_NOTE_MAX_BYTES = 10 * 1024 * 1024;
const NOTE_NOT_FOUND = 'Note not found.';
const EDIT = { kind: 'edit' } as const;

/**
 * Creative notes on a project: text, a recorded clip (WebM/Opus or Ogg/Opus, checked by its bytes), or
 * both. A clip's row and file are written together or not at all, and deleted together.
 */
export class NoteService {
  private readonly rules: AudioRules = {
    accept: ['WEBM', 'OGG'],
    codecs: ['opus'],
    maxBytes: VOICE_NOTE_MAX_BYTES,
    invalidTypeMessage: INVALID_VOICE_FILE,
    damagedMessage: DAMAGED_VOICE_FILE,
  };

  constructor(
    private readonly audio: AudioReceiver,
    readonly storage: FileStorage,
    private readonly files: FileJournal,
    private readonly idempotency: IdempotencyService,
    private readonly workFeed: WorkFeed,
  ) {}

  /** When the artist last wrote or recorded a note; null before the first. */
  async latestNoteAt(em: EntityManager, ownerId: string): Promise<Date | null> {
    const latest = await em.findOne(Note, scope(Note, ownerId, 'list'), {
      fields: ['createdAt'],
      orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }],
    });
    return latest?.createdAt ?? null;
  }

  receiveVoice(source: Readable): Promise<ReceivedAudio> {
    return this.audio.receive(source, this.rules);
  }

  /** Each of the artist's projects' notes, newest first, in one query; none for anyone else's. */
  /** The same page of each of the artist's projects' notes, newest first, in one statement. */
  notePages(
    em: EntityManager,
    ownerId: string,
    projectIds: readonly string[],
    request: PageRequest,
  ): Promise<Map<string, Page<Note> | ValidationError>> {
    return findPages(
      em,
      Note,
      { $and: [{ project: { $in: [...projectIds] } }, scope(Note, ownerId)] },
      'project',
      projectIds,
      [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }],
      request,
      { name: 'project-notes' },
    );
  }

  /** A TEXT note; under an idempotency key, a retry answers the note made the first time. */
  async createTextNote(
    em: EntityManager,
    ownerId: string,
    projectId: string,
    input: unknown,
    idempotencyKey?: string | null,
  ): Promise<Note> {
    const { content } = parseInput(textNoteSchema, input);
    const created = await this.idempotency.once(
      em,
      ownerId,
      { key: idempotencyKey, operation: 'createNote', request: { projectId, content } },
      async (tx) => {
        const project = await openProjectFor(tx, ownerId, projectId, EDIT);
        const note = new Note({ owner: tx.getReference(User, ownerId), project, content });
        project.touch();
        tx.persist(note);
        await this.workFeed.changed(tx, project.owner.id, 'notes');
        await this.workFeed.changed(tx, project.owner.id, 'projects');
        return note.id;
      },
    );
    return this.findNote(em, ownerId, created.id);
  }

  /**
   * A VOICE note, or MIXED when it has text too; under an idempotency key, a retry with the same
   * clip and text answers the note made the first time.
   */
  async createVoiceNote(
    em: EntityManager,
    ownerId: string,
    projectId: string,
    input: unknown,
    pendingAudio: Promise<ReceivedAudio> | null,
    idempotencyKey?: string | null,
  ): Promise<Note> {
    // The clip may be refused while the project is looked up: handle that now, rethrow it below.
    pendingAudio?.catch(() => undefined);
    let content: string;
    try {
      content = parseInput(voiceNoteSchema, input).content;
      if (!pendingAudio) throw new ValidationError(NO_VOICE_FILE, { field: 'file' });
      await openProjectFor(em, ownerId, projectId, EDIT);
    } catch (error) {
      await pendingAudio?.then((received) => received.file.discard()).catch(() => undefined);
      throw error;
    }
    const audio = await pendingAudio;
    const storageKey = `notes/${ownerId}/${randomUUID()}.${AUDIO_FORMAT_INFO[audio.format].extension}`;
    const call = {
      key: idempotencyKey,
      operation: 'uploadVoiceNote',
      request: { projectId, content, clip: audio.contentSha256 },
    };
    let created: CreateOutcome;
    try {
      // Stored before the transaction opens (no pooled connection waits on storage); a refused row
      // removes the file again below.
      await this.files.store(em, audio.file, storageKey);
      created = await this.idempotency.once(em, ownerId, call, async (tx) => {
        const project = await openProjectFor(tx, ownerId, projectId, EDIT);
        const note = new Note({
          owner: tx.getReference(User, ownerId),
          project,
          content,
          audio: {
            storageKey,
            format: audio.format,
            durationSeconds: audio.facts.durationSeconds,
            sizeBytes: audio.sizeBytes,
          },
        });
        project.touch();
        tx.persist(note);
        await this.files.keep(tx, [storageKey]);
        await this.workFeed.changed(tx, project.owner.id, 'notes');
        await this.workFeed.changed(tx, project.owner.id, 'projects');
        return note.id;
      });
    } catch (error) {
      await this.files.discard([storageKey]);
      await audio.file.discard();
      throw error;
    }
    // The same note was sent before: it stands, and this second copy of the recording goes.
    if (created.replayed) await this.files.discard([storageKey]);
    return this.findNote(em, ownerId, created.id);
  }

  async findNote(em: EntityManager, ownerId: string, noteId: string, action: Action = 'read'): Promise<Note> {
    const note = isUuid(noteId)
      ? await em.findOne(Note, { id: noteId, ...scope(Note, ownerId, action) })
      : null;
    if (!note) throw new NotFoundError(NOTE_NOT_FOUND);
    return note;
  }

  /**
   * Replaces a TEXT note's text, under the same rules as a new note (trimmed, not blank, bounded);
   * a voice or mixed note is refused. Saving the same text again changes nothing.
   */
  async updateTextNote(em: EntityManager, ownerId: string, noteId: string, input: unknown): Promise<Note> {
    const { content } = parseInput(textNoteSchema, input);
    return unitOfWork(em, async (tx) => {
      const note = await this.findNote(tx, ownerId, noteId, 'update');
      if (note.type !== NoteKind.TEXT) throw new ValidationError(VOICE_NOTE_FIXED, { field: 'noteId' });
      if (note.content === content) return note;
      const project = await openProjectFor(tx, ownerId, note.project.id, EDIT);
      note.content = content;
      project.touch();
      await this.workFeed.changed(tx, project.owner.id, 'projects');
      return note;
    });
  }

  /** Deletes the note; its clip goes after the commit. */
  async deleteNote(em: EntityManager, ownerId: string, noteId: string): Promise<void> {
    await unitOfWork(em, async (tx) => {
      const note = await this.findNote(tx, ownerId, noteId, 'delete');
      const project = await openProjectFor(tx, ownerId, note.project.id, EDIT);
      project.touch();
      tx.remove(note);
      await this.workFeed.changed(tx, project.owner.id, 'notes');
      await this.workFeed.changed(tx, project.owner.id, 'projects');
      const clip = note.audioStorageKey;
      if (clip) await this.files.removeAfterCommit(tx, [clip]);
    });
  }

  /** The clips of all the artist's notes, for deleting the account with its files. */
  async fileKeysOfAll(tx: EntityManager, ownerId: string): Promise<string[]> {
    const notes = await tx.find(
      Note,
      { audioStorageKey: { $ne: null }, ...scope(Note, ownerId, 'delete') },
      { fields: ['audioStorageKey'] },
    );
    return notes.flatMap((note) => (note.audioStorageKey ? [note.audioStorageKey] : []));
  }

  /** The clips of a project's notes, for deleting the project with its files. */
  async projectFileKeys(tx: EntityManager, ownerId: string, projectId: string): Promise<string[]> {
    const notes = await tx.find(
      Note,
      { $and: [{ project: projectId, audioStorageKey: { $ne: null } }, scope(Note, ownerId, 'delete')] },
      { fields: ['audioStorageKey'] },
    );
    return notes.flatMap((note) => (note.audioStorageKey ? [note.audioStorageKey] : []));
  }
}
