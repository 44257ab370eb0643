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
  type NetworkRoute_ArtistPageFragment,
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
  // Mutual connections and requests awaiting a reply are two pages of one field (`mutual` apart).
  const moreOf = (page: NetworkRoute_ArtistPageFragment, mutual: boolean) => () =>
    fetchMore({
      query: MoreNetworkConnectionsDocument,
      variables: { first: PAGE_SIZE, after: page.pageInfo.endCursor, mutual },
    });
  const moreConnections = moreOf(connections, true);
  const moreAwaitingReply = moreOf(awaitingReply, false);
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
        <ArtistPageSection
          id="network-requests"
          heading="Wants to Connect"
          page={requests}
          onMore={moreRequests}
          onMessage={openChat}
        />
      )}
      <ArtistPageSection
        id="network-connections"
        heading="My Connections"
        page={connections}
        onMore={moreConnections}
        onMessage={openChat}
        whenNone="No connections yet. Find artists by name below and connect with them."
      />
      {/* A request is not a connection until the artist connects back: those wait here. */}
      {awaitingReply.edges.length > 0 && (
        <ArtistPageSection
          id="network-sent"
          heading="Requests You Sent"
          page={awaitingReply}
          onMore={moreAwaitingReply}
          onMessage={openChat}
        />
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

/** One of the page's lists of artists, as cards, with "Show more" while there are more. */
function ArtistPageSection({
  id,
  heading,
  page,
  onMore,
  onMessage,
  whenNone,
}: {
  id: string;
  heading: string;
  page: NetworkRoute_ArtistPageFragment;
  onMore: () => Promise<unknown>;
  onMessage: (artistId: string) => void;
  /** Said when the list is empty. */
  whenNone?: string;
}) {
  return (
    <section className="network-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {page.edges.length === 0 && whenNone ? (
        <p className="muted">{whenNone}</p>
      ) : (
        <ul className="card-grid">
          {page.edges.map(({ node: artist }) => (
            <ArtistCard key={artist.id} artist={artist} onMessage={onMessage} />
          ))}
        </ul>
      )}
      {page.pageInfo.hasNextPage && <ShowMoreButton onClick={onMore} />}
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
