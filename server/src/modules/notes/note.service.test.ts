import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UnsupportedMediaError } from '../../shared/errors.js';
import { pageRequest } from '../../shared/paging.js';
import { makeMp3 } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { filesUnder } from '../../test/storage-files.js';
import { servicesWithProject } from '../../test/test-services.js';
import { makeOggOpus, makeWebmOpus } from '../../test/voice-fixtures.js';
import { Note, NoteKind } from './note.entity.js';
import type { NoteService } from './note.service.js';

const db = useTestDatabase();
const { fork } = db;
const chromiumRecording = () =>
  fs.readFile(path.join(import.meta.dirname, '../../test/fixtures/chromium-voice-1500ms.webm'));
/** A real Ogg/Opus file: opusenc (opus-tools 0.2, libopus 1.3.1) of a 1.5 s hummed phrase. */
const opusencRecording = () =>
  fs.readFile(path.join(import.meta.dirname, '../../test/fixtures/opusenc-voice-1500ms.opus'));

/** The project's notes as its first page shows them, newest first. */
async function notesOf(notes: NoteService, callerId: string, projectId: string): Promise<Note[]> {
  const pages = await notes.notePages(fork(), callerId, [projectId], pageRequest({ first: 100 }));
  const page = pages.get(projectId);
  if (page instanceof Error) throw page;
  return page?.items ?? [];
}

describe('text notes', () => {
  it('saves trimmed text, refuses blank text, and lists newest first', async () => {
    const { notes, owner, project } = await servicesWithProject(db.orm, { title: 'Sketches' });
    await expect(
      notes.createTextNote(fork(), owner.id, project.id, { content: '  \n ' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Write something before saving the note.',
    });
    await notes.createTextNote(fork(), owner.id, project.id, { content: ' first idea ' });
    await notes.createTextNote(fork(), owner.id, project.id, { content: 'second idea' });
    const listed = await notesOf(notes, owner.id, project.id);
    expect(listed.map((note) => [note.type, note.content])).toEqual([
      [NoteKind.TEXT, 'second idea'],
      [NoteKind.TEXT, 'first idea'],
    ]);
  });
});

describe('editing a text note', () => {
  it('replaces the text under the rules of a new note and keeps its place', async () => {
    const { notes, owner, project } = await servicesWithProject(db.orm, { title: 'Sketches' });
    const first = await notes.createTextNote(fork(), owner.id, project.id, { content: 'Ver' });
    const second = await notes.createTextNote(fork(), owner.id, project.id, { content: 'other' });
    const updated = await notes.updateTextNote(fork(), owner.id, first.id, { content: ' Verse two \n' });
    expect(updated).toMatchObject({ id: first.id, type: NoteKind.TEXT, content: 'Verse two' });
    for (const content of ['  ', 'x'.repeat(10_001)]) {
      await expect(notes.updateTextNote(fork(), owner.id, first.id, { content })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    }
    await expect(notes.updateTextNote(fork(), owner.id, first.id, { content: '' })).rejects.toThrow(
      'Write something before saving the note.',
    );
    const listed = await notesOf(notes, owner.id, project.id);
    expect(listed.map((note) => [note.id, note.content])).toEqual([
      [second.id, 'other'],
      [first.id, 'Verse two'],
    ]);
  });

  it('refuses to edit a voice or mixed note, leaving it as it was', async () => {
    const { notes, owner, project } = await servicesWithProject(db.orm, { title: 'Sketches' });
    const voice = await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      notes.receiveVoice(Readable.from(makeWebmOpus())),
    );
    const mixed = await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      { content: 'hum' },
      notes.receiveVoice(Readable.from(makeWebmOpus())),
    );
    for (const note of [voice, mixed]) {
      await expect(
        notes.updateTextNote(fork(), owner.id, note.id, { content: 'typed over' }),
      ).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Only text notes can be edited: a voice note keeps the text it was recorded with.',
      });
    }
    const kept = await notesOf(notes, owner.id, project.id);
    expect(kept.map((note) => [note.type, note.content])).toEqual([
      [NoteKind.MIXED, 'hum'],
      [NoteKind.VOICE, ''],
    ]);
  });
});

