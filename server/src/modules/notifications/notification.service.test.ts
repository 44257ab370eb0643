import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { ManagerStyle } from '../manager/manager-personas.js';
import { ManagerState } from '../manager/manager-state.entity.js';
import { ManagerTask } from '../manager/manager-task.entity.js';
import { NotificationKind } from './notification.entity.js';
import { INBOX_SIZE } from './notification.service.js';

const db = useTestDatabase();
const fork = () => db.orm.em.fork();

const services = () => testServices(db.orm);

const named = (artistName: string) => insertArtist(fork(), { artistName });

describe('the notifications inbox', () => {
  it('counts the open tasks of today’s plan without writing, and fewer as they are completed', async () => {
    const { notifications, manager } = services();
    const me = await named('Nova Lane');
    // A new artist's manager is the strategist, already chosen: today's tasks count before any is stored.
    const before = await notifications.inbox(fork(), me.id);
    expect(before).toMatchObject({ notifications: [], unreadCount: 0 });
    expect(before.openTasksToday).toBeGreaterThanOrEqual(2);
    // The header polls this: asking wrote nothing.
    expect(await fork().count(ManagerState, {})).toBe(0);
    expect(await fork().count(ManagerTask, {})).toBe(0);

    await manager.chooseManager(fork(), me.id, ManagerStyle.HUSTLER);
    const plan = await manager.todaysPlan(fork(), me.id);
    expect((await notifications.inbox(fork(), me.id)).openTasksToday).toBe(plan.length);
    await manager.completeTask(fork(), me.id, plan[0]?.id ?? '');
    expect((await notifications.inbox(fork(), me.id)).openTasksToday).toBe(plan.length - 1);
  });

  it('lists the latest notifications first, at most 20, with the unread count of all', async () => {
    const { notifications } = services();
    const me = await named('Nova Lane');
    const others = await Promise.all(
      Array.from({ length: INBOX_SIZE + 2 }, (_, index) => named(`Artist ${index}`)),
    );
    for (const other of others) {
      await notifications.notify(fork(), {
        recipientId: me.id,
        actorId: other.id,
        kind: NotificationKind.CONNECTION,
      });
    }
    const inbox = await notifications.inbox(fork(), me.id);
    expect(inbox.unreadCount).toBe(INBOX_SIZE + 2);
    expect(inbox.notifications).toHaveLength(INBOX_SIZE);
    expect(inbox.notifications[0]?.actorName).toBe(`Artist ${INBOX_SIZE + 1}`);
  });

  it('marks one read, or all; another artist’s notification answers NOT_FOUND and stays unread', async () => {
    const { notifications } = services();
    const me = await named('Nova Lane');
    const other = await named('Echo Park');
    const third = await named('Third');
    await notifications.notify(fork(), {
      recipientId: me.id,
      actorId: other.id,
      kind: NotificationKind.CONNECTION,
    });
    await notifications.notify(fork(), {
      recipientId: me.id,
      actorId: third.id,
      kind: NotificationKind.CONNECTION,
    });
    await notifications.notify(fork(), {
      recipientId: other.id,
      actorId: me.id,
      kind: NotificationKind.CONNECTION,
    });
    const [first] = (await notifications.inbox(fork(), me.id)).notifications;
    const [theirs] = (await notifications.inbox(fork(), other.id)).notifications;

    expect(await notifications.markRead(fork(), me.id, first?.id ?? '')).toMatchObject({ read: true });
    expect((await notifications.inbox(fork(), me.id)).unreadCount).toBe(1);
    await expect(notifications.markRead(fork(), me.id, theirs?.id ?? '')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(notifications.markRead(fork(), me.id, 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await notifications.markAllRead(fork(), me.id)).toBe(1);
    expect((await notifications.inbox(fork(), me.id)).unreadCount).toBe(0);
    expect((await notifications.inbox(fork(), other.id)).unreadCount).toBe(1);
  });

  it('starts a new notification for an event after the last one was read', async () => {
    const { notifications } = services();
    const me = await named('Nova Lane');
    const other = await named('Echo Park');
    const message = { recipientId: me.id, actorId: other.id, kind: NotificationKind.MESSAGE };
    await notifications.notify(fork(), { ...message, preview: 'one' });
    await notifications.markAllRead(fork(), me.id);
    await notifications.notify(fork(), { ...message, preview: `two ${'long '.repeat(40)}` });
    const inbox = await notifications.inbox(fork(), me.id);
    expect(inbox.notifications.map((item) => [item.text, item.read])).toEqual([
      ['Echo Park sent you a message', false],
      ['Echo Park sent you a message', true],
    ]);
    expect(inbox.notifications[0]?.preview).toHaveLength(140);
    expect(inbox.notifications[0]?.preview.endsWith('…')).toBe(true);
  });
});
