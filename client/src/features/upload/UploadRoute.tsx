import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { serverMessage } from '../../apollo/server-message';
import { FormError } from '../../components/FormError';
import { AudioDropzone } from './AudioDropzone';

const UploadTrackMutation = graphql(`
  mutation UploadTrack($file: Upload!, $input: UploadTrackInput!) {
    uploadTrack(file: $file, input: $input) {
      id
      title
    }
  }
`);

const redirectDelayMs = 2000;

function textField(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}

export function UploadRoute() {
  const navigate = useNavigate();
  const [uploadTrack] = useMutation(UploadTrackMutation);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate('/app/tracks'), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setError('Please select a file to upload.');
      return;
    }
    const form = new FormData(event.currentTarget);
    const mood = textField(form, 'mood');
    setError('');
    setProgress(0);
    setUploading(true);
    try {
      await uploadTrack({
        variables: {
          file,
          input: {
            title: textField(form, 'title'),
            artist: textField(form, 'artist'),
            bpm: Number(form.get('bpm')),
            key: textField(form, 'key'),
            genre: textField(form, 'genre'),
            ...(mood ? { mood } : {}),
          },
        },
        context: {
          fetchOptions: { onUploadProgress: (fraction: number) => setProgress(Math.round(fraction * 100)) },
        },
      });
      setSucceeded(true);
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to upload track.'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className="upload">
      <h1>Upload Track</h1>
      <form className="panel upload-form" onSubmit={submit} noValidate={false}>
        <AudioDropzone
          file={file}
          disabled={uploading || succeeded}
          onFile={(chosen) => {
            setFile(chosen);
            setError('');
          }}
          onReject={(message) => {
            setFile(null);
            setError(message);
          }}
        />
        <div className="field-grid">
          <label>
            Title
            <input name="title" required maxLength={200} />
          </label>
          <label>
            Artist
            <input name="artist" required maxLength={200} />
          </label>
          <label>
            BPM
            <input name="bpm" type="number" required min={20} max={300} step="any" inputMode="decimal" />
          </label>
          <label>
            Key
            <input name="key" required maxLength={20} placeholder="e.g. A minor" />
          </label>
          <label>
            Genre
            <input name="genre" required maxLength={50} />
          </label>
          <label>
            Mood (optional)
            <input name="mood" maxLength={50} />
          </label>
        </div>
        {(uploading || succeeded) && (
          <progress className="upload-progress" value={progress} max={100} aria-label="Upload progress" />
        )}
        <FormError message={error} />
        {succeeded && (
          <p className="form-success" role="status">
            Upload successful! Redirecting...
          </p>
        )}
        <button type="submit" className="button" disabled={uploading || succeeded}>
          {uploading ? `Uploading... ${progress}%` : 'Upload Track'}
        </button>
      </form>
    </section>
  );
}
