import { describe, expect, it } from 'vitest';
import { notificationPath } from './NotificationsMenu';

describe('where a notification leads', () => {
  it('opens the chat with the artist for a message, and the network for a connection', () => {
    expect(notificationPath({ kind: 'MESSAGE', actor: { id: 'a1' } })).toBe('/app/network?chat=a1');
    expect(notificationPath({ kind: 'CONNECTION', actor: { id: 'a1' } })).toBe('/app/network');
  });
});
