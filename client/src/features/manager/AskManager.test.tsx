import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { AskManager } from './AskManager';
import { ManagerConversationDocument } from './AskManager.generated';

afterEach(cleanup);

function line(id: string, author: 'ARTIST' | 'MANAGER', content: string) {
  return {
    __typename: 'ManagerMessageEdge',
    cursor: `cursor-${id}`,
    node: { __typename: 'ManagerMessage', id, author, content, proposal: null },
  };
}

/** One page of the conversation, as the server answers `last`/`before`. */
function page(
  variables: { last: number; before?: string },
  edges: ReturnType<typeof line>[],
  hasPreviousPage: boolean,
  managerAdvisor: 'BUILT_IN' | 'MODEL' = 'BUILT_IN',
): MockedResponse {
  return {
    request: { query: ManagerConversationDocument, variables },
    result: {
      data: {
        managerAdvisor,
        managerConversation: {
          __typename: 'ManagerMessageConnection',
          edges,
          pageInfo: { __typename: 'PageInfo', hasPreviousPage, startCursor: edges[0]?.cursor ?? null },
        },
      },
    },
  };
}

describe('the conversation with the manager', () => {
  it('shows the newest lines, and "Show earlier" puts the older ones in front', async () => {
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[
          page(
            { last: 50 },
            [line('m3', 'ARTIST', 'Newer question'), line('m4', 'MANAGER', 'Newer answer')],
            true,
          ),
          page(
            { last: 50, before: 'cursor-m3' },
            [line('m1', 'ARTIST', 'Older question'), line('m2', 'MANAGER', 'Older answer')],
            false,
          ),
        ]}
      >
        <AskManager managerName="Elliot Vance" />
      </MockedProvider>,
    );
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You: Newer question', 'Elliot Vance: Newer answer']);
    // Without a model, the screen says where the answers come from.
    expect(
      screen.getByText(/^No AI model is connected: answers come from Backline's built-in advisor/),
    ).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show earlier' }));

    await screen.findByText('Older question');
    expect(
      within(screen.getByRole('list', { name: 'Conversation' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You: Older question',
      'Elliot Vance: Older answer',
      'You: Newer question',
      'Elliot Vance: Newer answer',
    ]);
    expect(screen.queryByRole('button', { name: 'Show earlier' })).toBeNull();
  });

  it('offers no "Show earlier" when the whole conversation fits one page', async () => {
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[page({ last: 50 }, [line('m1', 'ARTIST', 'Only question')], false, 'MODEL')]}
      >
        <AskManager managerName="Elliot Vance" />
      </MockedProvider>,
    );
    await screen.findByText('Only question');
    expect(screen.queryByRole('button', { name: 'Show earlier' })).toBeNull();
    expect(screen.queryByText(/No AI model is connected/)).toBeNull();
  });
});
