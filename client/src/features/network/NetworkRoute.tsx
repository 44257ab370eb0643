import './network.css';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { ArtistCard } from './ArtistCard';
import { ArtistSearch } from './ArtistSearch';
import { ArtistSuggestions } from './ArtistSuggestions';
import { ConversationDialog } from './ConversationDialog';
import {
  MoreNetworkConnectionsDocument,
  MoreNetworkRequestsDocument,
  NetworkDocument,
} from './NetworkRoute.generated';
import { RecentConversations } from './RecentConversations';
import { ShowMoreButton } from './ShowMoreButton';

/** How many cards each list shows at first, and adds with each "Show more". */
const PAGE_SIZE = 50;

/** My Network: the artist's connections, who wants to connect, finding and suggested artists, and conversations. */
export function NetworkRoute() {
  const { data, error, fetchMore } = useQuery(NetworkDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
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
  const { connections, awaitingReply, requests } = network;
  const moreConnections = () =>
    fetchMore({
      query: MoreNetworkConnectionsDocument,
      variables: { first: PAGE_SIZE, after: connections.pageInfo.endCursor, mutual: true },
    });
  const moreAwaitingReply = () =>
    fetchMore({
      query: MoreNetworkConnectionsDocument,
      variables: { first: PAGE_SIZE, after: awaitingReply.pageInfo.endCursor, mutual: false },
    });
  const moreRequests = () =>
    fetchMore({
      query: MoreNetworkRequestsDocument,
      variables: { first: PAGE_SIZE, after: requests.pageInfo.endCursor },
    });
  return (
    <section className="network">
      <div className="page-heading">
        <h1>My Network</h1>
      </div>
      <div className="tiles">
        {/* At nought, My Connections below says how to make some. */}
        <NetworkTile name="Connections" value={network.mutualCount} />
        <NetworkTile
          name="Awaiting reply"
          value={network.connectionCount - network.mutualCount}
          whenNone="Requests you send wait here until the artist connects back."
        />
      </div>
      <RecentConversations openChatWith={chatWith} onOpen={openChat} />
      {requests.edges.length > 0 && (
        <section className="network-section" aria-labelledby="network-requests">
          <h2 id="network-requests">Wants to Connect</h2>
          <ul className="card-grid">
            {requests.edges.map(({ node: artist }) => (
              <ArtistCard key={artist.id} artist={artist} onMessage={openChat} />
            ))}
          </ul>
          {requests.pageInfo.hasNextPage && <ShowMoreButton onClick={moreRequests} />}
        </section>
      )}
      <section className="network-section" aria-labelledby="network-connections">
        <h2 id="network-connections">My Connections</h2>
        {connections.edges.length === 0 ? (
          <p className="muted">No connections yet. Find artists by name below and connect with them.</p>
        ) : (
          <ul className="card-grid">
            {connections.edges.map(({ node: artist }) => (
              <ArtistCard key={artist.id} artist={artist} onMessage={openChat} />
            ))}
          </ul>
        )}
        {connections.pageInfo.hasNextPage && <ShowMoreButton onClick={moreConnections} />}
      </section>
      {/* A request is not a connection until the artist connects back: those wait here. */}
      {awaitingReply.edges.length > 0 && (
        <section className="network-section" aria-labelledby="network-sent">
          <h2 id="network-sent">Requests You Sent</h2>
          <ul className="card-grid">
            {awaitingReply.edges.map(({ node: artist }) => (
              <ArtistCard key={artist.id} artist={artist} onMessage={openChat} />
            ))}
          </ul>
          {awaitingReply.pageInfo.hasNextPage && <ShowMoreButton onClick={moreAwaitingReply} />}
        </section>
      )}
      <ArtistSearch
        key={searched}
        name={searched}
        onSearch={(name) => change('q', name)}
        onMessage={openChat}
      />
      {/* While a search shows its results, suggestions would list some of them a second time. */}
      {!searched && <ArtistSuggestions onMessage={openChat} />}
      <ConversationDialog artistId={chatWith} onClose={() => change('chat', null)} />
    </section>
  );
}

/** One of the page's figures; at nought, a line on what would make it move instead of a bare zero. */
function NetworkTile({ name, value, whenNone }: { name: string; value: number; whenNone?: string }) {
  return (
    <div className="tile">
      <h2>{name}</h2>
      <p className="tile-value">{value}</p>
      {value === 0 && whenNone && <p className="tile-hint muted">{whenNone}</p>}
    </div>
  );
}
