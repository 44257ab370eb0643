import type { ReactNode } from 'react';
import { ShownKey, ShownTempo } from './ShownDetail';
import './track-page.css';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { Badge } from '../../components/Badge';
import { ItemPageFallback } from '../../components/ItemPageFallback';
import { formatShortDate } from '../../lib/short-date';
import { Artwork } from '../player/Artwork';
import { trackItem } from '../player/track-item';
import { formatDuration } from '../playlists/format-duration';
import { statusLabel } from '../projects/project-status';
import { TrackPageActions } from './TrackPageActions';
import { TrackPageDocument } from './TrackPageRoute.generated';
import { TrackSound } from './TrackSound';
import { TrackWaveform } from './TrackWaveform';

/**
 * One track: its cover, its waveform (live while it plays: see TrackWaveform), Play and the owner's
 * actions (TrackPageActions), its details, and the playlists and projects that hold it (each a link).
 */
export function TrackPageRoute() {
  const { trackId = '' } = useParams();
  const { data, error, refetch } = useQuery(TrackPageDocument, {
    variables: { id: trackId },
    fetchPolicy: 'cache-and-network',
  });
  const track = data?.track;
  if (!track) {
    return (
      <ItemPageFallback
        error={error}
        notFound="Track not found."
        failed="Failed to fetch the track."
        back={{ to: '/app/tracks', label: 'Back to Tracks' }}
      />
    );
  }
  const queue = [trackItem(track)];
  return (
    <section className="track-page">
      <BackLink to="/app/tracks">Tracks</BackLink>
      <div className="track-page-head">
        <Artwork url={track.largePicture?.url ?? track.cover?.url} className="artwork track-page-art" />
        <div className="track-page-names">
          <h1>{track.title}</h1>
          <p className="muted">{track.artist}</p>
          {track.ownedByMe && track.onArtistPage && <Badge tone="info">On your artist page</Badge>}
        </div>
      </div>
      <TrackWaveform peaks={track.waveformPeaks} queue={queue} index={0} />
      <TrackPageActions
        track={track}
        genres={data.trackGenres}
        queue={queue}
        onListsChanged={() => void refetch()}
      />
      <dl className="track-page-facts">
        <Fact name="Genre" value={track.genre} />
        <Fact name="Key" value={<ShownKey track={track} />} />
        <Fact name="BPM" value={<ShownTempo track={track} />} />
        <Fact name="Mood" value={track.mood || '—'} />
        <Fact name="Duration" value={formatDuration(track.durationSeconds)} />
        <Fact name="File" value={`${track.format} · ${(track.sampleRateHz / 1000).toFixed(1)} kHz`} />
        <Fact name="Added" value={formatShortDate(track.createdAt)} />
      </dl>
      <TrackSound trackId={track.id} />
      {track.ownedByMe ? (
        <div className="track-page-lists">
          <section className="panel" aria-labelledby="track-playlists">
            <h2 id="track-playlists">In playlists</h2>
            {track.playlists.totalCount === 0 ? (
              <p className="muted">In no playlist yet.</p>
            ) : (
              <ul>
                {track.playlists.nodes.map((playlist) => (
                  <li key={playlist.id}>
                    <Link to={`/app/playlists/${playlist.id}`}>{playlist.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="panel" aria-labelledby="track-projects">
            <h2 id="track-projects">In projects</h2>
            {track.projects.totalCount === 0 ? (
              <p className="muted">In no project yet.</p>
            ) : (
              <ul>
                {track.projects.nodes.map((project) => (
                  <li key={project.id}>
                    <Link to={`/app/projects/${project.id}`}>{project.title}</Link>{' '}
                    <span className="muted">· {statusLabel(project.status)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : (
        <p className="muted">
          {track.artist}'s track,{' '}
          {track.onArtistPage ? 'on their artist page' : 'shared with you in a project'}: its owner edits it
          and keeps it in their playlists.
        </p>
      )}
    </section>
  );
}

function Fact({ name, value }: { name: string; value: ReactNode }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}
