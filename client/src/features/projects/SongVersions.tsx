import { useMutation, useQuery } from '@apollo/client/react';
import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { formatShortDate } from '../../lib/short-date';
import { useWaitingWindow } from '../../lib/use-waiting-window';
import { PlayButton } from '../player/PlayButton';
import { usePlayer } from '../player/PlayerProvider';
import type { PlayerItem } from '../player/player-queue';
import { formatDuration } from '../playlists/format-duration';
import { integratedLoudness, loudnessRange, truePeak } from '../tracks/loudness-readings';
import { ProjectActivityFeedDocument } from './ProjectActivityFeed.generated';
import { ProjectPageDocument } from './ProjectPageRoute.generated';
import {
  DeleteVersionDocument,
  SetCurrentVersionDocument,
  SongVersionLoudnessDocument,
  type SongVersions_SongFragment,
  UploadVersionDocument,
} from './SongVersions.generated';
import { VersionComments } from './VersionComments';
import { matchedGains } from './version-loudness';

/** A new version is measured within seconds of its upload: its loudness is asked for again this often. */
const MEASURING_POLL_MS = 2_000;
const MEASURING_ASK_LIMIT_MS = 2 * 60_000;

interface SongVersionsProps {
  song: SongVersions_SongFragment;
  /** The signed-in artist, who may delete the versions they uploaded. */
  meId: string;
  canUpload: boolean;
  canComment: boolean;
  /** The owner makes a version current and deletes any. */
  canManage: boolean;
  /** Whether this song's comments are shown: the page shows one song's at a time. */
  commentsOpen: boolean;
  /** Asks the page to show this song's comments (closing another song's). */
  onOpenComments: () => void;
}

/**
 * A song's versions, newest first: who uploaded each and when, what changed, which is current. Playing
 * another version while one plays goes on from the same place (A/B). The owner makes one current;
 * the owner or its uploader deletes one; those whose role allows it in this stage upload the next.
 */
