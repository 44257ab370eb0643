import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { usePlayer } from '../player/PlayerProvider';
import { DeleteTrackDocument } from './use-delete-track.generated';

/**
 * Deletes a track everywhere. Once the server has, the player lets it go, then `release` runs (the
 * caller closes what shows the track, so no query of its asks for it again), then the cache forgets it.
 */
export function useDeleteTrack() {
  const player = usePlayer();
  const { cache } = useApolloClient();
  const [deleteTrack, result] = useMutation(DeleteTrackDocument);
  const remove = useCallback(
    async (trackId: string, release: () => void) => {
      await deleteTrack({ variables: { id: trackId } });
      player.remove({ kind: 'track', id: trackId });
      release();
      cache.evict({ id: cache.identify({ __typename: 'Track', id: trackId }) });
      cache.gc();
    },
    [deleteTrack, player, cache],
  );
  return [remove, result] as const;
}
