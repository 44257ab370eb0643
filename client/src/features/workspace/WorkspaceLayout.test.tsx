import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { AuthProvider } from '../../auth/AuthProvider';
import { clearTokens, writeTokens } from '../../auth/token-store';
import { NotificationsDocument } from './NotificationsMenu.generated';
import { WorkspaceLayout } from './WorkspaceLayout';
import { WorkspaceUserDocument } from './WorkspaceLayout.generated';

afterEach(() => {
  cleanup();
  clearTokens();
  delete document.documentElement.dataset.theme;
  localStorage.clear();
});

const workspaceUser = {
  me: {
    __typename: 'User',
    id: 'u1',
    artistName: 'Nova',
    email: 'nova@example.com',
    role: 'Artist',
    plan: 'CREATOR',
    avatar: '🎧',
    avatarPhoto: null,
    projectCount: 2,
  },
  careerProgress: {
    __typename: 'CareerProgress',
    level: 2,
    totalLevels: 6,
    next: { __typename: 'Milestone', key: 'first-collaboration', title: 'A song made with others' },
  },
  settings: { __typename: 'Settings', id: 's1', theme: 'LIGHT', pushNotifications: false },
};

/** The header's own query, left unanswered: these tests are about the frame. */
const pending = (query: MockedResponse['request']['query']): MockedResponse => ({
  request: { query },
  delay: Number.POSITIVE_INFINITY,
  result: {},
});

function renderWorkspace(userAnswer: MockedResponse, cache = new InMemoryCache({ typePolicies })) {
  // A data router, as the app's: the frame's unsaved-changes guard blocks navigation through it.
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: <WorkspaceLayout />,
        children: [{ path: 'dashboard', element: <h1>Screen</h1> }],
      },
    ],
    { initialEntries: ['/app/dashboard'] },
  );
  writeTokens({ accessToken: 'access', refreshToken: 'refresh' });
  render(
    <AuthProvider>
      <MockedProvider cache={cache} mocks={[userAnswer, pending(NotificationsDocument)]}>
        <RouterProvider router={router} />
      </MockedProvider>
    </AuthProvider>,
  );
}

describe('the workspace frame', () => {
  it("renders the screen while the artist's details are on their way, so its query need not wait", () => {
    renderWorkspace({
      request: { query: WorkspaceUserDocument },
      delay: Number.POSITIVE_INFINITY,
      result: {},
    });
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeTruthy();
    expect(screen.queryByText('Nova')).toBeNull();
  });

  it('fills in the artist when the details arrive', async () => {
    renderWorkspace({ request: { query: WorkspaceUserDocument }, result: { data: workspaceUser } });
    expect((await screen.findAllByText('Nova')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeTruthy();
  });

  it('shows the career level that came with the artist, with no request of its own on the first screen', async () => {
    // Only the frame's query is answered: a query of the level's own would find no answer.
    renderWorkspace({ request: { query: WorkspaceUserDocument }, result: { data: workspaceUser } });
    expect(await screen.findByText('Career level 2 of 6')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next: A song made with others' })).toBeTruthy();
  });

  it('reads the artist and the level afresh when the frame mounts again, not only from the cache', async () => {
    // What an earlier visit to the workspace left in the cache, before a milestone was reached.
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: WorkspaceUserDocument,
      data: {
        ...workspaceUser,
        careerProgress: { ...workspaceUser.careerProgress, level: 1 },
      } as Parameters<typeof cache.writeQuery>[0]['data'],
    });
    renderWorkspace({ request: { query: WorkspaceUserDocument }, result: { data: workspaceUser } }, cache);
    expect(await screen.findByText('Career level 2 of 6')).toBeTruthy();
  });

  it("applies the artist's stored theme from the frame's own answer, and remembers it on this device", async () => {
    renderWorkspace({ request: { query: WorkspaceUserDocument }, result: { data: workspaceUser } });
    await screen.findAllByText('Nova');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('backline.theme')).toBe('LIGHT');
    // Where the server reads it, to paint the next page's static frame in the same theme.
    expect(document.cookie).toContain('backline.theme=light');
  });

  it("removes the static frame the page's HTML painted when its own frame mounts, leaving one set of landmarks", () => {
    const staticFrame = document.createElement('div');
    staticFrame.id = 'app-shell';
    staticFrame.innerHTML = '<nav><a href="/app/tracks">Tracks</a></nav><main><h1>Tracks</h1></main>';
    document.body.append(staticFrame);
    renderWorkspace({
      request: { query: WorkspaceUserDocument },
      delay: Number.POSITIVE_INFINITY,
      result: {},
    });
    expect(document.getElementById('app-shell')).toBeNull();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
