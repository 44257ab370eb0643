import { useQuery } from '@apollo/client/react';
import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { ArtistCard } from './ArtistCard';
import { ArtistSearchDocument } from './ArtistSearch.generated';
import { ShowMoreButton } from './ShowMoreButton';

interface ArtistSearchProps {
  /** The name searched for, kept in the address so a reload or Back shows the same results. */
  name: string;
  onSearch: (name: string) => void;
  onMessage: (artistId: string) => void;
}

/** Find other artists by name; each result can be connected with from its card. */
export function ArtistSearch({ name, onSearch, onMessage }: ArtistSearchProps) {
  const [draft, setDraft] = useState(name);
  const { data, loading, error, fetchMore } = useQuery(ArtistSearchDocument, {
    variables: { name },
    skip: !name,
    fetchPolicy: 'cache-and-network',
  });

  const found = data?.artistSearch;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <section className="network-section" aria-labelledby="find-artists">
      <h2 id="find-artists">Find Artists</h2>
      <search>
        <form className="artist-search" onSubmit={submit}>
          <label htmlFor="artist-search-name">Artist name</label>
          <input
            id="artist-search-name"
            type="search"
            value={draft}
            maxLength={FIELD_LIMITS.network.search}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      {error && (
        <p className="form-error" role="alert">
          Could not search artists.
        </p>
      )}
      {name && loading && !data && <p className="muted">Searching...</p>}
      {name && found && found.edges.length === 0 && <p className="muted">No artists found for “{name}”.</p>}
      {name && found && found.edges.length > 0 && (
        <>
          <ul className="card-grid" aria-label="Search results">
            {found.edges.map(({ node: artist }) => (
              <ArtistCard key={artist.id} artist={artist} onMessage={onMessage} />
            ))}
          </ul>
          {found.pageInfo.hasNextPage && (
            <ShowMoreButton onClick={() => fetchMore({ variables: { after: found.pageInfo.endCursor } })} />
          )}
        </>
      )}
    </section>
  );
}
