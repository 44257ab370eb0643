import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationsMenu } from './NotificationsMenu';
import { NotificationsDocument } from './NotificationsMenu.generated';

const inbox = {
  notifications: {
    __typename: 'NotificationInbox',
    unreadCount: 2,
    openTasksToday: 0,
    notifications: { __typename: 'NotificationConnection', nodes: [] },
  },
};

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idleCallbacks: Array<() => void> = [];
const realRequestIdleCallback = window.requestIdleCallback;
const realCancelIdleCallback = window.cancelIdleCallback;

beforeEach(() => {
  idleCallbacks = [];
  window.requestIdleCallback = ((callback: IdleRequestCallback) => {
    idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return idleCallbacks.length;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  cleanup();
  window.requestIdleCallback = realRequestIdleCallback;
  window.cancelIdleCallback = realCancelIdleCallback;
});

/** Lets every answer already due arrive (the mocks answer without delay). */
const answersDue = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("the header's notifications", () => {
  it('are asked for once the browser is first idle, after the screen has had its turn', async () => {
    let asked = 0;
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: NotificationsDocument },
            delay: 0,
            result: () => {
              asked++;
              return { data: inbox };
            },
          },
        ]}
      >
        <MemoryRouter>
          <NotificationsMenu />
        </MemoryRouter>
      </MockedProvider>,
    );
    await answersDue();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(asked).toBe(0);

    act(() => {
      for (const run of idleCallbacks) run();
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(asked).toBe(1);
  });
});
