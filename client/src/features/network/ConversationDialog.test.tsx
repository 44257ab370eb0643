import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { ConversationDialog } from './ConversationDialog';
import { ConversationDocument, type ConversationQuery } from './ConversationDialog.generated';
import { MarkConversationReadDocument } from './use-mark-conversation-read.generated';

afterEach(cleanup);

const ARTIST = { __typename: 'Artist' as const, id: 'a1', artistName: 'Echo Park' };

function message(n: number) {
  return {
    __typename: 'DirectMessageEdge' as const,
    cursor: `c${n}`,
    node: {
      __typename: 'DirectMessage' as const,
      id: `m${n}`,
      body: `Message ${n}`,
      sentAt: `2026-11-2${n}T10:00:00.000Z`,
      fromMe: n % 2 === 0,
    },
  };
}

/** A page of the conversation, oldest first, as the server answers `last`/`before`. */
function page(numbers: number[], hasPreviousPage: boolean): ConversationQuery {
  return {
    __typename: 'Query',
    conversation: {
      __typename: 'Conversation',
      canMessage: true,
      artist: ARTIST,
      messages: {
        __typename: 'DirectMessageConnection',
        edges: numbers.map(message),
        pageInfo: { __typename: 'PageInfo', hasPreviousPage, startCursor: `c${numbers[0]}` },
      },
    },
  };
}

function answer(variables: Record<string, unknown>, data: ConversationQuery): MockedResponse {
  return { request: { query: ConversationDocument, variables }, result: { data } };
}

/** Answers markConversationRead for artist a1 `times` times, counting the calls in `calls`. */
function markReadAnswers(calls: string[], times: number): MockedResponse[] {
  return Array.from({ length: times }, () => ({
    request: { query: MarkConversationReadDocument, variables: { input: { artistId: 'a1' } } },
    result: () => {
      calls.push('a1');
      return {
        data: {
          __typename: 'Mutation' as const,
          markConversationRead: {
            __typename: 'Conversation' as const,
            canMessage: true,
            artist: { __typename: 'Artist' as const, id: 'a1' },
          },
        },
      };
    },
  }));
}

/** The dialog for artist a1, whose latest page is messages 3 and 4 and the one before it 1 and 2. */
function renderConversation(markRead: MockedResponse[]) {
  render(
    <MockedProvider
      cache={new InMemoryCache({ typePolicies })}
      mocks={[
        answer({ artistId: 'a1', last: 50 }, page([3, 4], true)),
        answer({ artistId: 'a1', last: 50, before: 'c3' }, page([1, 2], false)),
        ...markRead,
      ]}
    >
      <ConversationDialog artistId="a1" onClose={() => undefined} />
    </MockedProvider>,
  );
}

const bodies = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('the conversation dialog', () => {
  it('shows the latest messages, and earlier ones before them on "Show earlier" until there are none', async () => {
    renderConversation(markReadAnswers([], 1));
    await screen.findByText('Message 4');
    expect(bodies()).toEqual(['Message 3', 'Message 4']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show earlier' }));

    await screen.findByText('Message 1');
    expect(bodies()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(screen.queryByRole('button', { name: 'Show earlier' })).toBeNull();
  });

  it("marks the artist's messages read when it shows one not yet marked, and not again for earlier ones", async () => {
    const calls: string[] = [];
    renderConversation(markReadAnswers(calls, 2));
    await screen.findByText('Message 4');
    await waitFor(() => expect(calls).toEqual(['a1']));

    // Earlier messages are older than the one marked: nothing new to mark.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show earlier' }));
    await screen.findByText('Message 1');
    expect(calls).toEqual(['a1']);
  });

  it('marks nothing when the artist has sent nothing', async () => {
    const calls: string[] = [];
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[answer({ artistId: 'a1', last: 50 }, page([2], false)), ...markReadAnswers(calls, 1)]}
      >
        <ConversationDialog artistId="a1" onClose={() => undefined} />
      </MockedProvider>,
    );
    await screen.findByText('Message 2');
    expect(calls).toEqual([]);
  });
});

describe("the cache's conversation pages", () => {
  it('joins a polled latest page to the earlier pages shown, where they meet', () => {
    const cache = new InMemoryCache({ typePolicies });
    const write = (variables: { before?: string }, data: ConversationQuery) =>
      cache.writeQuery({
        query: ConversationDocument,
        variables: { artistId: 'a1', last: 2, ...variables },
        data,
      });
    write({}, page([3, 4], true));
    write({ before: 'c3' }, page([1, 2], false));

    // The poll: one new message, so the latest page now starts one later.
    write({}, page([4, 5], true));

    const read = cache.readQuery({ query: ConversationDocument, variables: { artistId: 'a1', last: 2 } });
    expect(read?.conversation?.messages.edges.map((edge) => edge.node.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(read?.conversation?.messages.pageInfo).toMatchObject({
      hasPreviousPage: false,
      startCursor: 'c1',
    });
  });

  it('starts again from the latest page when it does not meet the pages shown', () => {
    const cache = new InMemoryCache({ typePolicies });
    const write = (data: ConversationQuery) =>
      cache.writeQuery({ query: ConversationDocument, variables: { artistId: 'a1', last: 2 }, data });
    write(page([1, 2], true));
    write(page([5, 6], true));

    const read = cache.readQuery({ query: ConversationDocument, variables: { artistId: 'a1', last: 2 } });
    expect(read?.conversation?.messages.edges.map((edge) => edge.node.id)).toEqual(['m5', 'm6']);
    expect(read?.conversation?.messages.pageInfo.hasPreviousPage).toBe(true);
  });
});
