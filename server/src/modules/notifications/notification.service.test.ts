import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { ManagerStyle } from '../manager/manager-personas.js';
import { ManagerState } from '../manager/manager-state.entity.js';
import { ManagerTask } from '../manager/manager-task.entity.js';
import { NotificationKind } from './notification.entity.js';

const db = useTestDatabase();
const { fork } = db;

const services = () => testServices(db.orm);

const named = (artistName: string) => insertArtist(fork(), { artistName });
/** The header's menu asks for the latest 20. */
const INBOX_PAGE_SIZE = 20;
const latest = (
  userId: string,
  request: { first?: number; last?: number; after?: string; before?: string } = {},
) => services().notifications.notifications(fork(), userId, { first: INBOX_PAGE_SIZE, ...request });

describe('the notifications inbox', () => {
  it('counts the open tasks of today’s plan without writing, and fewer as they are completed', async () => {
    const { notifications, manager } = services();
    const me = await named('Nova Lane');
    // A new artist's manager is the strategist, already chosen: today's tasks count before any is stored.
    const before = await notifications.inbox(fork(), me.id);
    expect(before).toMatchObject({ unreadCount: 0 });
    expect((await latest(me.id)).items).toEqual([]);
    expect(before.openTasksToday).toBeGreaterThanOrEqual(2);
    // The header polls this: asking wrote nothing.
    expect(await fork().count(ManagerState, {})).toBe(0);
    expect(await fork().count(ManagerTask, {})).toBe(0);

    await manager.chooseManager(fork(), me.id, ManagerStyle.HUSTLER);
    const plan = await manager.planToday(fork(), me.id);
    expect((await notifications.inbox(fork(), me.id)).openTasksToday).toBe(plan.length);
    await manager.completeTask(fork(), me.id, plan[0]?.id ?? '');
    expect((await notifications.inbox(fork(), me.id)).openTasksToday).toBe(plan.length - 1);
  });

  it('pages the latest notifications first, with the unread count of all', async () => {
    const { notifications } = services();
    const me = await named('Nova Lane');
    const others = await Promise.all(
      Array.from({ length: INBOX_PAGE_SIZE + 2 }, (_, index) => named(`Artist ${index}`)),
    );
    for (const other of others) {
      await notifications.notify(fork(), {
        recipientId: me.id,
        actorId: other.id,
        kind: NotificationKind.CONNECTION,
      });
    }
    const inbox = await notifications.inbox(fork(), me.id);
    expect(inbox.unreadCount).toBe(INBOX_PAGE_SIZE + 2);
    const page = await latest(me.id);
    expect(page.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(page).toMatchObject({
      totalCount: INBOX_PAGE_SIZE + 2,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(page.items[0]?.actor).toMatchObject({
      artistName: `Artist ${INBOX_PAGE_SIZE + 1}`,
      connected: false,
    });
    const rest = await latest(me.id, { after: page.cursorOf(page.items.at(-1) as never) });
    expect(rest.items.map((item) => item.actor.artistName)).toEqual(['Artist 1', 'Artist 0']);
    expect(rest).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const oldest = await latest(me.id, { first: undefined, last: 2 });
    expect(oldest.items.map((item) => item.actor.artistName)).toEqual(['Artist 1', 'Artist 0']);
    const newer = await latest(me.id, {
      first: undefined,
      last: 3,
      before: oldest.cursorOf(oldest.items[0] as never),
    });
    expect(newer.items.map((item) => item.actor.artistName)).toEqual(['Artist 4', 'Artist 3', 'Artist 2']);
    expect(newer).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    await expect(latest(me.id, { after: 'bm90IGEgY3Vyc29y' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
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
    const [first] = (await latest(me.id)).items;
    const [theirs] = (await latest(other.id)).items;
    expect(await notifications.findNotification(fork(), me.id, first?.id ?? '')).toMatchObject({
      id: first?.id,
    });
    await expect(notifications.findNotification(fork(), me.id, theirs?.id ?? '')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

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
    const inbox = await latest(me.id);
    expect(inbox.items.map((item) => [item.text, item.read])).toEqual([
      ['Echo Park sent you a message', false],
      ['Echo Park sent you a message', true],
    ]);
    expect(inbox.items[0]?.preview).toHaveLength(140);
    expect(inbox.items[0]?.preview.endsWith('…')).toBe(true);
  });
});
