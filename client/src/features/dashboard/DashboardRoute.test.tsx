import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
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
});
