import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import type { ArtistCard_ArtistFragment } from './ArtistCard.generated';
import { ConnectionBadge, ConnectionButtons } from './ConnectionControls';

interface ArtistCardProps {
  artist: ArtistCard_ArtistFragment;
  onMessage: (artistId: string) => void;
  /** Why the artist is shown here (a suggestion's reason), under their role. */
  reason?: string;
}

/** Where another artist's page is. */
export const artistPath = (artistId: string) => `/app/artists/${encodeURIComponent(artistId)}`;

/**
 * Another artist: who they are (their name leads to their page), where the two stand (connected
 * both ways, a request sent and waiting, a request to answer), and what can be done next.
 */
export function ArtistCard({ artist, onMessage, reason }: ArtistCardProps) {
  const nameId = `artist-${artist.id}`;
  return (
    <li className="panel artist-card" aria-labelledby={nameId}>
      <div className="artist-identity">
        <Avatar avatar={artist.avatar} photo={artist.avatarPhoto} label="Avatar" />
        <div>
          <h3 id={nameId}>
            <Link to={artistPath(artist.id)}>{artist.artistName}</Link>
          </h3>
          <p className="muted">{[artist.role, artist.genre].filter(Boolean).join(' · ')}</p>
          {reason && <p className="artist-reason">{reason}</p>}
        </div>
      </div>
      <ConnectionBadge artist={artist} />
      <ConnectionButtons artist={artist} onMessage={onMessage} />
    </li>
  );
}
