import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { trackItem } from '../player/track-item';
import { PendingAnalyses } from './PendingAnalyses';
import { TrackCard } from './TrackCard';
import { TrackFilters } from './TrackFilters';
import { TracksDocument } from './TracksRoute.generated';
import { TrackTable } from './TrackTable';
import { useTrackFilters } from './use-track-filters';

export function TracksRoute() {
  const filters = useTrackFilters();
  const { data, previousData, error, loading, fetchMore, refetch } = useQuery(TracksDocument, {
    variables: filters.variables,
    fetchPolicy: 'cache-and-network',
  });
  // The cards render in the background, in slices the browser can interrupt: a page of cards is a
  // long task on a phone, and typing in the search box stays responsive while the next page renders.
  const shown = useDeferredValue(data ?? previousData);

  if (error && !shown) return <p className="form-error">Failed to fetch tracks.</p>;
  const connection = shown?.tracks;
  const queue = connection?.nodes.map(trackItem) ?? [];
  return (
    <section className="tracks">
      <div className="page-heading">
        <h1>Tracks</h1>
        <TrackFilters filters={filters} genres={shown?.trackGenres ?? []} />
      </div>
      {!connection ? (
        <PageLoading />
      ) : connection.totalCount === 0 ? (
        <p className="muted">
          {filters.isFiltered ? (
            'No tracks match.'
          ) : (
            <>
              No tracks yet. <Link to="/app/upload">Upload your first one</Link>
            </>
          )}
        </p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {connection.totalCount} {connection.totalCount === 1 ? 'track' : 'tracks'}
          </p>
          <PendingAnalyses tracks={connection.nodes} />
          {filters.view === 'list' ? (
            <TrackTable
              tracks={connection.nodes}
              queue={queue}
              order={filters.order}
              onOrder={filters.setOrder}
              genres={shown?.trackGenres ?? []}
              onDeleted={() => void refetch()}
            />
          ) : (
            <div className="track-grid">
              {connection.nodes.map((node, index) => (
                <TrackCard
                  key={node.id}
                  track={node}
                  queue={queue}
                  index={index}
                  genres={shown?.trackGenres ?? []}
                  onDeleted={() => void refetch()}
                />
              ))}
            </div>
          )}
          {connection.pageInfo.hasNextPage && (
            <Button
              variant="secondary"
              disabled={loading}
              onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } })}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </section>
  );
}
