import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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
  manager: {
    __typename: 'ManagerRelationship',
    chosen: false,
    level: 1,
    levelName: 'Newcomer',
    tasksToNextLevel: 5,
  },
  settings: { __typename: 'Settings', id: 's1', theme: 'LIGHT' },
};

/** The header's own query, left unanswered: these tests are about the frame. */
const pending = (query: MockedResponse['request']['query']): MockedResponse => ({
  request: { query },
  delay: Number.POSITIVE_INFINITY,
  result: {},
});

function renderWorkspace(userAnswer: MockedResponse) {
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
      <MockedProvider mocks={[userAnswer, pending(NotificationsDocument)]}>
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
