import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { formatDuration, trackCountLabel } from './format-duration';
import type { PlaylistCard_PlaylistFragment } from './PlaylistCard.generated';

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
