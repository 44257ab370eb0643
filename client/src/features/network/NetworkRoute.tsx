import './network.css';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { PageLoading } from '../../components/PageLoading';
import { ArtistCard } from './ArtistCard';
import { ArtistSearch } from './ArtistSearch';
import { ConversationDialog } from './ConversationDialog';

const NetworkQuery = graphql(`
  query Network {
    network {
      connectionCount
      mutualCount
      connections {
        id
        ...ArtistCard_artist
      }
      requests {
        id
        ...ArtistCard_artist
      }
    }
  }
`);

/** My Network: the artist's connections, who wants to connect, finding artists, and conversations. */
export function NetworkRoute() {
  const { data, error } = useQuery(NetworkQuery, { fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const searched = params.get('q') ?? '';
  const chatWith = params.get('chat');

  function change(key: 'q' | 'chat', value: string | null) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  }
  const openChat = (artistId: string) => change('chat', artistId);

  if (error && !data) {
    return (
      <p className="form-error" role="alert">
        Failed to fetch your network.
      </p>
    );
  }
  if (!data) return <PageLoading />;
  const { network } = data;
  return (
    <section className="network">
      <div className="page-heading">
        <h1>My Network</h1>
      </div>
      <div className="tiles">
        <div className="tile">
          <h2>Connections</h2>
          <p className="tile-value">{network.connectionCount}</p>
        </div>
        <div className="tile">
          <h2>Mutual Connections</h2>
          <p className="tile-value">{network.mutualCount}</p>
        </div>
      </div>
      {network.requests.length > 0 && (
        <section className="network-section" aria-labelledby="network-requests">
          <h2 id="network-requests">Wants to Connect</h2>
          <ul className="card-grid">
            {network.requests.map((artist) => (
              <ArtistCard key={artist.id} artist={artist} onMessage={openChat} />
            ))}
          </ul>
        </section>
      )}
      <section className="network-section" aria-labelledby="network-connections">
        <h2 id="network-connections">My Connections</h2>
        {network.connections.length === 0 ? (
          <p className="muted">No connections yet. Find artists by name below and connect with them.</p>
        ) : (
          <ul className="card-grid">
            {network.connections.map((artist) => (
              <ArtistCard key={artist.id} artist={artist} onMessage={openChat} />
            ))}
          </ul>
        )}
      </section>
      <ArtistSearch
        key={searched}
        name={searched}
        onSearch={(name) => change('q', name)}
        onMessage={openChat}
      />
      <ConversationDialog artistId={chatWith} onClose={() => change('chat', null)} />
    </section>
  );
}
