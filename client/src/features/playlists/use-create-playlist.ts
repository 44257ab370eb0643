import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { PlaylistsDocument } from './PlaylistsRoute.generated';
import { CreatePlaylistDocument } from './use-create-playlist.generated';

/**
 * Creates a playlist. A new playlist changes which playlists exist, which the cache cannot infer, so
 * the list is fetched again before the promise settles. `clientMutationId` makes a retry safe.
 */
export function useCreatePlaylist() {
  const [createPlaylist, result] = useMutation(CreatePlaylistDocument, {
    refetchQueries: [PlaylistsDocument],
    awaitRefetchQueries: true,
  });
  const create = useCallback(
    (name: string, clientMutationId: string) => createPlaylist({ variables: { name, clientMutationId } }),
    [createPlaylist],
  );
  return [create, result] as const;
}
