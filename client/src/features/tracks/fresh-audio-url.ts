import { graphql } from '../../__generated__';

/** A newly signed audio address for a track (signed addresses expire after a few minutes). */
export const FreshAudioUrlQuery = graphql(`
  query FreshAudioUrl($id: ID!) {
    track(id: $id) {
      id
      audioUrl
    }
  }
`);
