import { useTouchScreen } from '../../lib/use-touch-screen';
import './project-tracks.css';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { serverMessage } from '../../apollo/server-message';
import { FormError } from '../../components/FormError';
import { dropzoneRefusals, RefusedFiles, useRefusedFiles } from '../../components/RefusedFiles';
import { ACCEPTED_TRACK_FILES, TRACK_FILE_REFUSALS } from '../tracks/track-files';
import { UploadProjectTrackDocument } from './ProjectTrackDropzone.generated';

interface ProjectTrackDropzoneProps {
  projectId: string;
  /** Names the file input after the project, for pages that show several drop zones. */
  projectTitle?: string;
  /** After a file is added: a page showing more of each song than the cards do reads it again. */
  onUploaded?: () => void;
}

/**
 * Drop (or choose) an MP3 or WAV and it is uploaded into the project at once, with its progress shown.
 * The server names the track after the file and gives it the project's genre, BPM and key.
 */
export function ProjectTrackDropzone({ projectId, projectTitle, onUploaded }: ProjectTrackDropzoneProps) {
  const [uploadTrack] = useMutation(UploadProjectTrackDocument);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const refused = useRefusedFiles();
  const uploading = progress !== null;

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
    disabled: uploading,
    // Each drop or choice lists its own refused files, each by name; an accepted one is uploaded.
    onDrop: ([file], rejections) => {
      refused.refuse(dropzoneRefusals(rejections, TRACK_FILE_REFUSALS));
      if (file) void upload(file);
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
            : isDragActive
              ? 'Drop the file here'
              : touch
                ? 'Tap to choose an MP3 or WAV to add a track'
                : 'Drop an MP3 or WAV here to add a track, or click to choose one'}
        </p>
      </div>
      {uploading && <progress value={progress} max={100} aria-label="Upload progress" />}
      <RefusedFiles refusals={refused.refusals} />
      <FormError message={error} />
    </div>
  );
}
