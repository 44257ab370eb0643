import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { Notification } from '../notifications/notification.entity.js';
import { Connection } from './connection.entity.js';
import { CANNOT_CONNECT_WITH_SELF } from './network.service.js';

const db = useTestDatabase();
const { fork } = db;

const services = () => testServices(db.orm);

const named = (artistName: string) => insertArtist(fork(), { artistName });
const ALL = { first: 100 };
const names = (page: { items: { artistName: string }[] }) => page.items.map((card) => card.artistName);

describe('finding artists by name', () => {
  it('matches any part of the name ignoring case, names starting with it first, never the searcher', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    await named('Lanes of Gold');
    await named('DJ Nova');
    await named('Novak');
    await named('Echo Park');
    const found = await network.searchArtists(fork(), me.id, { name: ' nova ' }, ALL);
    expect(names(found)).toEqual(['Novak', 'DJ Nova']);
    expect(found.totalCount).toBe(2);
    expect(found.items[0]).toMatchObject({
      role: 'Independent Artist',
      avatar: '🎧',
      connected: false,
      mutual: false,
    });
  });

  it('finds nothing for a blank search, and treats % and _ as plain characters', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    await named('100% Pure');
    await named('Other');
    expect(names(await network.searchArtists(fork(), me.id, { name: '   ' }, ALL))).toEqual([]);
    const percent = await network.searchArtists(fork(), me.id, { name: '%' }, ALL);
    expect(names(percent)).toEqual(['100% Pure']);
    expect(names(await network.searchArtists(fork(), me.id, { name: '_' }, ALL))).toEqual([]);
  });

  it('refuses a search longer than 100 characters', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    await expect(network.searchArtists(fork(), me.id, { name: 'x'.repeat(101) }, ALL)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
  });
});

describe('connecting', () => {
  it('connects one way, notifies the other artist once, and becomes mutual when they connect back', async () => {
    const { network, notifications } = services();
    const nova = await named('Nova Lane');
    const echo = await named('Echo Park');

    const card = await network.connect(fork(), nova.id, echo.id);
    expect(card).toMatchObject({
      id: echo.id,
      artistName: 'Echo Park',
      connected: true,
      connectsBack: false,
      mutual: false,
    });
    await network.connect(fork(), nova.id, echo.id);
    expect(await fork().count(Connection, {})).toBe(1);

    const echoInbox = await notifications.inbox(fork(), echo.id);
    expect(echoInbox.unreadCount).toBe(1);
    expect((await notifications.notifications(fork(), echo.id, ALL)).items[0]).toMatchObject({
      kind: 'CONNECTION',
      text: 'Nova Lane wants to connect with you',
      actor: { id: nova.id, artistName: 'Nova Lane', connected: false, connectsBack: true },
    });

    expect(await network.readNetwork(fork(), echo.id)).toEqual({ connectionCount: 0, mutualCount: 0 });
    expect((await network.connections(fork(), echo.id, ALL)).items).toEqual([]);
    expect((await network.requests(fork(), echo.id, ALL)).items).toEqual([
      expect.objectContaining({ id: nova.id, connectsBack: true, connected: false }),
    ]);

    const back = await network.connect(fork(), echo.id, nova.id);
    expect(back).toMatchObject({ connected: true, connectsBack: true, mutual: true });
    expect(await network.readNetwork(fork(), echo.id)).toEqual({ connectionCount: 1, mutualCount: 1 });
    expect((await network.requests(fork(), echo.id, ALL)).totalCount).toBe(0);
    expect((await notifications.notifications(fork(), nova.id, ALL)).items[0]?.text).toBe(
      'Echo Park accepted your connection request',
    );
  });

  it('counts connections and mutual connections from the graph', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    const [a, b, c] = await Promise.all([named('A'), named('B'), named('C')]);
    for (const other of [a, b, c]) await network.connect(fork(), me.id, other.id);
    await network.connect(fork(), a.id, me.id);
    await network.connect(fork(), b.id, me.id);
    await network.connect(fork(), b.id, c.id);

    const mine = await network.readNetwork(fork(), me.id);
    expect(mine.connectionCount).toBe(3);
    expect(mine.mutualCount).toBe(2);
    const connections = await network.connections(fork(), me.id, ALL);
    expect(connections.items.map((card) => [card.artistName, card.mutual])).toEqual([
      ['C', false],
      ['B', true],
      ['A', true],
    ]);
    expect(await network.readNetwork(fork(), c.id)).toMatchObject({ connectionCount: 0, mutualCount: 0 });
    expect(names(await network.requests(fork(), c.id, ALL)).sort()).toEqual(['B', 'Nova Lane']);
  });

  it('refuses connecting with yourself or an unknown artist, and writes nothing', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    await expect(network.connect(fork(), me.id, me.id)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: CANNOT_CONNECT_WITH_SELF,
    });
    for (const id of ['3f1c2d6e-1d4b-4a57-9a4e-2f7b8c9d0e1f', 'not-an-id']) {
      await expect(network.connect(fork(), me.id, id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Artist not found.',
      });
    }
    expect(await fork().count(Connection, {})).toBe(0);
  });
});

