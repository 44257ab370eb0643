import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createFreshReadsLink } from './fresh-reads-link';
import { createLiveLink, refetchAfterReconnecting } from './live-link';
import { sessionLink } from './session-link';
import { typePolicies } from './type-policies';
import { xhrFetch } from './xhr-fetch';

/**
 * One client for the app: every operation through the fresh-reads link (no answer older than a change
 * already heard of), then subscriptions over WebSocket (graphql-ws), everything else through the
 * session link and GraphQL over HTTP (multipart when files are sent).
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new UploadHttpLink({
    uri: '/graphql',
    fetch: xhrFetch,
    // Multipart requests must carry this so the server's CSRF prevention lets them through.
    headers: { 'apollo-require-preflight': 'true' },
  });
  let apollo: ApolloClient | undefined;
  const freshReads = createFreshReadsLink();
  const refetchScreens = refetchAfterReconnecting(() => apollo);
  // Back after a drop: events may have been missed, so reads already on their way are sent again too.
  const liveLink = createLiveLink(() => {
    freshReads.noteChange();
    refetchScreens();
  });
  apollo = new ApolloClient({
    link: freshReads.link.concat(
      ApolloLink.split(
        ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
        liveLink,
        sessionLink.concat(httpLink),
      ),
    ),
    cache: new InMemoryCache({ typePolicies }),
  });
  return apollo;
}
