import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createFreshReadsLink } from './fresh-reads-link';

const INBOX: TypedDocumentNode<{ inbox: { unreadCount: number } }> = gql`
  query Inbox {
    inbox {
      unreadCount
    }
  }
`;
const MARK_ALL_READ = gql`
  mutation MarkAllRead {
    markAllRead
  }
`;

/**
 * A stand-in for the server at the end of the link chain: each read is answered with the unread
 * count as it is when the read arrives, and its answer may be held on the way back.
 */
function inboxServer({ unread = 2, write = (_unread: number): number => 0 } = {}) {
  let unreadCount = unread;
  const reads: number[] = [];
  const held: (() => void)[] = [];
  let holdNextRead = false;
  let written = () => {};
  const writeArrived = new Promise<void>((resolve) => {
    written = resolve;
  });
  const network = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationType === OperationTypeNode.MUTATION) {
          unreadCount = write(unreadCount);
          written();
          observer.next({ data: { markAllRead: true } });
          observer.complete();
          return;
        }
        reads.push(unreadCount);
        const answer = { data: { inbox: { __typename: 'Inbox', unreadCount } } };
        const deliver = () => {
          observer.next(answer);
          observer.complete();
        };
        if (holdNextRead) {
          holdNextRead = false;
          held.push(deliver);
        } else deliver();
      }),
  );
  return {
    network,
    reads,
    writeArrived,
    /** A change made elsewhere, which this client hears of by no answer of its own. */
    changeUnseen: (count: number) => {
      unreadCount = count;
    },
    holdNextRead: () => {
      holdNextRead = true;
    },
    releaseHeld: () => {
      for (const deliver of held.splice(0)) deliver();
    },
  };
}

function clientOf(network: ApolloLink) {
  return new ApolloClient({
    link: createFreshReadsLink().link.concat(network),
    cache: new InMemoryCache(),
  });
}

describe('the fresh-reads link', () => {
  it('sends again a read that was on its way when a write was acknowledged, and passes on only the fresh answer', async () => {
    const server = inboxServer();
    const client = clientOf(server.network);
    server.holdNextRead();
    const read = client.query({ query: INBOX, fetchPolicy: 'network-only' });
    await client.mutate({ mutation: MARK_ALL_READ });
    server.releaseHeld();

    expect((await read).data?.inbox.unreadCount).toBe(0);
    expect(server.reads).toEqual([2, 0]);
    expect(client.readQuery({ query: INBOX })?.inbox.unreadCount).toBe(0);
  });

  it('sends a read once when nothing changed while it was on its way', async () => {
    const server = inboxServer();
    const client = clientOf(server.network);
    server.holdNextRead();
    const read = client.query({ query: INBOX, fetchPolicy: 'network-only' });
    server.releaseHeld();

    expect((await read).data?.inbox.unreadCount).toBe(2);
    expect(server.reads).toEqual([2]);
  });

  it('answers a refetch that Apollo shared with an older read with the state after the write', async () => {
    const server = inboxServer();
    const client = clientOf(server.network);
    await client.query({ query: INBOX });
    const watched = client.watchQuery({ query: INBOX });
    const counts: number[] = [];
    const subscription = watched.subscribe(({ data }) => {
      const count = data?.inbox?.unreadCount;
      if (count !== undefined) counts.push(count);
    });
    // A read of the inbox is on its way (a live event asked for it) when the artist marks all read.
    server.holdNextRead();
    const olderRead = watched.refetch();
    const marking = client.mutate({
      mutation: MARK_ALL_READ,
      refetchQueries: [INBOX],
      awaitRefetchQueries: true,
    });
    await server.writeArrived;
    server.releaseHeld();
    await marking;
    await olderRead;

    expect(client.readQuery({ query: INBOX })?.inbox.unreadCount).toBe(0);
    expect(counts.at(-1)).toBe(0);
    subscription.unsubscribe();
  });

  it('sees a burst of changes through: each one acknowledged while the read before it is on its way', async () => {
    // Each write reads one notification, from five unread.
    const server = inboxServer({ unread: 5, write: (unread) => unread - 1 });
    const client = clientOf(server.network);
    server.holdNextRead();
    const read = client.query({ query: INBOX, fetchPolicy: 'network-only' });
    for (let write = 0; write < 5; write++) {
      server.holdNextRead();
      await client.mutate({ mutation: MARK_ALL_READ });
      server.releaseHeld();
    }
    server.releaseHeld();

    expect((await read).data?.inbox.unreadCount).toBe(0);
    expect(server.reads).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('sends again a read that was on its way when the live socket came back from a drop', async () => {
    const server = inboxServer();
    const freshReads = createFreshReadsLink();
    const client = new ApolloClient({
      link: freshReads.link.concat(server.network),
      cache: new InMemoryCache(),
    });
    server.holdNextRead();
    const read = client.query({ query: INBOX, fetchPolicy: 'network-only' });
    // What was missed while the socket was down changed the inbox; the socket is back.
    server.changeUnseen(0);
    freshReads.noteChange();
    server.releaseHeld();

    expect((await read).data?.inbox.unreadCount).toBe(0);
  });
});