export function SongVersions({
  song,
  meId,
  canUpload,
  canComment,
  canManage,
  commentsOpen,
  onOpenComments,
}: SongVersionsProps) {
  const refetch = {
    refetchQueries: [ProjectPageDocument, ProjectActivityFeedDocument],
    awaitRefetchQueries: true,
  };
  const [makeCurrent] = useMutation(SetCurrentVersionDocument, refetch);
  const [remove] = useMutation(DeleteVersionDocument, refetch);
  const [error, setError] = useState('');
  const current = song.versions.find((version) => version.current) ?? song.versions[0];
  const [shownId, setShownId] = useState<string | null>(null);
  const shown = commentsOpen ? (song.versions.find((version) => version.id === shownId) ?? current) : null;
  const title = song.track.title;
  // Compared at matched loudness by default, so the louder version does not win by being louder.
  const [matched, setMatched] = useState(true);
  const gains = matchedGains(song.versions);
  const measuring = song.versions.some((version) => version.analysis.status === 'PENDING');
  // Not for ever: on a server whose analysis is off, a version stays PENDING.
  const asking = useWaitingWindow(measuring, MEASURING_ASK_LIMIT_MS);
  useQuery(SongVersionLoudnessDocument, {
    variables: { id: song.id },
    skip: !asking,
    pollInterval: MEASURING_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const queue: PlayerItem[] = song.versions.map((version) => ({
    kind: 'version',
    id: version.id,
    title: `${title} v${version.number}`,
    artist: version.uploadedBy?.artistName ?? 'A former collaborator',
    durationSeconds: version.durationSeconds,
    // 0, not left out, when not matched: the player keeps an item's level until told another.
    gainDb: matched ? (gains.get(version.id) ?? 0) : 0,
  }));
  const player = usePlayer();
  const matchLoudness = (on: boolean) => {
    setMatched(on);
    // What plays now changes level at once, not from the next Play.
    for (const version of song.versions) {
      const item = queue.find((queued) => queued.id === version.id);
      if (item) player.refresh({ ...item, gainDb: on ? (gains.get(version.id) ?? 0) : 0 });
    }
  };

  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setError('');
    try {
      await work();
      toast.success(done);
    } catch (failure) {
      setError(serverMessage(failure, failed));
    }
  };

  return (
    <section className="song-versions" aria-labelledby={`versions-${song.id}`}>
      <h3 id={`versions-${song.id}`}>Versions of {title}</h3>
      {gains.size > 1 && (
        <label className="choice version-match">
          <input
            type="checkbox"
            checked={matched}
            onChange={(event) => matchLoudness(event.target.checked)}
          />
          Play at matched loudness
        </label>
      )}
      <ol className="version-list">
        {song.versions.map((version, index) => (
          <li key={version.id} className="version">
            <div className="version-head">
              <PlayButton queue={queue} index={index} keepPosition className="play-button small" />
              <strong>v{version.number}</strong>
              {version.current && <Badge tone="success">Current</Badge>}
              <span className="muted">
                {version.uploadedBy?.artistName ?? 'A former collaborator'} ·{' '}
                <time dateTime={version.createdAt}>{formatShortDate(version.createdAt)}</time> ·{' '}
                {formatDuration(version.durationSeconds)}
              </span>
              <Button
                size="small"
                variant="secondary"
                aria-pressed={shown?.id === version.id}
                onClick={() => {
                  setShownId(version.id);
                  onOpenComments();
                }}
              >
                {version.openCommentCount} open comment{version.openCommentCount === 1 ? '' : 's'}
                <span className="visually-hidden"> on v{version.number}</span>
              </Button>
            </div>
            <VersionLoudness
              analysis={version.analysis}
              gainDb={matched ? gains.get(version.id) : undefined}
            />
            {version.note && <p className="version-note">{version.note}</p>}
            <div className="button-row version-actions">
              {canManage && !version.current && (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() =>
                    void act(
                      () => makeCurrent({ variables: { versionId: version.id } }),
                      `v${version.number} of ${title} is current now.`,
                      'Failed to make the version current.',
                    )
                  }
                >
                  Make v{version.number} current
                </Button>
              )}
              {(canManage || version.uploadedBy?.id === meId) && song.versions.length > 1 && (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() =>
                    void act(
                      () => remove({ variables: { versionId: version.id } }),
                      `Deleted v${version.number} of ${title}.`,
                      'Failed to delete the version.',
                    )
                  }
                >
                  Delete v{version.number}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <FormError message={error} />
      {canUpload && <VersionUpload songId={song.id} title={title} />}
      {shown && (
        <VersionComments
          key={shown.id}
          versionId={shown.id}
          title={title}
          canComment={canComment}
          queue={queue}
          index={song.versions.indexOf(shown)}
        />
      )}
    </section>
  );
}

/** A version's loudness and true peak, and how much quieter it plays when matched. */
function VersionLoudness({
  analysis,
  gainDb,
}: {
  analysis: SongVersions_SongFragment['versions'][number]['analysis'];
  gainDb: number | undefined;
}) {
  if (analysis.status === 'PENDING') return <p className="version-loudness muted">Measuring loudness…</p>;
  if (analysis.loudnessLufs == null) return null;
  const peak = analysis.truePeakDbtp;
  const turnedDown = gainDb !== undefined && gainDb < -0.05;
  const loudness = integratedLoudness(analysis.loudnessLufs);
  return (
    <div className="version-loudness muted">
      <p>
        {loudness.figure}
        {peak != null && ` · true peak ${truePeak(peak).figure}`}
        {analysis.loudnessRangeLu != null && ` · range ${loudnessRange(analysis.loudnessRangeLu).figure}`}
        {peak != null && truePeak(peak).caution && (
          <>
            {' '}
            <Badge tone="warning">may clip</Badge>
          </>
        )}
        {turnedDown && ` · played ${Math.abs(gainDb).toFixed(1)} dB quieter to match`}
      </p>
      <p>{peak != null && truePeak(peak).caution ? truePeak(peak).meaning : loudness.meaning}</p>
    </div>
  );
}

/**
 * 'Upload new version' as a button that opens its form: a project of several songs shows one button
 * a song, not one form a song.
 */
function VersionUpload({ songId, title }: { songId: string; title: string }) {
  const [open, setOpen] = useState(false);
  if (open) return <VersionUploadForm songId={songId} title={title} onClose={() => setOpen(false)} />;
  return (
    <Button variant="secondary" aria-expanded={false} onClick={() => setOpen(true)}>
      Upload new version<span className="visually-hidden"> of {title}</span>
    </Button>
  );
}

/** 'Upload new version': an MP3 or WAV and what changed, with the upload's progress. */
function VersionUploadForm({
  songId,
  title,
  onClose,
}: {
  songId: string;
  title: string;
  onClose: () => void;
}) {
  const [upload] = useMutation(UploadVersionDocument, {
    refetchQueries: [ProjectPageDocument, ProjectActivityFeedDocument],
    awaitRefetchQueries: true,
  });
  const fileInput = useRef<HTMLInputElement>(null);
  // Opened on the artist's request: the file comes first.
  useEffect(() => fileInput.current?.focus(), []);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setError('Choose an MP3 or WAV file for the new version.');
      return;
    }
    setError('');
    setProgress(0);
    try {
      const { data } = await upload({
        variables: { input: { projectTrackId: songId, file, note } },
        context: {
          fetchOptions: { onUploadProgress: (fraction: number) => setProgress(Math.round(fraction * 100)) },
        },
      });
      toast.success(`Uploaded v${data?.uploadVersion.number} of ${title}.`);
      onClose();
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to upload the version.'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      className="version-upload"
      aria-label={`Upload new version of ${title}`}
      onSubmit={(e) => void submit(e)}
    >
      <Field label="Audio file (MP3 or WAV)">
        <input ref={fileInput} type="file" accept=".mp3,.wav,audio/mpeg,audio/wav" />
      </Field>
      <Field label="What changed (optional)">
        <input value={note} maxLength={FIELD_LIMITS.version.note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <div className="button-row">
        <Button type="submit" disabled={progress !== null}>
          {progress === null ? 'Upload new version' : `Uploading... ${progress}%`}
        </Button>
        <Button variant="secondary" disabled={progress !== null} onClick={onClose}>
          Cancel
        </Button>
      </div>
      <FormError message={error} />
    </form>
  );
}
