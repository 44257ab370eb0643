import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../lib/short-date';
import { PlayButton } from '../player/PlayButton';
import { trackItem } from '../player/track-item';
import { formatDuration } from '../playlists/format-duration';
import { ArtistTracksDocument } from './ArtistTracks.generated';
import { ShowMoreButton } from './ShowMoreButton';

/** The music on an artist's page: each track plays here and opens its own page. */
export function ArtistTracks({ artistId, artistName }: { artistId: string; artistName: string }) {
  const { data, error, fetchMore } = useQuery(ArtistTracksDocument, {
    variables: { id: artistId },
    fetchPolicy: 'cache-and-network',
  });
  const tracks = data?.artist?.tracks;
  const queue = tracks?.nodes.map(trackItem) ?? [];
  return (
    <section className="panel artist-page-about" aria-labelledby="artist-tracks">
      <h2 id="artist-tracks">Tracks</h2>
      {!tracks ? (
        <p className={error ? 'form-error' : 'muted'} role={error ? 'alert' : undefined}>
          {error ? 'Failed to fetch the tracks.' : 'Loading...'}
        </p>
      ) : tracks.totalCount === 0 ? (
        <p className="muted">{artistName} has not put any tracks on their page yet.</p>
      ) : (
        <>
          <ul className="recent-uploads artist-tracks">
            {tracks.nodes.map((track, index) => (
              <li key={track.id}>
                <PlayButton queue={queue} index={index} className="play-button recent-upload-play" />
                <Link className="track-title truncate" title={track.title} to={`/app/tracks/${track.id}`}>
                  {track.title}
                </Link>
                <span className="muted truncate">
                  {[track.genre, track.key, `${track.bpm} BPM`].filter(Boolean).join(' · ')}
                </span>
                <span className="recent-upload-facts">
                  <span>{formatDuration(track.durationSeconds)}</span>
                  <time dateTime={track.createdAt}>{formatShortDate(track.createdAt)}</time>
                </span>
              </li>
            ))}
          </ul>
          {tracks.pageInfo.hasNextPage && (
            <ShowMoreButton onClick={() => fetchMore({ variables: { after: tracks.pageInfo.endCursor } })} />
          )}
        </>
      )}
    </section>
  );
}
