import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import type { ArtistCard_ArtistFragment } from './ArtistCard.generated';
import { useConnectionActions } from './use-connection-actions';

type ArtistStanding = Pick<
  ArtistCard_ArtistFragment,
  'id' | 'artistName' | 'connected' | 'connectsBack' | 'mutual'
>;

/** Where the viewer and another artist stand, in words: mutual, a request sent, a request to answer. */
export function ConnectionBadge({ artist }: { artist: ArtistStanding }) {
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

/** What can be done next with another artist: message and disconnect, withdraw, accept or decline, or connect. */
export function ConnectionButtons({
  artist,
  onMessage,
}: {
  artist: ArtistStanding;
  onMessage: (artistId: string) => void;
}) {
  const { connect, disconnect, decline, busy } = useConnectionActions(artist.id);
  return (
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
      ) : artist.connectsBack ? (
        <>
          <Button onClick={connect} disabled={busy}>
            Accept
          </Button>
          <Button variant="secondary" onClick={decline} disabled={busy}>
            Decline
          </Button>
        </>
      ) : (
        <Button onClick={connect} disabled={busy}>
          Connect
        </Button>
      )}
    </div>
  );
}
