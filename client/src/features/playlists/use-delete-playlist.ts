import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeletePlaylistDocument } from './use-delete-playlist.generated';

/** Deletes a playlist, and drops it from the cache, and with it from every list that held it. */
export function useDeletePlaylist() {
  const [deletePlaylist, result] = useMutation(DeletePlaylistDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Playlist', id: data.deletePlaylist.id }) });
      cache.gc();
    },
  });
  const remove = useCallback(
    (playlistId: string) => deletePlaylist({ variables: { id: playlistId } }),
    [deletePlaylist],
  );
  return [remove, result] as const;
}
