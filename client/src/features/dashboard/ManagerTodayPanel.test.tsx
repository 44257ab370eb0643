import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { planTask } from '../manager/plan-task.fixture';
import { PlanTodayDocument } from '../manager/use-plan-today.generated';
import { ManagerTodayPanel } from './ManagerTodayPanel';
import { DashboardManagerTodayDocument } from './ManagerTodayPanel.generated';

afterEach(cleanup);

describe("the dashboard's word from the manager", () => {
  it('shows today’s plan as the work stands now, not as it was stored this morning', async () => {
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[
          {
            request: { query: DashboardManagerTodayDocument },
            result: {
              data: {
                manager: {
                  __typename: 'ManagerRelationship',
                  chosen: true,
                  persona: { __typename: 'ManagerPersona', name: 'Maya' },
                },
                // Stored this morning, before the artist's first project.
                todaysPlan: [
                  { __typename: 'ManagerTask', id: 't1', title: 'Start a song project', completedAt: null },
                ],
                notifications: { __typename: 'NotificationInbox', openTasksToday: 1 },
                careerProgress: { __typename: 'CareerProgress', next: null },
              },
            },
          },
          {
            request: { query: PlanTodayDocument },
            result: { data: { planToday: [planTask('t2', 'Record a first take for "Nightbus"')] } },
          },
        ]}
      >
        <MemoryRouter>
          <ManagerTodayPanel />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('Record a first take for "Nightbus"')).toBeTruthy();
    expect(screen.queryByText('Start a song project')).toBeNull();
  });
});
