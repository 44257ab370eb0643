import { BPM_RANGE, TRACK_TEXT_DETAILS } from '@backline/field-rules';
import { type ChangeEvent, useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { formatShortDate } from '../../lib/short-date';
import type { DetailName, DetectableName, QueuedUpload } from './upload-queue';

interface UploadItemProps {
  upload: QueuedUpload;
  genreListId: string;
  /** While a batch is being sent, no file's details change and none is removed. */
  locked: boolean;
  onEdit: (name: DetailName, value: string) => void;
  onRemove: () => void;
  /** 'Upload anyway': the file is sent though it looks like a track the artist has. */
  onKeep: () => void;
}

/** The server's length limit and whether the detail is required, as the input's own checks. */
function textRules(name: keyof typeof TRACK_TEXT_DETAILS) {
  const { maxLength, required } = TRACK_TEXT_DETAILS[name];
  return { maxLength, required };
}

const statusText = { ready: '', uploading: 'Uploading…', done: 'Uploaded', failed: '' } as const;

/** One chosen file: its details (prefilled from its tags), its own progress, and its outcome. */
export function UploadItem({
  upload,
  genreListId,
  locked: batchRunning,
  onEdit,
  onRemove,
  onKeep,
}: UploadItemProps) {
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
  const detectedHintId = useId();
  // A detected value says so beside its label, and to a screen reader through the field's description.
  const detected = (name: DetectableName) =>
    upload.detected.includes(name)
      ? {
          badge: (
            <Badge tone="info" aria-hidden="true">
              detected
            </Badge>
          ),
          described: { 'aria-describedby': detectedHintId },
        }
      : { badge: null, described: {} };
  const [lookalike, ...moreLookalikes] = upload.lookalikes;

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
          <div className="upload-detected-field">
            <label>
              BPM
              <input
                {...field('bpm')}
                {...detected('bpm').described}
                type="number"
                required
                min={BPM_RANGE.min}
                max={BPM_RANGE.max}
                step="any"
                inputMode="decimal"
              />
            </label>
            {detected('bpm').badge}
          </div>
          <div className="upload-detected-field">
            <label>
              Key
              <input
                {...field('key')}
                {...textRules('key')}
                {...detected('key').described}
                placeholder="e.g. A minor"
              />
            </label>
            {detected('key').badge}
          </div>
          <label>
            Genre
            <input {...field('genre')} {...textRules('genre')} list={genreListId} />
          </label>
          <label>
            Mood (optional)
            <input {...field('mood')} {...textRules('mood')} />
          </label>
        </div>
        <p id={detectedHintId} className="visually-hidden">
          Detected in the audio: change it if it is wrong.
        </p>
        {lookalike && status === 'ready' && (
          <div className="upload-lookalike" role="alert">
            <p>
              This looks like <Link to={`/app/tracks/${lookalike.id}`}>{lookalike.title}</Link>, uploaded on{' '}
              {formatShortDate(lookalike.createdAt)}
              {moreLookalikes.length > 0 ? ` (and ${moreLookalikes.length} more)` : ''}.
            </p>
            <div className="upload-lookalike-actions">
              <Button size="small" onClick={onKeep}>
                Upload anyway<span className="visually-hidden"> {file.name}</span>
              </Button>
              <Button variant="secondary" size="small" onClick={onRemove}>
                Cancel<span className="visually-hidden"> {file.name}</span>
              </Button>
            </div>
          </div>
        )}
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
            {status === 'ready' && upload.listening === 'detecting'
              ? 'Listening for tempo and key…'
              : statusText[status]}
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
