import './upload.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { confidentKey, confidentTempo, musicalKeyName, NO_TRACK_FILE } from '@backline/field-rules';
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { RefusedFiles, useRefusedFiles } from '../../components/RefusedFiles';
import type { WorkspaceUser } from '../workspace/workspace-user';
import { AudioDropzone } from './AudioDropzone';
import { detectFileSound, type FileSound, type SoundDetector } from './detect-sound';
import { readAudioTags } from './read-audio-tags';
import { UploadItem } from './UploadItem';
import { TracksLikeFileDocument, UploadGenresDocument, UploadTrackDocument } from './UploadRoute.generated';
import {
  batchProgress,
  type LookalikeTrack,
  pendingUploads,
  titleFromFileName,
  uploadQueueReducer,
} from './upload-queue';

const redirectDelayMs = 2000;

/**
 * Upload one or several MP3 or WAV files. Each file gets its own details, prefilled from its tags
 * (else its name and the artist's name) and from what the browser detects in its audio (tempo, key),
 * and its own progress; they are sent one after another. A file that looks like one of the artist's
 * tracks waits for 'Upload anyway' or 'Cancel'. When all have arrived, the screen says so and moves
 * to Tracks. `detectSound` is the browser's own listening (tests give theirs).
 */
export function UploadRoute({ detectSound = detectFileSound }: { detectSound?: SoundDetector }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  // Undefined for the moment the workspace frame is still loading the artist.
  const me = useOutletContext<WorkspaceUser | undefined>();
  const genreListId = useId();
  const { data: genres } = useQuery(UploadGenresDocument);
  const [uploadTrack] = useMutation(UploadTrackDocument);
  const [queue, dispatch] = useReducer(uploadQueueReducer, []);
  const [uploading, setUploading] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState('');
  const refused = useRefusedFiles();
  const nextKey = useRef(0);
  /** What each file was found to look like, once heard: the upload waits for it before sending. */
  const heard = useRef(new Map<string, Promise<LookalikeTrack[]>>());
  /** Files the artist chose to send anyway. */
  const keptAnyway = useRef(new Set<string>());
  // The batch reads each file's details as they are when its turn comes, not as they were at the click.
  const latestQueue = useRef(queue);
  latestQueue.current = queue;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate('/app/tracks'), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  // Files chosen before the workspace frame knew the artist get their name once it arrives (unless typed).
  const artistName = me?.artistName;
  useEffect(() => {
    if (!artistName) return;
    for (const upload of latestQueue.current) {
      if (upload.details.artist === '' && !upload.typed.includes('artist'))
        dispatch({ type: 'prefill', key: upload.key, details: { artist: artistName } });
    }
  }, [artistName]);

  /** A drop or a choice: its refused files are listed (the last drop's), its MP3 and WAV files join the queue. */
  const addFiles = (files: File[], refusals: string[]) => {
    refused.refuse(refusals);
    if (files.length === 0) return;
    setError('');
    const uploads = files.map((file) => ({
      key: `upload-${nextKey.current++}`,
      file,
      details: {
        title: titleFromFileName(file.name),
        artist: me?.artistName ?? '',
        bpm: '',
        key: '',
        genre: '',
        mood: '',
      },
    }));
    dispatch({ type: 'add', uploads });
    for (const upload of uploads) {
      void readAudioTags(upload.file).then((details) =>
        dispatch({ type: 'prefill', key: upload.key, details }),
      );
      heard.current.set(upload.key, listenTo(upload.key, upload.file));
    }
  };

  /** Prefills the detected tempo and key, then asks the server which of the artist's tracks it looks like. */
  const listenTo = async (key: string, file: File): Promise<LookalikeTrack[]> => {
    const sound = await detectSound(file).catch(() => null);
    if (sound?.audio) {
      const tempo = confidentTempo({
        tempoBpm: sound.audio.tempo.bpm,
        tempoConfidence: sound.audio.tempo.confidence,
      });
      const musicalKey = confidentKey({
        key: sound.audio.key.key,
        keyConfidence: sound.audio.key.confidence,
      });
      dispatch({
        type: 'detect',
        key,
        details: {
          ...(tempo != null ? { bpm: String(tempo) } : {}),
          ...(musicalKey ? { key: musicalKeyName(musicalKey) } : {}),
        },
      });
    }
    const lookalikes = sound ? await lookalikesOf(sound) : [];
    dispatch({ type: 'listened', key, lookalikes });
    return lookalikes;
  };

  const lookalikesOf = async ({ contentSha256, audio }: FileSound): Promise<LookalikeTrack[]> => {
    try {
      const { data } = await client.query({
        query: TracksLikeFileDocument,
        variables: {
          file: {
            contentSha256,
            ...(audio ? { fingerprint: audio.fingerprint, durationSeconds: audio.durationSeconds } : {}),
          },
        },
        fetchPolicy: 'network-only',
      });
      return data?.tracksLikeFile ?? [];
    } catch {
      // Only a question before the upload: without an answer, the file is sent as any other.
      return [];
    }
  };

  /** Sends one file: 'asked' when it turned out to look like a track the artist has, and waits for an answer. */
  const send = async (key: string): Promise<boolean | 'asked'> => {
    // Heard first (a moment for most files): a match found meanwhile is asked about, not sent.
    const lookalikes = (await heard.current.get(key)) ?? [];
    if (lookalikes.length > 0 && !keptAnyway.current.has(key)) return 'asked';
    const upload = latestQueue.current.find((queued) => queued.key === key);
    if (!upload) return true;
    const { details } = upload;
    dispatch({ type: 'start', key: upload.key });
    try {
      await uploadTrack({
        variables: {
          input: {
            file: upload.file,
            title: details.title.trim(),
            artist: details.artist.trim(),
            bpm: Number(details.bpm),
            key: details.key.trim(),
            genre: details.genre.trim(),
            ...(details.mood.trim() ? { mood: details.mood.trim() } : {}),
            ...(upload.detected.length > 0
              ? { detected: upload.detected.map((name) => (name === 'bpm' ? 'BPM' : 'KEY')) }
              : {}),
          },
        },
        context: {
          fetchOptions: {
            onUploadProgress: (fraction: number) =>
              dispatch({ type: 'progress', key: upload.key, progress: fraction }),
          },
        },
      });
      dispatch({ type: 'succeed', key: upload.key });
      return true;
    } catch (failure) {
      dispatch({ type: 'fail', key: upload.key, error: serverMessage(failure, 'Failed to upload track.') });
      return false;
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pending = pendingUploads(queue);
    if (pending.length === 0) {
      setError(NO_TRACK_FILE);
      return;
    }
    const undecided = pending.find((upload) => upload.lookalikes.length > 0);
    if (undecided) {
      setError(`Choose 'Upload anyway' or 'Cancel' for ${undecided.file.name} first.`);
      return;
    }
    setError('');
    refused.clear();
    setUploading(true);
    let allArrived = true;
    const asked: string[] = [];
    for (const { key, file } of pending) {
      const sent = await send(key);
      if (sent === 'asked') asked.push(file.name);
      allArrived = sent === true && allArrived;
    }
    setUploading(false);
    if (asked.length > 0) setError(`Choose 'Upload anyway' or 'Cancel' for ${asked.join(', ')} first.`);
    else if (allArrived) setSucceeded(true);
  }

  const pendingCount = pendingUploads(queue).length;
  const busy = uploading || succeeded;
  return (
    <section className="upload">
      <h1>Upload Track</h1>
      <form className="panel upload-form" onSubmit={submit}>
        <AudioDropzone disabled={busy} onDrop={addFiles} />
        <RefusedFiles refusals={refused.refusals} />
        {queue.length > 0 && (
          <p className="muted">
            Title, artist, BPM, key and genre are needed; BPM and key fill in when the file's tags or its
            audio tell them.
          </p>
        )}
        {queue.length > 0 && (
          <ol className="upload-items" aria-label="Files to upload">
            {queue.map((upload) => (
              <UploadItem
                key={upload.key}
                upload={upload}
                genreListId={genreListId}
                locked={busy}
                onEdit={(name, value) => dispatch({ type: 'edit', key: upload.key, name, value })}
                onRemove={() => dispatch({ type: 'remove', key: upload.key })}
                onKeep={() => {
                  keptAnyway.current.add(upload.key);
                  dispatch({ type: 'keep', key: upload.key });
                }}
              />
            ))}
          </ol>
        )}
        <datalist id={genreListId}>
          {(genres?.trackGenres ?? []).map((genre) => (
            <option key={genre} value={genre} />
          ))}
        </datalist>
        <FormError message={error} />
        {succeeded && (
          <p className="form-success" role="status">
            Upload successful! Redirecting...
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {uploading
            ? `Uploading... ${Math.round(batchProgress(queue) * 100)}%`
            : pendingCount > 1
              ? `Upload ${pendingCount} Tracks`
              : 'Upload Track'}
        </Button>
      </form>
    </section>
  );
}
