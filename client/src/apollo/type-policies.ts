import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { nodeListPagination } from './node-list-pagination';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // "Load more" appends pages; each filter and order is its own list.
      tracks: relayStylePagination(['search', 'genre', 'sort', 'direction']),
      // "Show more" appends pages; each status tab (and page size: the pickers ask for 100) is its own list.
      projects: nodeListPagination(['status', 'first']),
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
