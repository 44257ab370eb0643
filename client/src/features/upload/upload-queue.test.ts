import { describe, expect, it } from 'vitest';
import {
  batchProgress,
  pendingUploads,
  type QueuedUpload,
  type TrackDetailsDraft,
  titleFromFileName,
  uploadQueueReducer,
} from './upload-queue';

const blank: TrackDetailsDraft = { title: '', artist: 'Nova', bpm: '', key: '', genre: '', mood: '' };
const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'audio/wav' });

function queueOf(...names: [string, number][]): QueuedUpload[] {
  return uploadQueueReducer([], {
    type: 'add',
    uploads: names.map(([name, bytes]) => ({ key: name, file: file(name, bytes), details: { ...blank } })),
  });
}

describe('the upload queue', () => {
  it('adds files in the order chosen, each ready with no progress', () => {
    const queue = queueOf(['a.wav', 10], ['b.mp3', 30]);
    expect(queue.map((upload) => [upload.key, upload.status, upload.progress])).toEqual([
      ['a.wav', 'ready', 0],
      ['b.mp3', 'ready', 0],
    ]);
  });

  it('fills details from tags, but never over what the artist typed', () => {
    let queue = queueOf(['a.wav', 10]);
    queue = uploadQueueReducer(queue, { type: 'edit', key: 'a.wav', name: 'title', value: 'My Title' });
    queue = uploadQueueReducer(queue, {
      type: 'prefill',
      key: 'a.wav',
      details: { title: 'Tag Title', artist: 'Tag Artist', bpm: '128' },
    });
    expect(queue[0]?.details).toMatchObject({ title: 'My Title', artist: 'Tag Artist', bpm: '128' });
  });

  it("lets the file's tags replace a detection, and keeps what is still detected marked", () => {
    let queue = queueOf(['a.wav', 10]);
    queue = uploadQueueReducer(queue, {
      type: 'detect',
      key: 'a.wav',
      details: { bpm: '128', key: 'A minor' },
    });
    expect(queue[0]).toMatchObject({ details: { bpm: '128', key: 'A minor' }, detected: ['bpm', 'key'] });
    queue = uploadQueueReducer(queue, { type: 'prefill', key: 'a.wav', details: { bpm: '127.5' } });
    expect(queue[0]).toMatchObject({ details: { bpm: '127.5', key: 'A minor' }, detected: ['key'] });
    // Once sent, nothing detected later changes it; the question of lookalikes is not asked either.
    queue = uploadQueueReducer(queue, { type: 'start', key: 'a.wav' });
    queue = uploadQueueReducer(queue, { type: 'detect', key: 'a.wav', details: { bpm: '90' } });
    queue = uploadQueueReducer(queue, {
      type: 'listened',
      key: 'a.wav',
      lookalikes: [{ id: 't1', title: 'Old', createdAt: '2026-01-01T00:00:00Z' }],
    });
    expect(queue[0]).toMatchObject({ details: { bpm: '127.5' }, lookalikes: [], listening: 'done' });
  });

  it('follows each upload through its progress to its outcome', () => {
    let queue = queueOf(['a.wav', 10], ['b.wav', 30]);
    queue = uploadQueueReducer(queue, { type: 'start', key: 'a.wav' });
    queue = uploadQueueReducer(queue, { type: 'progress', key: 'a.wav', progress: 0.5 });
    expect(batchProgress(queue)).toBeCloseTo(5 / 40);
    queue = uploadQueueReducer(queue, { type: 'succeed', key: 'a.wav' });
    queue = uploadQueueReducer(queue, { type: 'start', key: 'b.wav' });
    queue = uploadQueueReducer(queue, { type: 'fail', key: 'b.wav', error: 'Title is required.' });
    expect(queue.map((upload) => upload.status)).toEqual(['done', 'failed']);
    expect(pendingUploads(queue).map((upload) => upload.key)).toEqual(['b.wav']);

    // Correcting a failed upload makes it ready to send again, without the old error.
    queue = uploadQueueReducer(queue, { type: 'edit', key: 'b.wav', name: 'title', value: 'Fixed' });
    expect(queue[1]).toMatchObject({ status: 'ready', error: '' });
  });

  it('removes a file unless it is being sent', () => {
    let queue = queueOf(['a.wav', 10], ['b.wav', 30]);
    queue = uploadQueueReducer(queue, { type: 'start', key: 'a.wav' });
    queue = uploadQueueReducer(queue, { type: 'remove', key: 'a.wav' });
    queue = uploadQueueReducer(queue, { type: 'remove', key: 'b.wav' });
    expect(queue.map((upload) => upload.key)).toEqual(['a.wav']);
  });

  it('titles a file by its name without the extension', () => {
    expect(titleFromFileName('night_drive.final.wav')).toBe('night drive.final');
    expect(titleFromFileName('Aurora.mp3')).toBe('Aurora');
  });
});
