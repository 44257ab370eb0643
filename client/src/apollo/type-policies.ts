import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { nodeListPagination } from './node-list-pagination';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // "Load more" appends pages; each filter and order is its own list.
      tracks: relayStylePagination(['search', 'genre', 'sort', 'direction']),
      // One conversation: "Show earlier" puts older pages in front of the newest lines.
      managerConversation: relayStylePagination(false),
      // "Show more" appends the next page of playlists.
      playlists: relayStylePagination(),
      // "Show more" appends pages; each status tab (and page size: the pickers ask for 100) is its own list.
      projects: nodeListPagination(['status', 'first']),
    },
  },
  Playlist: {
    fields: {
      // The playlist screen reads every page of its tracks into one list.
      tracks: relayStylePagination(),
    },
  },
  Project: {
    fields: {
      tracks: nodeListPagination(),
      notes: nodeListPagination(),
    },
  },
  // Stats are one object per user; replace it whole when it is fetched again.
  DashboardStats: { keyFields: [] },
  QuickStats: { merge: true },
  Waveform: { merge: true },
};