describe('disconnecting', () => {
  it('removes only the viewer’s side, and takes back the notification while it is unread', async () => {
    const { network, notifications } = services();
    const nova = await named('Nova Lane');
    const echo = await named('Echo Park');
    await network.connect(fork(), nova.id, echo.id);
    await network.connect(fork(), echo.id, nova.id);
    await notifications.markAllRead(fork(), nova.id);

    const card = await network.disconnect(fork(), echo.id, nova.id);
    expect(card).toMatchObject({ connected: false, connectsBack: true, mutual: false });
    expect(await network.readNetwork(fork(), nova.id)).toMatchObject({ connectionCount: 1, mutualCount: 0 });
    // Nova had read Echo's notification, and Echo's was read on accepting: both stay.
    await network.disconnect(fork(), nova.id, echo.id);
    expect(await fork().count(Notification, { recipient: echo.id, readAt: { $ne: null } })).toBe(1);
    expect(await fork().count(Notification, { recipient: nova.id })).toBe(1);
    expect(await fork().count(Connection, {})).toBe(0);
    // A request still unanswered is taken back with it.
    const kai = await named('Kai Mixes');
    await network.connect(fork(), kai.id, echo.id);
    expect(await fork().count(Notification, { recipient: echo.id, actor: kai.id, readAt: null })).toBe(1);
    await network.disconnect(fork(), kai.id, echo.id);
    expect(await fork().count(Notification, { recipient: echo.id, actor: kai.id })).toBe(0);
  });

  it('reads the request it answers: accepting marks the other artist’s notification read', async () => {
    const { network, notifications } = services();
    const nova = await named('Nova Lane');
    const echo = await named('Echo Park');
    await network.connect(fork(), nova.id, echo.id);
    expect((await notifications.inbox(fork(), echo.id)).unreadCount).toBe(1);
    await network.connect(fork(), echo.id, nova.id);
    expect((await notifications.inbox(fork(), echo.id)).unreadCount).toBe(0);
    // Nova hears that Echo accepted.
    expect((await notifications.inbox(fork(), nova.id)).unreadCount).toBe(1);
  });

  it('answers NOT_FOUND for an unknown artist', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    await expect(network.disconnect(fork(), me.id, me.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      network.disconnect(fork(), me.id, '3f1c2d6e-1d4b-4a57-9a4e-2f7b8c9d0e1f'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('paging the network by keyset', () => {
  it('pages connections newest first with first/after, and back with last/before', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    const others = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) others.push(await named(name));
    // Connected in this order: E is the newest, so the list reads E D C B A.
    for (const other of others) await network.connect(fork(), me.id, other.id);

    const first = await network.connections(fork(), me.id, { first: 2 });
    expect(names(first)).toEqual(['E', 'D']);
    expect(first).toMatchObject({ totalCount: 5, hasNextPage: true, hasPreviousPage: false });
    const second = await network.connections(fork(), me.id, {
      first: 2,
      after: first.cursorOf(first.items[1] as never),
    });
    expect(names(second)).toEqual(['C', 'B']);
    expect(second).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const rest = await network.connections(fork(), me.id, {
      first: 2,
      after: second.cursorOf(second.items[1] as never),
    });
    expect(names(rest)).toEqual(['A']);
    expect(rest.hasNextPage).toBe(false);

    const last = await network.connections(fork(), me.id, { last: 2 });
    expect(names(last)).toEqual(['B', 'A']);
    expect(last).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await network.connections(fork(), me.id, {
      last: 2,
      before: last.cursorOf(last.items[0] as never),
    });
    expect(names(before)).toEqual(['D', 'C']);
    expect(before).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('pages a search in its order (names starting with the text first) without repeating anyone', async () => {
    const { network } = services();
    const me = await named('Searcher');
    for (const name of ['Nova', 'nova b', 'DJ Nova', 'Supernova', 'Nova C']) await named(name);

    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await network.searchArtists(fork(), me.id, { name: 'nova' }, { first: 2, after });
      expect(page.totalCount).toBe(5);
      seen.push(...names(page));
      if (!page.hasNextPage) break;
      after = page.cursorOf(page.items.at(-1) as never);
    }
    expect(seen).toEqual(['Nova', 'nova b', 'Nova C', 'DJ Nova', 'Supernova']);
  });

  it('refuses a cursor that does not fit the list with BAD_USER_INPUT', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    const notOurs = Buffer.from(JSON.stringify(['2026-11-25', 'x'])).toString('base64url');
    for (const after of ['not-a-cursor', notOurs]) {
      await expect(network.connections(fork(), me.id, { first: 2, after })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'after',
      });
    }
    await expect(
      network.searchArtists(fork(), me.id, { name: 'a' }, { last: 2, before: notOurs }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'before' });
  });
});
