import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import type { ArtistCard_ArtistFragment } from './ArtistCard.generated';
import { useConnectionActions } from './use-connection-actions';

interface ArtistCardProps {
  artist: ArtistCard_ArtistFragment;
  onMessage: (artistId: string) => void;
}

/**
 * Another artist: who they are, where the two stand (connected both ways, a request sent and
 * waiting, a request to answer), and what can be done next.
 */
export function ArtistCard({ artist, onMessage }: ArtistCardProps) {
  const { connect, disconnect, busy } = useConnectionActions(artist.id);
  const nameId = `artist-${artist.id}`;
  return (
    <li className="panel artist-card" aria-labelledby={nameId}>
      <div className="artist-identity">
        <Avatar avatar={artist.avatar} photo={artist.avatarPhoto} label="Avatar" />
        <div>
          <h3 id={nameId}>{artist.artistName}</h3>
          <p className="muted">{[artist.role, artist.genre].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      <ConnectionBadge artist={artist} />
      <div className="button-row">
        {artist.mutual ? (
          <>
            <Button onClick={() => onMessage(artist.id)}>Message</Button>
            <Button variant="secondary" onClick={disconnect} disabled={busy}>
              Disconnect
            </Button>
          </>
        ) : artist.connected ? (
          <Button variant="secondary" onClick={disconnect} disabled={busy}>
            Withdraw request
          </Button>
        ) : (
          <Button onClick={connect} disabled={busy}>
            {artist.connectsBack ? 'Accept' : 'Connect'}
          </Button>
        )}
      </div>
    </li>
  );
}

function ConnectionBadge({ artist }: { artist: ArtistCard_ArtistFragment }) {
  if (artist.mutual)
    return (
      <Badge className="connection-badge" tone="success">
        Mutual Connection
      </Badge>
    );
  if (artist.connected) {
    return (
      <Badge className="connection-badge">Request sent: waiting for {artist.artistName} to accept</Badge>
    );
  }
  if (artist.connectsBack)
    return (
      <Badge className="connection-badge" tone="info">
        Wants to connect with you
      </Badge>
    );
  return null;
}
