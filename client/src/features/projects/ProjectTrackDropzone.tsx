import './project-tracks.css';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { serverMessage } from '../../apollo/server-message';
import { FormError } from '../../components/FormError';
import { UploadProjectTrackDocument } from './ProjectTrackDropzone.generated';

/** MP3 and WAV by MIME type or extension, as browsers disagree on WAV's type (as on Upload Track). */
const acceptedAudio = {
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/x-wav': ['.wav'],
  'audio/wave': ['.wav'],
};

const invalidTypeMessage = 'Invalid file type. Please upload MP3 or WAV files.';

function rejectionMessage(rejections: FileRejection[]): string {
  const error = rejections[0]?.errors[0];
  if (!error || error.code === 'file-invalid-type') return invalidTypeMessage;
  return error.message;
}

interface ProjectTrackDropzoneProps {
  projectId: string;
  /** Names the file input after the project, for pages that show several drop zones. */
  projectTitle?: string;
}

/**
 * Drop (or choose) an MP3 or WAV and it is uploaded into the project at once, with its progress shown.
 * The server names the track after the file and gives it the project's genre, BPM and key.
 */
export function ProjectTrackDropzone({ projectId, projectTitle }: ProjectTrackDropzoneProps) {
  const [uploadTrack] = useMutation(UploadProjectTrackDocument);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
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
    } finally {
      setProgress(null);
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptedAudio,
    multiple: false,
    disabled: uploading,
    onDropAccepted: ([file]) => file && upload(file),
    onDropRejected: (rejections) => setError(rejectionMessage(rejections)),
  });

  const inputLabel = projectTitle ? `Audio file for ${projectTitle} (MP3 or WAV)` : 'Audio file (MP3 or WAV)';
  return (
    <div className="project-track-dropzone">
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
        <input {...getInputProps({ 'aria-label': inputLabel })} />
        <p>
          {uploading
            ? `Uploading... ${progress}%`
            : isDragActive
              ? 'Drop the file here'
              : 'Drop an MP3 or WAV here to add a track, or click to choose one'}
        </p>
      </div>
      {uploading && <progress value={progress} max={100} aria-label="Upload progress" />}
      <FormError message={error} />
    </div>
  );
}
