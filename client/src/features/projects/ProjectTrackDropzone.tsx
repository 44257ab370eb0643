import { useTouchScreen } from '../../lib/use-touch-screen';
import './project-tracks.css';
import '../upload/upload.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { dropzoneRefusals, RefusedFiles, useRefusedFiles } from '../../components/RefusedFiles';
import { formatShortDate } from '../../lib/short-date';
import { ACCEPTED_TRACK_FILES, TRACK_FILE_REFUSALS } from '../tracks/track-files';
import { detectFileSound, type SoundDetector } from '../upload/detect-sound';
import {
  AddLibraryTrackToProjectDocument,
  ProjectFileLookalikesDocument,
  UploadProjectTrackDocument,
} from './ProjectTrackDropzone.generated';

interface Lookalike {
  file: File;
  track: { id: string; title: string; createdAt: string };
}

interface ProjectTrackDropzoneProps {
  projectId: string;
  /** Names the file input after the project, for pages that show several drop zones. */
  projectTitle?: string;
  /** After a file is added: a page showing more of each song than the cards do reads it again. */
  onUploaded?: () => void;
  /** The browser's own listening (tests give theirs). */
  detectSound?: SoundDetector;
}

/**
 * Drop (or choose) an MP3 or WAV and it is uploaded into the project, with its progress shown. The
 * server names the track after the file and gives it the project's genre, BPM and key. A file that is
 * a track already in the library (the same file, or the same recording) asks first: add that track,
 * upload a copy anyway, or cancel.
 */
export function ProjectTrackDropzone({
  projectId,
  projectTitle,
  onUploaded,
  detectSound = detectFileSound,
}: ProjectTrackDropzoneProps) {
  const client = useApolloClient();
  const [uploadTrack] = useMutation(UploadProjectTrackDocument);
  const [addLibraryTrack] = useMutation(AddLibraryTrackToProjectDocument);
  const [progress, setProgress] = useState<number | null>(null);
  const [listening, setListening] = useState(false);
  const [lookalike, setLookalike] = useState<Lookalike | null>(null);
  const [error, setError] = useState('');
  const refused = useRefusedFiles();
  const uploading = progress !== null;

  /** Hears the file first: one the library already holds is asked about, anything else is uploaded. */
  const consider = async (file: File) => {
    setError('');
    setListening(true);
    const track = await libraryTrackLike(file).catch(() => null);
    setListening(false);
    if (track) setLookalike({ file, track });
    else await upload(file);
  };

  const libraryTrackLike = async (file: File) => {
    const sound = await detectSound(file);
    if (!sound) return null;
    const { data } = await client.query({
      query: ProjectFileLookalikesDocument,
      variables: {
        file: {
          contentSha256: sound.contentSha256,
          ...(sound.audio
            ? { fingerprint: sound.audio.fingerprint, durationSeconds: sound.audio.durationSeconds }
            : {}),
        },
      },
      fetchPolicy: 'network-only',
    });
    return data?.tracksLikeFile[0] ?? null;
  };

  const addFromLibrary = async ({ track }: Lookalike) => {
    setLookalike(null);
    try {
      await addLibraryTrack({ variables: { input: { projectId, trackId: track.id } } });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to add the track.'));
      return;
    }
    onUploaded?.();
  };

  const upload = async (file: File) => {
    setError('');
    setProgress(0);
    try {
      await uploadTrack({
        variables: { input: { projectId, file } },
        context: {
          fetchOptions: { onUploadProgress: (fraction: number) => setProgress(Math.round(fraction * 100)) },
        },
      });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to upload track.'));
      return;
    } finally {
      setProgress(null);
    }
    onUploaded?.();
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_TRACK_FILES,
    multiple: false,
    disabled: uploading || listening || lookalike !== null,
    // Each drop or choice lists its own refused files, each by name; an accepted one is uploaded.
    onDrop: ([file], rejections) => {
      refused.refuse(dropzoneRefusals(rejections, TRACK_FILE_REFUSALS));
      if (file) void consider(file);
    },
  });

  const inputLabel = projectTitle ? `Audio file for ${projectTitle} (MP3 or WAV)` : 'Audio file (MP3 or WAV)';
  const touch = useTouchScreen();
  return (
    <div className="project-track-dropzone">
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
        <input {...getInputProps({ 'aria-label': inputLabel })} />
        <p>
          {uploading
            ? `Uploading... ${progress}%`
            : listening
              ? 'Listening to the file…'
              : isDragActive
                ? 'Drop the file here'
                : touch
                  ? 'Tap to choose an MP3 or WAV to add a track'
                  : 'Drop an MP3 or WAV here to add a track, or click to choose one'}
        </p>
      </div>
      {uploading && <progress value={progress} max={100} aria-label="Upload progress" />}
      {lookalike && (
        <div className="upload-lookalike" role="alert">
          <p>
            This looks like <Link to={`/app/tracks/${lookalike.track.id}`}>{lookalike.track.title}</Link>,
            uploaded on {formatShortDate(lookalike.track.createdAt)}.
          </p>
          <div className="upload-lookalike-actions">
            <Button size="small" onClick={() => void addFromLibrary(lookalike)}>
              Add {lookalike.track.title} from your library
            </Button>
            <Button
              size="small"
              variant="secondary"
              onClick={() => {
                setLookalike(null);
                void upload(lookalike.file);
              }}
            >
              Upload anyway
            </Button>
            <Button size="small" variant="secondary" onClick={() => setLookalike(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <RefusedFiles refusals={refused.refusals} />
      <FormError message={error} />
    </div>
  );
}
