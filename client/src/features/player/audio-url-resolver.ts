import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../__generated__';
import type { AudioUrlResolver } from './player-engine';
import { trackItem } from './track-item';

/** A freshly signed address for a track, with its details and freshly signed cover addresses. */
export const FreshTrackAudioUrlQuery = graphql(`
  query FreshTrackAudioUrl($id: ID!) {
    track(id: $id) {
      id
      audio {
        url
      }
      ...PlayerItem_track
    }
  }
`);

/** A freshly signed address for a voice note, found by its id alone. */
const FreshNoteAudioQuery = graphql(`
  query FreshNoteAudio($id: ID!) {
    node(id: $id) {
      id
      ... on Note {
        audio {
          url
        }
      }
    }
  }
`);

/** Asks the server for a newly signed address each time (cached ones may have expired). */
export function serverAudioUrlResolver(client: ApolloClient): AudioUrlResolver {
  return async (item) => {
    if (item.kind === 'track') {
      const { data } = await client.query({
        query: FreshTrackAudioUrlQuery,
        variables: { id: item.id },
        fetchPolicy: 'network-only',
      });
      if (!data?.track) throw new Error('No address');
      return { url: data.track.audio.url, item: trackItem(data.track) };
    }
    const { data } = await client.query({
      query: FreshNoteAudioQuery,
      variables: { id: item.id },
      fetchPolicy: 'network-only',
    });
    const url = data?.node?.__typename === 'Note' ? data.node.audio?.url : undefined;
    if (!url) throw new Error('No address');
    return { url };
  };
}
