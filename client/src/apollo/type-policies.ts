import type { FieldPolicy, TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { nodeListPagination } from './node-list-pagination';

type Page = { edges?: { cursor: string }[] } | undefined;

/**
 * A conversation's messages, paged back from the latest with "Show earlier" (`before`). The open
 * dialog polls the latest page (no `before`): join it to the earlier pages already shown where they
 * meet, instead of dropping them as a first page otherwise would.
 */
function conversationMessages(): FieldPolicy {
  const relay = relayStylePagination();
  return {
    ...relay,
    merge(existing, incoming, options) {
      const earlier = (existing as Page)?.edges ?? [];
      const latestStart = (incoming as Page)?.edges?.[0]?.cursor;
      const meets = earlier.findIndex((edge) => edge.cursor === latestStart);
      const merge = relay.merge as Exclude<FieldPolicy['merge'], boolean | undefined>;
      if (options.args?.before || options.args?.after || meets < 1) return merge(existing, incoming, options);
      const after = earlier[meets - 1]?.cursor;
      return merge(existing, incoming, { ...options, args: { ...options.args, after } });
    },
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // "Load more" appends pages; each filter, order and page size is its own list.
      tracks: nodeListPagination([
        'search',
        'genre',
        'bpmMin',
        'bpmMax',
        'key',
        'compatibleKeys',
        'sort',
        'direction',
        'first',
      ]),
      // One conversation: "Show earlier" puts older pages in front of the newest lines.
      managerConversation: relayStylePagination(false),
      // "Show more" appends the next page of playlists.
      playlists: relayStylePagination(),
      // "Show more" appends pages; each status tab (and page size: the pickers ask for 100) is its own list.
      projects: nodeListPagination(['status', 'first']),
      artistSearch: relayStylePagination(['name']),
    },
  },
  // An artist's page: "Show more" appends the next page of their tracks.
  Artist: {
    fields: { tracks: nodeListPagination() },
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
  // The signed-in artist's network is one object; "Show more" appends to each of its lists (the mutual
  // connections and the requests awaiting a reply are two lists).
  Network: {
    keyFields: [],
    fields: { connections: relayStylePagination(['mutual']), requests: relayStylePagination() },
  },
  // One conversation per other artist.
  Conversation: {
    keyFields: ['artist', ['id']],
    fields: { messages: conversationMessages() },
  },
  // Stats are one object per user; replace it whole when it is fetched again.
  DashboardStats: { keyFields: [] },
  QuickStats: { merge: true },
  // The header asks for the counts and the list, the dashboard for the task count alone: merged, one
  // answer does not wipe the other's fields (and send the header to fetch again, see the test).
  NotificationInbox: { merge: true },
  // The sidebar asks for the level and the next milestone, the dashboard's panel for the milestone alone.
  CareerProgress: { merge: true },
  Waveform: { merge: true },
};
