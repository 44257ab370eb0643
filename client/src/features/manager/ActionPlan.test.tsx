import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { ActionPlan } from './ActionPlan';
import { TodaysPlanDocument } from './ActionPlan.generated';
import { planTask } from './plan-task.fixture';
import { PlanTodayDocument } from './use-plan-today.generated';

afterEach(cleanup);

describe("today's action plan", () => {
  it('stores the day’s plan when shown, since reading the plan stores nothing', async () => {
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[
          { request: { query: TodaysPlanDocument }, result: { data: { todaysPlan: [] } } },
          {
            request: { query: PlanTodayDocument },
            result: {
              data: { planToday: [planTask('t1', 'Pitch a playlist'), planTask('t2', 'Post a teaser')] },
            },
          },
        ]}
      >
        <ActionPlan />
      </MockedProvider>,
    );

    expect(await screen.findByText('2 tasks remaining', {}, { timeout: 2000 })).toBeTruthy();
    const open = within(screen.getByRole('list', { name: 'Open tasks' }));
    expect(open.getAllByText('Post a teaser').length).toBeGreaterThan(0);
    expect(open.getAllByText('Pitch a playlist').length).toBeGreaterThan(0);
  });
});
