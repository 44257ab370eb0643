import type { FieldPolicy, Reference } from '@apollo/client';

interface NodeListConnection {
  nodes?: Reference[];
  pageInfo?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * A connection read through its `nodes` (no `edges`), paged forwards with fetchMore({ after }): a page
 * asked with `after` is appended to the list; one asked without it (a first load, a refetch) replaces
 * it. relayStylePagination needs `edges`, which costs two levels of the server's query depth limit;
 * this keeps a page of projects, each with its tracks, inside it.
 */
export function nodeListPagination(keyArgs: FieldPolicy['keyArgs'] = false): FieldPolicy<NodeListConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return {
        ...existing,
        ...incoming,
        nodes: [...(existing.nodes ?? []), ...(incoming.nodes ?? [])],
        pageInfo: {
          ...incoming.pageInfo,
          // The merged list still starts where the first page did.
          ...(existing.pageInfo && 'startCursor' in existing.pageInfo
            ? { startCursor: existing.pageInfo.startCursor }
            : {}),
          ...(existing.pageInfo && 'hasPreviousPage' in existing.pageInfo
            ? { hasPreviousPage: existing.pageInfo.hasPreviousPage }
            : {}),
        },
      };
    },
  };
}
