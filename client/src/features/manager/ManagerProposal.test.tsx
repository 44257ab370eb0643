import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
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
    kind: 'TASK' as const,
    title: 'Pitch Neon Nights to three curators',
    reason: 'It is mastered and in no playlist yet.',
    accepted: false,
    projectId: null,
    releaseDate: null,
    note: null,
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

describe('a pitch note the manager proposes', () => {
  const pitch = {
    __typename: 'ManagerMessage' as const,
    id: 'm2',
    proposal: {
      __typename: 'ManagerProposal' as const,
      kind: 'PITCH_NOTE' as const,
      title: 'Keep a pitch note on "Neon Nights EP"',
      reason: 'Curators want two lines.',
      accepted: false,
      projectId: 'p1',
      releaseDate: null,
      note: 'Five synth-pop songs about city nights.',
    },
  };

  it('shows the note, keeps it only when asked, then leads to the project', async () => {
    render(
      <MemoryRouter>
        <MockedProvider
          cache={new InMemoryCache({ typePolicies })}
          mocks={[
            {
              request: { query: AcceptManagerProposalDocument, variables: { messageId: 'm2' } },
              result: {
                data: {
                  acceptManagerProposal: { ...pitch, proposal: { ...pitch.proposal, accepted: true } },
                },
              },
            },
            { request: { query: TodaysPlanDocument }, result: { data: { todaysPlan: [] } } },
          ]}
        >
          <ManagerProposal message={pitch} />
        </MockedProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Five synth-pop songs about city nights.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Add to today's plan" })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep as a note' }));
    expect(await screen.findByText("Kept in the project's notes.", { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the project' }).getAttribute('href')).toBe(
      '/app/projects/p1',
    );
  });
});
