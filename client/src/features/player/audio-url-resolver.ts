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

/** Freshly signed addresses for a project's voice notes. */
const FreshNoteAudioUrlsQuery = graphql(`
  query FreshNoteAudioUrls($projectId: ID!) {
    notes(projectId: $projectId) {
      id
      audioUrl
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
      query: FreshNoteAudioUrlsQuery,
      variables: { projectId: item.projectId ?? '' },
      fetchPolicy: 'network-only',
    });
    const url = data?.notes.find((note) => note.id === item.id)?.audioUrl;
    if (!url) throw new Error('No address');
    return { url };
  };
}
