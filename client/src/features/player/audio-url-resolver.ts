import type { ApolloClient } from '@apollo/client';
import {
  FreshNoteAudioDocument,
  FreshTrackAudioUrlDocument,
  FreshTrackItemDocument,
  FreshVersionAudioDocument,
} from './audio-url-resolver.generated';
import type { AudioUrlResolver, ItemDetailsResolver } from './player-engine';
import { trackItem } from './track-item';

/** Asks the server for a newly signed address each time (cached ones may have expired). */
export function serverAudioUrlResolver(client: ApolloClient): AudioUrlResolver {
  return async (item) => {
    if (item.kind === 'track') {
      const { data } = await client.query({
        query: FreshTrackAudioUrlDocument,
        variables: { id: item.id },
        fetchPolicy: 'network-only',
      });
      if (!data?.track) throw new Error('No address');
      return { url: data.track.audio.url, item: trackItem(data.track) };
    }
    if (item.kind === 'version') {
      const { data } = await client.query({
        query: FreshVersionAudioDocument,
        variables: { id: item.id },
        fetchPolicy: 'network-only',
      });
      const url = data?.node?.__typename === 'TrackVersion' ? data.node.audio.url : undefined;
      if (!url) throw new Error('No address');
      return { url };
    }
    const { data } = await client.query({
      query: FreshNoteAudioDocument,
      variables: { id: item.id },
      fetchPolicy: 'network-only',
    });
    const url = data?.node?.__typename === 'Note' ? data.node.audio?.url : undefined;
    if (!url) throw new Error('No address');
    return { url };
  };
}

/** Asks the server for a track's details with newly signed cover addresses; notes and versions have no cover. */
export function serverItemDetailsResolver(client: ApolloClient): ItemDetailsResolver {
  return async (item) => {
    if (item.kind !== 'track') return null;
    const { data } = await client.query({
      query: FreshTrackItemDocument,
      variables: { id: item.id },
      fetchPolicy: 'network-only',
    });
    return data?.track ? trackItem(data.track) : null;
  };
}
