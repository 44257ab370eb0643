/** The details a track is uploaded with, as typed (BPM too is text until it is sent). */
export interface TrackDetailsDraft {
  title: string;
  artist: string;
  bpm: string;
  key: string;
  genre: string;
  mood: string;
}

export type DetailName = keyof TrackDetailsDraft;

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

/** A track of the artist's that the chosen file looks like (the same file or the same recording). */
export interface LookalikeTrack {
  id: string;
  title: string;
  createdAt: string;
}

/** The details the browser's analysis can fill in. */
export type DetectableName = 'bpm' | 'key';

export interface QueuedUpload {
  /** Stable while the file is queued (two files may share a name). */
  key: string;
  file: File;
  details: TrackDetailsDraft;
  /** Fields the artist has typed in: tags read later never overwrite them. */
  typed: readonly DetailName[];
  /** Fields holding what the analysis detected (not typed, not from tags): sent as `detected`. */
  detected: readonly DetectableName[];
  /** 'detecting' until the browser has listened to the file. */
  listening: 'detecting' | 'done';
  /** The artist's tracks this file looks like; the file waits for 'Upload anyway' or 'Cancel'. */
  lookalikes: readonly LookalikeTrack[];
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  error: string;
}

export type UploadQueueAction =
  | { type: 'add'; uploads: { key: string; file: File; details: TrackDetailsDraft }[] }
  | { type: 'prefill'; key: string; details: Partial<TrackDetailsDraft> }
  | { type: 'detect'; key: string; details: Partial<Pick<TrackDetailsDraft, DetectableName>> }
  | { type: 'listened'; key: string; lookalikes: LookalikeTrack[] }
  | { type: 'keep'; key: string }
  | { type: 'edit'; key: string; name: DetailName; value: string }
  | { type: 'remove'; key: string }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'succeed'; key: string }
  | { type: 'fail'; key: string; error: string };

/** The upload screen's files, each with its details, progress and outcome, in the order chosen. */
export function uploadQueueReducer(queue: QueuedUpload[], action: UploadQueueAction): QueuedUpload[] {
  switch (action.type) {
    case 'add':
      return [
        ...queue,
        ...action.uploads.map((upload) => ({
          ...upload,
          typed: [],
          detected: [],
          listening: 'detecting' as const,
          lookalikes: [],
          status: 'ready' as const,
          progress: 0,
          error: '',
        })),
      ];
    case 'remove':
      return queue.filter((upload) => upload.key !== action.key || upload.status === 'uploading');
    default:
      return queue.map((upload) => (upload.key === action.key ? changed(upload, action) : upload));
  }
}

function changed(upload: QueuedUpload, action: UploadQueueAction): QueuedUpload {
  switch (action.type) {
    case 'prefill': {
      const found = Object.entries(action.details).filter(
        ([name, value]) => value && !upload.typed.includes(name as DetailName),
      );
      const filled = found.map(([name]) => name);
      return {
        ...upload,
        details: { ...upload.details, ...Object.fromEntries(found) },
        detected: upload.detected.filter((name) => !filled.includes(name)),
      };
    }
    case 'detect': {
      // Only into fields still empty: neither typed nor from the file's tags (the artist's own).
      if (upload.status !== 'ready') return upload;
      const found = (Object.entries(action.details) as [DetectableName, string | undefined][]).filter(
        ([name, value]) => value && upload.details[name] === '' && !upload.typed.includes(name),
      );
      return {
        ...upload,
        details: { ...upload.details, ...Object.fromEntries(found) },
        detected: [...upload.detected, ...found.map(([name]) => name)],
      };
    }
    case 'listened':
      return upload.status === 'ready'
        ? { ...upload, listening: 'done', lookalikes: action.lookalikes }
        : { ...upload, listening: 'done' };
    case 'keep':
      return { ...upload, lookalikes: [] };
    case 'edit':
      return {
        ...upload,
        details: { ...upload.details, [action.name]: action.value },
        typed: upload.typed.includes(action.name) ? upload.typed : [...upload.typed, action.name],
        detected: upload.detected.filter((name) => name !== action.name),
        error: upload.status === 'failed' ? '' : upload.error,
        status: upload.status === 'failed' ? 'ready' : upload.status,
      };
    case 'start':
      return { ...upload, status: 'uploading', progress: 0, error: '' };
    case 'progress':
      return { ...upload, progress: action.progress };
    case 'succeed':
      return { ...upload, status: 'done', progress: 1 };
    case 'fail':
      return { ...upload, status: 'failed', error: action.error };
    default:
      return upload;
  }
}

/** The uploads still to send: new ones and ones that failed. */
export function pendingUploads(queue: readonly QueuedUpload[]): QueuedUpload[] {
  return queue.filter((upload) => upload.status === 'ready' || upload.status === 'failed');
}

/** Progress of the whole batch, 0 to 1, weighted by file size. */
export function batchProgress(queue: readonly QueuedUpload[]): number {
  const total = queue.reduce((sum, upload) => sum + upload.file.size, 0);
  if (total === 0) return 0;
  return queue.reduce((sum, upload) => sum + upload.file.size * upload.progress, 0) / total;
}

/** A title from a file name: no extension, underscores as spaces ('night_drive.wav' → 'night drive'). */
export function titleFromFileName(name: string): string {
  const withoutExtension = name.replace(/\.[^.]+$/, '');
  return withoutExtension.replace(/_/g, ' ').trim() || name;
}
