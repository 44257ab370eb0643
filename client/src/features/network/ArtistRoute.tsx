import './network.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { ItemPageFallback } from '../../components/ItemPageFallback';
import { shownAddress, socialLinkText } from '../profile/social-platforms';
import { InviteArtistDialog } from '../projects/InviteArtistDialog';
import { statusLabel } from '../projects/project-status';
import { ArtistPageDocument } from './ArtistRoute.generated';
import { ArtistTracks } from './ArtistTracks';
import { ConnectionBadge, ConnectionButtons } from './ConnectionControls';
import { ConversationDialog } from './ConversationDialog';

/**
 * Another artist's page: who they are, what they tell about themselves, the tracks they show there, and
 * connecting or messaging.
 */
export function ArtistRoute() {
  const { artistId = '' } = useParams();
  const { data, error } = useQuery(ArtistPageDocument, {
    variables: { id: artistId },
    fetchPolicy: 'cache-and-network',
  });
  const [chatOpen, setChatOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const artist = data?.artist;
  if (!artist) {
    return (
      <ItemPageFallback
        error={error}
        notFound="Artist not found."
        failed="Failed to fetch this artist."
        back={{ to: '/app/network', label: 'Back to My Network' }}
      />
    );
  }
  const { profile } = artist;
  const facts = [artist.role, artist.genre, profile.location].filter(Boolean).join(' · ');
  return (
    <section className="artist-page">
      <BackLink to="/app/network">My Network</BackLink>
      <header className="panel artist-page-header">
        <Avatar
          avatar={artist.avatar}
          photo={artist.largePhoto}
          className="avatar artist-page-avatar"
          label="Avatar"
        />
        <div className="artist-page-identity">
          <h1>{artist.artistName}</h1>
          {facts && <p className="muted">{facts}</p>}
          <ConnectionBadge artist={artist} />
          <div className="button-row">
            <ConnectionButtons artist={artist} onMessage={() => setChatOpen(true)} />
            <Button variant="secondary" onClick={() => setInviteOpen(true)}>
              Invite to a project
            </Button>
          </div>
        </div>
      </header>
      <section className="panel artist-page-about" aria-labelledby="artist-about">
        <h2 id="artist-about">About</h2>
        {profile.bio ? (
          <p className="artist-bio">{profile.bio}</p>
        ) : (
          <p className="muted">{artist.artistName} has not written a bio yet.</p>
        )}
        {(profile.website || profile.links.length > 0) && (
          <ul className="artist-links" aria-label="Links">
            {profile.website && (
              <li>
                <a href={profile.website} target="_blank" rel="noopener noreferrer">
                  {shownAddress(profile.website)}
                </a>
              </li>
            )}
            {profile.links.map((link) => (
              <li key={link.platform}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {socialLinkText(link)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ArtistTracks artistId={artist.id} artistName={artist.artistName} />
      <section className="panel artist-page-about" aria-labelledby="artist-projects">
        <h2 id="artist-projects">Projects together</h2>
        {artist.projectsTogether.length === 0 ? (
          <p className="muted">No projects together yet. Invite {artist.artistName} to one of yours.</p>
        ) : (
          <ul className="artist-projects">
            {artist.projectsTogether.map((project) => (
              <li key={project.id}>
                <Link to={`/app/projects/${project.id}`}>{project.title}</Link>{' '}
                <span className="muted">· {statusLabel(project.status)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConversationDialog artistId={chatOpen ? artist.id : null} onClose={() => setChatOpen(false)} />
      <InviteArtistDialog artist={artist} open={inviteOpen} onClose={() => setInviteOpen(false)} />
    </section>
  );
}
