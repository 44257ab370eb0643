import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { NetworkRoute } from './NetworkRoute';
import {
  MoreNetworkConnectionsDocument,
  type MoreNetworkConnectionsQuery,
  NetworkDocument,
  type NetworkQuery,
} from './NetworkRoute.generated';

afterEach(cleanup);

function artist(n: number) {
  return {
    __typename: 'ArtistEdge' as const,
    cursor: `c${n}`,
    node: {
      __typename: 'Artist' as const,
      id: `a${n}`,
      artistName: `Artist ${n}`,
      role: 'Independent Artist',
      avatar: '🎧',
      avatarPhoto: null,
      genre: '',
      connected: true,
      connectsBack: false,
      mutual: false,
    },
  };
}

function artistPage(numbers: number[], hasNextPage: boolean) {
  return {
    __typename: 'ArtistConnection' as const,
    edges: numbers.map(artist),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: `c${numbers.at(-1)}` },
  };
}

const firstPage: NetworkQuery = {
  __typename: 'Query',
  network: {
    __typename: 'Network',
    connectionCount: 3,
    mutualCount: 0,
    connections: artistPage([1, 2], true),
    awaitingReply: {
      ...artistPage([], false),
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    },
    requests: {
      ...artistPage([], false),
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    },
  },
};

const nextPage: MoreNetworkConnectionsQuery = {
  __typename: 'Query',
  network: { __typename: 'Network', connections: artistPage([3], false) },
};

const mocks: MockedResponse[] = [
  { request: { query: NetworkDocument, variables: { first: 50 } }, result: { data: firstPage } },
  {
    request: { query: MoreNetworkConnectionsDocument, variables: { first: 50, after: 'c2', mutual: true } },
    result: { data: nextPage },
  },
];

describe('My Network', () => {
  it('shows the first page of connections, and the next one after it on "Show more"', async () => {
    render(
      <MockedProvider cache={new InMemoryCache({ typePolicies })} mocks={mocks}>
        <MemoryRouter initialEntries={['/app/network']}>
          <NetworkRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    const section = () => screen.getByRole('region', { name: 'My Connections' });
    const names = () =>
      within(section())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await screen.findByText('Artist 2');
    expect(names()).toEqual(['Artist 1', 'Artist 2']);

    await userEvent.setup().click(within(section()).getByRole('button', { name: 'Show more' }));

    await screen.findByText('Artist 3');
    expect(names()).toEqual(['Artist 1', 'Artist 2', 'Artist 3']);
    expect(within(section()).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('counts only connections both ways, lists requests sent apart from them, and says where each artist stands', async () => {
    const mutual = artist(1);
    mutual.node.connectsBack = true;
    mutual.node.mutual = true;
    const asking = artist(9);
    asking.node.connected = false;
    asking.node.connectsBack = true;
    const page: NetworkQuery = {
      ...firstPage,
      network: {
        ...firstPage.network,
        connectionCount: 2,
        mutualCount: 1,
        connections: { ...artistPage([], false), edges: [mutual] },
        awaitingReply: { ...artistPage([], false), edges: [artist(2)] },
        requests: { ...artistPage([], false), edges: [asking] },
      },
    };
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[{ request: { query: NetworkDocument, variables: { first: 50 } }, result: { data: page } }]}
      >
        <MemoryRouter initialEntries={['/app/network']}>
          <NetworkRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByText('Artist 9');
    const tileValue = (name: string) =>
      screen.getByRole('heading', { level: 2, name }).nextElementSibling?.textContent;
    expect(tileValue('Connections')).toBe('1');
    expect(tileValue('Awaiting reply')).toBe('1');
    // A figure above nought stands alone; at nought a line says what would move it.
    expect(screen.queryByText(/Requests you send wait here/)).toBeNull();
    // A request the artist sent is not one of their connections until it is accepted.
    const mine = screen.getByRole('region', { name: 'My Connections' });
    const sent = screen.getByRole('region', { name: 'Requests You Sent' });
    expect(within(mine).queryByText('Artist 2')).toBeNull();
    expect(within(sent).getByRole('listitem', { name: 'Artist 2' })).toBeTruthy();
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(within(card('Artist 1')).getByText('Mutual Connection')).toBeTruthy();
    expect(within(card('Artist 1')).getByRole('button', { name: 'Message' })).toBeTruthy();
    expect(within(card('Artist 2')).getByText('Request sent: waiting for Artist 2 to accept')).toBeTruthy();
    expect(within(card('Artist 2')).getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    expect(within(card('Artist 9')).getByText('Wants to connect with you')).toBeTruthy();
    expect(within(card('Artist 9')).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });
});
