import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { PlaylistCard_PlaylistFragment } from '../../__generated__/graphql';
import { Card } from '../../components/Card';
import { formatDuration, trackCountLabel } from './format-duration';

graphql(`
  fragment PlaylistCard_playlist on Playlist {
    id
    name
    trackCount
    durationSeconds
  }
`);

export function PlaylistCard({ playlist }: { playlist: PlaylistCard_PlaylistFragment }) {
  return (
    <Card className="playlist-card" label={playlist.name}>
      <h2 className="truncate">
        <Link to={`/app/playlists/${playlist.id}`} title={playlist.name}>
          {playlist.name}
        </Link>
      </h2>
      <p className="muted">
        {trackCountLabel(playlist.trackCount)}
        {playlist.trackCount > 0 && ` · ${formatDuration(playlist.durationSeconds)}`}
      </p>
    </Card>
  );
}
