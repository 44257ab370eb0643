import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyWhileHidden } from './browser-notifications';

const shown: { title: string; body?: string }[] = [];
class Recorded {
  static permission: NotificationPermission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
  close() {}
}

function pageHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

afterEach(() => {
  shown.length = 0;
  vi.unstubAllGlobals();
});

describe('browser notifications', () => {
  it('are shown only while the page is hidden, and only with the permission', () => {
    vi.stubGlobal('Notification', Recorded);
    pageHidden(false);
    notifyWhileHidden('Backline', 'Echo sent you a message', 'n1', () => undefined);
    expect(shown).toEqual([]);

    pageHidden(true);
    notifyWhileHidden('Backline', 'Echo sent you a message', 'n1', () => undefined);
    expect(shown).toEqual([{ title: 'Backline', body: 'Echo sent you a message' }]);

    Recorded.permission = 'denied';
    notifyWhileHidden('Backline', 'Echo sent you 2 messages', 'n1', () => undefined);
    expect(shown).toHaveLength(1);
  });
});
