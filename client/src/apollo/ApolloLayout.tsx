import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { createApolloClient } from './client';

let sharedClient: ApolloClient | undefined;
function apolloClient(): ApolloClient {
  sharedClient ??= createApolloClient();
  return sharedClient;
}

/**
 * Provides the app's one Apollo client to the pages under it (login, registration, the workspace).
 * Loaded only with those pages, so the landing page does not download Apollo.
 */
export function ApolloLayout() {
  const { isAuthenticated } = useAuth();
  const wasAuthenticated = useRef(isAuthenticated);

  // Signed out here, in another tab or by a failed renewal: no cached data of that user may remain.
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) void apolloClient().clearStore();
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated]);

  return (
    <ApolloProvider client={apolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
