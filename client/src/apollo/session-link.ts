import { ApolloLink } from '@apollo/client';
import { from, mergeMap, type Observable, of } from 'rxjs';
import { renewAccessToken } from '../auth/session-renewal';
import { readTokens } from '../auth/token-store';

type Result = ApolloLink.Result;

function isUnauthenticated(result: Result): boolean {
  return (
    'errors' in result && (result.errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED')
  );
}

function withBearer(operation: ApolloLink.Operation, accessToken: string | undefined): void {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
  }));
}

/**
 * Sends the access token; when the server says it is no longer valid, renews the session once and
 * retries the operation. A failed renewal has already signed the browser out.
 */
export const sessionLink = new ApolloLink((operation, forward): Observable<Result> => {
  const accessToken = readTokens()?.accessToken;
  withBearer(operation, accessToken);
  return forward(operation).pipe(
    mergeMap((result) => {
      if (!accessToken || !isUnauthenticated(result)) return of(result);
      return from(renewAccessToken(accessToken)).pipe(
        mergeMap((renewed) => {
          if (!renewed) return of(result);
          withBearer(operation, renewed);
          return forward(operation);
        }),
      );
    }),
  );
});
