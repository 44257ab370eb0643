import { describe, expect, it } from 'vitest';
import { notificationPath } from './NotificationsMenu';

describe('where a notification leads', () => {
  it('opens the chat for a message, the network for a connection, My Projects for an invitation', () => {
    expect(notificationPath({ kind: 'MESSAGE', actor: { id: 'a1' } })).toBe('/app/network?chat=a1');
    expect(notificationPath({ kind: 'CONNECTION', actor: { id: 'a1' } })).toBe('/app/artists/a1');
    expect(notificationPath({ kind: 'PROJECT_INVITATION', actor: { id: 'a1' } })).toBe('/app/projects');
  });
});
