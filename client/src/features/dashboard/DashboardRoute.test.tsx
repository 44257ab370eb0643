import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { planTask } from '../manager/plan-task.fixture';
import { PlanTodayDocument } from '../manager/use-plan-today.generated';
import { DashboardRoute } from './DashboardRoute';
import { DashboardDocument } from './DashboardRoute.generated';

afterEach(cleanup);

const answer = {
  me: { __typename: 'User' as const, id: 'u1', email: 'ana@example.com' },
  dashboardStats: {
    __typename: 'DashboardStats' as const,
    totalTracks: 3,
    storageBytes: 2048,
    recentUploads: [],
    quickStats: { __typename: 'QuickStats' as const, genres: [], moods: [] },
  },
  manager: {
    __typename: 'ManagerRelationship' as const,
    chosen: false,
    persona: { __typename: 'ManagerPersona' as const, name: 'Maya' },
  },
  todaysPlan: [],
  notifications: { __typename: 'NotificationInbox' as const, openTasksToday: 0 },
  careerProgress: { __typename: 'CareerProgress' as const, next: null },
  projectsWithNews: [],
  sharedProjects: { __typename: 'SharedProjectConnection' as const, totalCount: 0, nodes: [] },
};

describe('the dashboard', () => {
  it('greets and offers Quick Upload at once, then names the artist and fills in the figures', async () => {
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[{ request: { query: DashboardDocument }, result: { data: answer }, delay: 50 }]}
      >
        <MemoryRouter>
          <DashboardRoute />
        </MemoryRouter>
      </MockedProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Quick Upload' })).toBeDefined();
    expect(screen.queryByText('Total Tracks')).toBeNull();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, ana@example.com!' }),
    ).toBeDefined();
    expect(screen.getByText('Total Tracks')).toBeDefined();
    expect(screen.getByText('3')).toBeDefined();
    // With no uploads yet, the empty list leads to the upload form.
    expect(screen.getByRole('link', { name: 'Upload your first track' }).getAttribute('href')).toBe(
      '/app/upload',
    );
  });

  it('shows today’s plan from the manager as the work stands now, not as it was stored this morning', async () => {
    const withManager = {
      ...answer,
      manager: { ...answer.manager, chosen: true },
      // Stored this morning, before the artist's first project.
      todaysPlan: [
        { __typename: 'ManagerTask' as const, id: 't1', title: 'Start a song project', completedAt: null },
      ],
      notifications: { ...answer.notifications, openTasksToday: 1 },
    };
    render(
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[
          { request: { query: DashboardDocument }, result: { data: withManager } },
          {
            request: { query: PlanTodayDocument },
            result: { data: { planToday: [planTask('t2', 'Record a first take for "Nightbus"')] } },
          },
        ]}
      >
        <MemoryRouter>
          <DashboardRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Today with Maya' })).toBeDefined();
    expect(await screen.findByText('Record a first take for "Nightbus"')).toBeDefined();
    expect(screen.queryByText('Start a song project')).toBeNull();
  });

  it("stores today's plan only once the dashboard's own read has answered, not while it is on its way", async () => {
    const withManager = { ...answer, manager: { ...answer.manager, chosen: true } };
    // An earlier visit left the dashboard in the cache, with 3 tracks; the server now says 4.
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: DashboardDocument, data: { __typename: 'Query', ...withManager } });
    const fresh = { ...withManager, dashboardStats: { ...withManager.dashboardStats, totalTracks: 4 } };
    let figureWhenPlanStored: string | null | undefined;
    render(
      <MockedProvider
        cache={cache}
        mocks={[
          { request: { query: DashboardDocument }, result: { data: fresh }, delay: 500 },
          {
            request: { query: PlanTodayDocument },
            result: () => {
              figureWhenPlanStored = document.querySelector('.tile-value')?.textContent;
              return { data: { planToday: [planTask('t2', 'Record a first take for "Nightbus"')] } };
            },
          },
        ]}
      >
        <MemoryRouter>
          <DashboardRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(
      await screen.findByText('Record a first take for "Nightbus"', {}, { timeout: 5000 }),
    ).toBeDefined();
    expect(figureWhenPlanStored).toBe('4');
  });
});
