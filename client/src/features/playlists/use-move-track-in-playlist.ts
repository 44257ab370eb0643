import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MoveTrackInPlaylistDocument } from './use-move-track-in-playlist.generated';

/** A track's place in a playlist; its cursor is its own (not its place), so it keeps it when moved. */
interface PlaylistEdge {
  cursor: string;
  node: { id: string };
}

/** The playlist as it stands: its id, its version, and every track in order. */
interface PlaylistOrder {
  id: string;
  updatedAt: string;
  edges: readonly PlaylistEdge[];
}

/** The edges with the track taken out and put back at `toIndex`. */
function withTrackMoved(edges: readonly PlaylistEdge[], trackId: string, toIndex: number): PlaylistEdge[] {
  const moved = edges.find((edge) => edge.node.id === trackId);
  if (!moved) return [...edges];
  const reordered = edges.filter((edge) => edge !== moved);
  reordered.splice(toIndex, 0, moved);
  return reordered;
}

/**
 * Moves a track to another place in a playlist. The new order shows at once (optimistic) and the
 * server's answer replaces it, or undoes it if the server refuses the move.
 */
export function useMoveTrackInPlaylist() {
  const [moveTrack, result] = useMutation(MoveTrackInPlaylistDocument);
  const move = useCallback(
    (playlist: PlaylistOrder, trackId: string, toIndex: number) => {
      const reordered = withTrackMoved(playlist.edges, trackId, toIndex);
      return moveTrack({
        variables: { id: playlist.id, trackId, toIndex },
        optimisticResponse: {
          __typename: 'Mutation',
          moveTrackInPlaylist: {
            __typename: 'Playlist',
            id: playlist.id,
            updatedAt: playlist.updatedAt,
            tracks: {
              __typename: 'TrackConnection',
              edges: reordered.map((edge) => ({
                __typename: 'TrackEdge' as const,
                cursor: edge.cursor,
                node: { __typename: 'Track' as const, id: edge.node.id },
              })),
              pageInfo: {
                __typename: 'PageInfo',
                hasNextPage: false,
                endCursor: reordered.at(-1)?.cursor ?? null,
              },
            },
          },
        },
      });
    },
    [moveTrack],
  );
  return [move, result] as const;
}
