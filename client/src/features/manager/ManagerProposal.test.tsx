import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { TodaysPlanDocument } from './ActionPlan.generated';
import { ManagerProposal } from './ManagerProposal';
import { AcceptManagerProposalDocument } from './ManagerProposal.generated';

afterEach(cleanup);

const proposed = {
  __typename: 'ManagerMessage' as const,
  id: 'm1',
  proposal: {
    __typename: 'ManagerProposal' as const,
    title: 'Pitch Neon Nights to three curators',
    reason: 'It is mastered and in no playlist yet.',
    accepted: false,
  },
};

describe('a task the manager proposes', () => {
  it('is added to the plan only when the artist says so, and then says it is there', async () => {
    const cache = new InMemoryCache({ typePolicies });
    render(
      <MockedProvider
        cache={cache}
        mocks={[
          {
            request: { query: AcceptManagerProposalDocument, variables: { messageId: 'm1' } },
            result: {
              data: {
                acceptManagerProposal: { ...proposed, proposal: { ...proposed.proposal, accepted: true } },
              },
            },
          },
          { request: { query: TodaysPlanDocument }, result: { data: { todaysPlan: [] } } },
        ]}
      >
        <ManagerProposal message={proposed} />
      </MockedProvider>,
    );
    expect(screen.getByText('Pitch Neon Nights to three curators')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: "Add to today's plan" }));
    expect(await screen.findByText("In today's plan.")).toBeTruthy();
  });
});
