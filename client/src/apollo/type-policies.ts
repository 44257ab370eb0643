import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // "Load more" appends pages; each filter and order is its own list.
      tracks: relayStylePagination(['search', 'genre', 'sort', 'direction']),
      // One conversation: "Show earlier" puts older pages in front of the newest lines.
      managerConversation: relayStylePagination(false),
      // "Show more" appends the next page of playlists.
      playlists: relayStylePagination(),
    },
  },
  Playlist: {
    fields: {
      // The playlist screen reads every page of its tracks into one list.
      tracks: relayStylePagination(),
    },
  },
  // Stats are one object per user; replace it whole when it is fetched again.
  DashboardStats: { keyFields: [] },
  QuickStats: { merge: true },
  Waveform: { merge: true },
};
