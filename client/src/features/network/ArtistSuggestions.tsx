import { useQuery } from '@apollo/client/react';
import { ArtistCard } from './ArtistCard';
import { ArtistSuggestionsDocument, type ArtistSuggestionsQuery } from './ArtistSuggestions.generated';

type Suggestion = ArtistSuggestionsQuery['artistSuggestions'][number];

/** Why an artist is suggested, in words. */
export function suggestionReason({
  sharedProjects,
  mutualConnections,
  sameGenre,
  artist,
}: Suggestion): string {
  if (sharedProjects > 0) {
    return sharedProjects === 1
      ? 'Works with you on a project'
      : `Works with you on ${sharedProjects} projects`;
  }
  if (mutualConnections > 0) {
    return mutualConnections === 1
      ? '1 of your connections knows them'
      : `${mutualConnections} of your connections know them`;
  }
  if (sameGenre) return `Also makes ${artist.genre}`;
  return 'Active in the Backline network';
}

/** Artists the viewer might connect with; nothing at all when there is no one to suggest. */
export function ArtistSuggestions({ onMessage }: { onMessage: (artistId: string) => void }) {
  const { data } = useQuery(ArtistSuggestionsDocument, { fetchPolicy: 'cache-and-network' });
  const suggestions = data?.artistSuggestions ?? [];
  if (suggestions.length === 0) return null;
  return (
    <section className="network-section" aria-labelledby="network-suggestions">
      <h2 id="network-suggestions">Artists You May Know</h2>
      <ul className="card-grid">
        {suggestions.map((suggestion) => (
          <ArtistCard
            key={suggestion.artist.id}
            artist={suggestion.artist}
            reason={suggestionReason(suggestion)}
            onMessage={onMessage}
          />
        ))}
      </ul>
    </section>
  );
}
