import { ApolloClient, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { sessionLink } from './session-link';
import { typePolicies } from './type-policies';
import { xhrFetch } from './xhr-fetch';

/** One client for the app: the session link, then GraphQL over HTTP (multipart when files are sent). */
export function createApolloClient(): ApolloClient {
  const httpLink = new UploadHttpLink({
    uri: '/graphql',
    fetch: xhrFetch,
    // Multipart requests must carry this so the server's CSRF prevention lets them through.
    headers: { 'apollo-require-preflight': 'true' },
  });
  return new ApolloClient({
    link: sessionLink.concat(httpLink),
    cache: new InMemoryCache({ typePolicies }),
  });
}
