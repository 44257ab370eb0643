import { useMutation, useQuery } from '@apollo/client/react';
import { camelotCode, musicalKeyName, parseMusicalKey } from '@backline/field-rules';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../apollo/server-message';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { formatShortDate } from '../../lib/short-date';
import { useWaitingWindow } from '../../lib/use-waiting-window';
import { confidentKey, LEAST_TEMPO_CONFIDENCE } from './detected-sound';
import { integratedLoudness, type LoudnessReading, loudnessRange, truePeak } from './loudness-readings';
import { TrackSoundDocument, UseDetectedSoundDocument } from './TrackSound.generated';

/** How often an analysis still under way is asked about: a 3.5-minute track takes a few seconds. */
const PENDING_POLL_MS = 2_000;
/** A 10-minute file takes under 10 s; after this, the panel stops asking until the page is opened again. */
const PENDING_ASK_LIMIT_MS = 2 * 60_000;

/**
 * The track's sound as the server measured it after upload: tempo, key (with its Camelot code),
 * loudness, true peak and loudness range in plain words, and the artist's other uploads of the same
 * recording. Asked again every few seconds while the analysis is under way.
 */
export function TrackSound({ trackId }: { trackId: string }) {
  const { data, startPolling, stopPolling } = useQuery(TrackSoundDocument, {
    variables: { id: trackId },
    fetchPolicy: 'cache-and-network',
  });
  const [saveDetected, saving] = useMutation(UseDetectedSoundDocument);
  const track = data?.track;
  const pending = track?.analysis.status === 'PENDING';
  // Not for ever: on a server whose analysis is off, the track stays PENDING.
  const asking = useWaitingWindow(pending, PENDING_ASK_LIMIT_MS);
  useEffect(() => {
    if (!asking) return;
    startPolling(PENDING_POLL_MS);
    return stopPolling;
  }, [asking, startPolling, stopPolling]);
  if (!track) return null;
  const { analysis } = track;
  const detectedTempo = (analysis.tempoConfidence ?? 0) >= LEAST_TEMPO_CONFIDENCE ? analysis.tempoBpm : null;
  const detectedKey = confidentKey(analysis);
  const typedKey = parseMusicalKey(track.key);
  const tempoDiffers = detectedTempo != null && differsFromTyped(detectedTempo, track.bpm);
  const keyDiffers =
    detectedKey != null && (typedKey == null || musicalKeyName(typedKey) !== musicalKeyName(detectedKey));
  // Values the analysis put there (the upload screen's, or a project's placeholder replaced) wait for a yes.
  // Only what a detection stands behind is offered to keep: a placeholder (120, 'Unknown') is not.
  const keepTempo = !track.bpmConfirmed && detectedTempo != null;
  const keepKey = !track.keyConfirmed && detectedKey != null;
  const unconfirmed = keepTempo || keepKey;
  const takeDetected = () =>
    void saveDetected({
      variables: {
        input: {
          trackId,
          ...(tempoDiffers && detectedTempo != null ? { bpm: Math.round(detectedTempo) } : {}),
          ...(keyDiffers && detectedKey ? { key: musicalKeyName(detectedKey) } : {}),
        },
      },
    }).catch(() => undefined);
  const confirm = () =>
    void saveDetected({
      variables: {
        input: {
          trackId,
          ...(keepTempo ? { bpm: track.bpm } : {}),
          ...(keepKey ? { key: track.key } : {}),
        },
      },
    }).catch(() => undefined);

  return (
    <section className="panel track-sound" aria-labelledby="track-sound">
      <h2 id="track-sound">Sound</h2>
      {analysis.status === 'PENDING' && (
        <p className="muted" role="status">
          Listening to the audio: tempo, key and loudness appear here in a moment.
        </p>
      )}
      {analysis.status === 'FAILED' && (
        <p className="muted">This file could not be analysed: its tempo, key and loudness are unknown.</p>
      )}
      {analysis.status === 'DONE' && (
        <dl className="track-sound-facts">
          {detectedTempo == null ? (
            <Reading
              name="Tempo"
              figure="No steady beat heard"
              meaning={track.bpmConfirmed ? `Your ${track.bpm} BPM is kept` : undefined}
            />
          ) : (
            <Reading
              name="Tempo"
              figure={`${Math.round(detectedTempo)} BPM`}
              meaning={
                tempoDiffers
                  ? `You set ${track.bpm} BPM`
                  : track.bpmConfirmed
                    ? 'Matches the tempo you set'
                    : undefined
              }
              detected
            />
          )}
          {detectedKey == null ? (
            <Reading
              name="Key"
              figure="No clear key heard"
              meaning={track.keyConfirmed && typedKey ? `Your ${track.key} is kept` : undefined}
            />
          ) : (
            <Reading
              name="Key"
              figure={`${musicalKeyName(detectedKey)} · ${camelotCode(detectedKey)}`}
              meaning={
                keyDiffers
                  ? `You set ${track.key}`
                  : track.keyConfirmed
                    ? 'Matches the key you set'
                    : undefined
              }
              detected
            />
          )}
          {analysis.loudnessLufs != null && (
            <LoudnessFact name="Loudness" reading={integratedLoudness(analysis.loudnessLufs)} />
          )}
          {analysis.truePeakDbtp != null && (
            <LoudnessFact name="True peak" reading={truePeak(analysis.truePeakDbtp)} />
          )}
          {analysis.loudnessRangeLu != null && (
            <LoudnessFact name="Loudness range" reading={loudnessRange(analysis.loudnessRangeLu)} />
          )}
        </dl>
      )}
      {track.ownedByMe && (tempoDiffers || keyDiffers || unconfirmed) && (
        <div className="track-sound-actions">
          {(tempoDiffers || keyDiffers) && (
            <Button variant="secondary" disabled={saving.loading} onClick={takeDetected}>
              Use the detected {tempoDiffers && keyDiffers ? 'tempo and key' : tempoDiffers ? 'tempo' : 'key'}
            </Button>
          )}
          {unconfirmed && !tempoDiffers && !keyDiffers && (
            <Button variant="secondary" disabled={saving.loading} onClick={confirm}>
              Keep {[keepTempo && `${track.bpm} BPM`, keepKey && track.key].filter(Boolean).join(' and ')}
            </Button>
          )}
          {saving.error && (
            <p className="form-error" role="alert">
              {serverMessage(saving.error, 'Failed to update the track.')}
            </p>
          )}
        </div>
      )}
      {track.duplicates.length > 0 && (
        <div className="track-sound-duplicates" role="note">
          {track.duplicates.map((duplicate) => (
            <p key={duplicate.id}>
              This looks like <Link to={`/app/tracks/${duplicate.id}`}>{duplicate.title}</Link>, uploaded on{' '}
              {formatShortDate(duplicate.createdAt)}.
            </p>
          ))}
        </div>
      )}
    </section>
  );
}

/** More than 2% apart: the tolerance the tempo estimate is measured against. */
function differsFromTyped(detected: number, typed: number): boolean {
  return Math.abs(detected - typed) > 0.02 * typed;
}

function LoudnessFact({ name, reading }: { name: string; reading: LoudnessReading }) {
  return <Reading name={name} figure={reading.figure} meaning={reading.meaning} caution={reading.caution} />;
}

function Reading({
  name,
  figure,
  meaning,
  detected = false,
  caution = false,
}: {
  name: string;
  figure: string;
  meaning?: string;
  detected?: boolean;
  caution?: boolean;
}) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>
        <span className="track-sound-figure">{figure}</span>
        {detected && <Badge tone="info">detected</Badge>}
        {caution && <Badge tone="warning">check</Badge>}
        {meaning && <span className="track-sound-meaning">{meaning}</span>}
      </dd>
    </div>
  );
}
