import './playlists.css';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { formatDuration, trackCountLabel } from './format-duration';
import { PlaylistArtwork } from './PlaylistArtwork';
import type { PlaylistCard_PlaylistFragment } from './PlaylistCard.generated';
import { PlayPlaylistButton } from './PlayPlaylistButton';

/** A playlist: its artwork, name and figures (the whole card opens it), and Play when it has tracks. */
export function PlaylistCard({ playlist }: { playlist: PlaylistCard_PlaylistFragment }) {
  return (
    <Card className="playlist-card" label={playlist.name}>
      <PlaylistArtwork playlist={playlist} />
      <div className="playlist-card-names">
        <h2>
          <Link to={`/app/playlists/${playlist.id}`} title={playlist.name}>
            {playlist.name}
          </Link>
        </h2>
        <p className="muted">
          {trackCountLabel(playlist.trackCount)}
          {playlist.trackCount > 0 && ` · ${formatDuration(playlist.durationSeconds)}`}
        </p>
      </div>
      {playlist.trackCount > 0 && <PlayPlaylistButton playlist={playlist} />}
    </Card>
  );
}