describe('voice notes', () => {
  it("accepts Chromium's MediaRecorder WebM with its real duration", async () => {
    const { notes, owner, project, config } = await servicesWithProject(db.orm, { title: 'Sketches' });
    const recording = await chromiumRecording();
    const note = await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      notes.receiveVoice(Readable.from(recording)),
    );
    expect(note).toMatchObject({ type: NoteKind.VOICE, content: '', audioFormat: 'WEBM' });
    expect(note.audioDurationSeconds).toBeCloseTo(1.5, 1);
    expect(note.audioSizeBytes).toBe(recording.length);
    expect(await filesUnder(config.storage.dir)).toEqual([expect.stringMatching(/\.webm$/)]);
  });

  it('makes a MIXED note from a clip with text, from Ogg/Opus too', async () => {
    const { notes, owner, project } = await servicesWithProject(db.orm, { title: 'Sketches' });
    const note = await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      { content: 'hum this for the bridge' },
      notes.receiveVoice(Readable.from(makeOggOpus({ seconds: 2.4 }))),
    );
    expect(note).toMatchObject({
      type: NoteKind.MIXED,
      content: 'hum this for the bridge',
      audioFormat: 'OGG',
    });
    expect(note.audioDurationSeconds).toBeCloseTo(2.4, 2);
    const webm = await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      notes.receiveVoice(Readable.from(makeWebmOpus({ seconds: 3 }))),
    );
    expect(webm.audioDurationSeconds).toBeCloseTo(3, 2);
  });

  it('refuses MP3, non-Opus WebM and a missing clip, leaving no row or file', async () => {
    const { notes, owner, project, config } = await servicesWithProject(db.orm, { title: 'Sketches' });
    for (const bytes of [
      makeMp3({ seconds: 0.5 }),
      makeWebmOpus({ codecId: 'A_VORBIS' }),
      Buffer.from('not audio'),
    ]) {
      await expect(
        notes.createVoiceNote(fork(), owner.id, project.id, {}, notes.receiveVoice(Readable.from(bytes))),
      ).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Voice notes must be WebM or Ogg audio recorded with Opus.',
      });
    }
    await expect(notes.createVoiceNote(fork(), owner.id, project.id, {}, null)).rejects.toThrow(
      'Record a voice note first.',
    );
    expect(await fork().count(Note, {})).toBe(0);
    expect(await filesUnder(config.storage.dir)).toEqual([]);
  });

  it('refuses a real recording cut to 1 KB as cut short or damaged, leaving no row or file', async () => {
    const { notes, owner, project, config } = await servicesWithProject(db.orm, { title: 'Sketches' });
    const truncated = (await chromiumRecording()).subarray(0, 1024);
    await expect(
      notes.createVoiceNote(fork(), owner.id, project.id, {}, notes.receiveVoice(Readable.from(truncated))),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This voice note is cut short or damaged and cannot be played. Please record it again.',
    });
    expect(await fork().count(Note, {})).toBe(0);
    expect(await filesUnder(config.storage.dir)).toEqual([]);
  });

  it('keeps a whole real Ogg/Opus recording and refuses it cut in half, leaving no row or file', async () => {
    const { notes, owner, project, config } = await servicesWithProject(db.orm, { title: 'Sketches' });
    const recording = await opusencRecording();
    const whole = await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      notes.receiveVoice(Readable.from(recording)),
    );
    expect(whole).toMatchObject({ audioFormat: 'OGG', audioSizeBytes: recording.length });
    expect(whole.audioDurationSeconds).toBeCloseTo(1.5, 2);

    const halfway = recording.subarray(0, Math.floor(recording.length / 2));
    await expect(
      notes.createVoiceNote(fork(), owner.id, project.id, {}, notes.receiveVoice(Readable.from(halfway))),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This voice note is cut short or damaged and cannot be played. Please record it again.',
    });
    expect(await fork().count(Note, {})).toBe(1);
    expect(await filesUnder(config.storage.dir)).toEqual([expect.stringMatching(/\.ogg$/)]);
  });

  it('answers a refusal that arrives while the project is still being looked up', async () => {
    const { notes, owner, project } = await servicesWithProject(db.orm, { title: 'Sketches' });
    // Already refused before the service starts: it must not go unhandled during the lookup.
    const refused = Promise.reject(
      new UnsupportedMediaError('Voice notes must be WebM or Ogg audio recorded with Opus.'),
    );
    await expect(notes.createVoiceNote(fork(), owner.id, project.id, {}, refused)).rejects.toThrow(
      'Voice notes must be WebM or Ogg audio recorded with Opus.',
    );
  });

  it('deletes a voice note with its file', async () => {
    const { notes, owner, project, config } = await servicesWithProject(db.orm, { title: 'Sketches' });
    const note = await notes.createVoiceNote(
      fork(),
      owner.id,
      project.id,
      {},
      notes.receiveVoice(Readable.from(makeWebmOpus())),
    );
    await notes.deleteNote(fork(), owner.id, note.id);
    expect(await fork().count(Note, {})).toBe(0);
    expect(await filesUnder(config.storage.dir)).toEqual([]);
  });
});

describe('note isolation', () => {
  it("answers NOT_FOUND for another artist's project or note and changes nothing", async () => {
    const { notes, owner, project, config } = await servicesWithProject(db.orm, { title: 'Sketches' });
    const intruder = await insertArtist(fork());
    const note = await notes.createTextNote(fork(), owner.id, project.id, { content: 'secret' });
    expect(await notesOf(notes, intruder.id, project.id)).toEqual([]);
    await expect(
      notes.createTextNote(fork(), intruder.id, project.id, { content: 'graffiti' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      notes.createVoiceNote(
        fork(),
        intruder.id,
        project.id,
        {},
        notes.receiveVoice(Readable.from(makeWebmOpus())),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(notes.deleteNote(fork(), intruder.id, note.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Note not found.',
    });
    for (const noteId of [note.id, 'not-a-uuid']) {
      await expect(
        notes.updateTextNote(fork(), intruder.id, noteId, { content: 'graffiti' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Note not found.' });
    }
    expect((await notesOf(notes, owner.id, project.id)).map((kept) => kept.content)).toEqual(['secret']);
    expect(await filesUnder(config.storage.dir)).toEqual([]);
  });
});
