import { BPM_RANGE, TRACK_TEXT_DETAILS } from '@backline/field-rules';
import { type ChangeEvent, useId } from 'react';
import { Button } from '../../components/Button';
import type { DetailName, QueuedUpload } from './upload-queue';

interface UploadItemProps {
  upload: QueuedUpload;
  genreListId: string;
  /** While a batch is being sent, no file's details change and none is removed. */
  locked: boolean;
  onEdit: (name: DetailName, value: string) => void;
  onRemove: () => void;
}

/** The server's length limit and whether the detail is required, as the input's own checks. */
function textRules(name: keyof typeof TRACK_TEXT_DETAILS) {
  const { maxLength, required } = TRACK_TEXT_DETAILS[name];
  return { maxLength, required };
}

const statusText = { ready: '', uploading: 'Uploading…', done: 'Uploaded', failed: '' } as const;

/** One chosen file: its details (prefilled from its tags), its own progress, and its outcome. */
export function UploadItem({ upload, genreListId, locked: batchRunning, onEdit, onRemove }: UploadItemProps) {
  const { file, details, status } = upload;
  const locked = batchRunning || status === 'uploading' || status === 'done';
  const field = (name: DetailName) => ({
    name,
    value: details[name],
    disabled: locked,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onEdit(name, event.target.value),
  });
  const percent = Math.round(upload.progress * 100);
  const nameId = useId();

  return (
    <li className="upload-item" data-status={status}>
      <fieldset className="upload-item-box" aria-labelledby={nameId}>
        <p className="upload-item-name truncate" id={nameId} title={file.name}>
          {file.name} <span className="muted">({(file.size / 1024 / 1024).toFixed(2)} MB)</span>
        </p>
        <div className="field-grid">
          <label>
            Title
            <input {...field('title')} {...textRules('title')} />
          </label>
          <label>
            Artist
            <input {...field('artist')} {...textRules('artist')} />
          </label>
          <label>
            BPM
            <input
              {...field('bpm')}
              type="number"
              required
              min={BPM_RANGE.min}
              max={BPM_RANGE.max}
              step="any"
              inputMode="decimal"
            />
          </label>
          <label>
            Key
            <input {...field('key')} {...textRules('key')} placeholder="e.g. A minor" />
          </label>
          <label>
            Genre
            <input {...field('genre')} {...textRules('genre')} list={genreListId} />
          </label>
          <label>
            Mood (optional)
            <input {...field('mood')} {...textRules('mood')} />
          </label>
        </div>
        <div className="upload-item-footer">
          {status !== 'ready' && status !== 'failed' && (
            <progress
              className="upload-progress"
              value={percent}
              max={100}
              aria-label={`Upload progress of ${file.name}`}
            />
          )}
          <span className="muted" role="status">
            {statusText[status]}
          </span>
          {!locked && (
            <Button variant="secondary" size="small" onClick={onRemove}>
              Remove<span className="visually-hidden"> {file.name}</span>
            </Button>
          )}
        </div>
        {upload.error && (
          <p className="form-error" role="alert">
            {upload.error}
          </p>
        )}
      </fieldset>
    </li>
  );
}
