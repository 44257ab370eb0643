import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { Notification } from '../notifications/notification.entity.js';
import { Connection } from './connection.entity.js';
import { CANNOT_CONNECT_WITH_SELF } from './network.service.js';

const db = useTestDatabase();
const fork = () => db.orm.em.fork();

const services = () => testServices(db.orm);

const named = (artistName: string) => insertArtist(fork(), { artistName });

describe('finding artists by name', () => {
  it('matches any part of the name ignoring case, names starting with it first, never the searcher', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    await named('Lanes of Gold');
    await named('DJ Nova');
    await named('Novak');
    await named('Echo Park');
    const found = await network.searchArtists(fork(), me.id, { name: ' nova ' });
    expect(found.map((card) => card.artistName)).toEqual(['Novak', 'DJ Nova']);
    expect(found[0]).toMatchObject({
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
    expect(await network.searchArtists(fork(), me.id, { name: '   ' })).toEqual([]);
    const percent = await network.searchArtists(fork(), me.id, { name: '%' });
    expect(percent.map((card) => card.artistName)).toEqual(['100% Pure']);
    expect(await network.searchArtists(fork(), me.id, { name: '_' })).toEqual([]);
  });

  it('refuses a search longer than 100 characters', async () => {
    const { network } = services();
    const me = await named('Nova Lane');
    await expect(network.searchArtists(fork(), me.id, { name: 'x'.repeat(101) })).rejects.toMatchObject({
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
    expect(echoInbox.notifications[0]).toMatchObject({
      kind: 'CONNECTION',
      text: 'Nova Lane connected with you',
      link: '/app/network',
      actorId: nova.id,
    });

    const echoNetwork = await network.readNetwork(fork(), echo.id);
    expect(echoNetwork).toMatchObject({ connectionCount: 0, mutualCount: 0, connections: [] });
    expect(echoNetwork.requests).toEqual([
      expect.objectContaining({ id: nova.id, connectsBack: true, connected: false }),
    ]);

    const back = await network.connect(fork(), echo.id, nova.id);
    expect(back).toMatchObject({ connected: true, connectsBack: true, mutual: true });
    const afterBack = await network.readNetwork(fork(), echo.id);
    expect(afterBack).toMatchObject({ connectionCount: 1, mutualCount: 1, requests: [] });
    expect((await notifications.inbox(fork(), nova.id)).notifications[0]?.text).toBe(
      'Echo Park connected with you',
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
    expect(mine.connections.map((card) => [card.artistName, card.mutual])).toEqual([
      ['C', false],
      ['B', true],
      ['A', true],
    ]);
    expect(await network.readNetwork(fork(), c.id)).toMatchObject({ connectionCount: 0, mutualCount: 0 });
    expect((await network.readNetwork(fork(), c.id)).requests.map((card) => card.artistName).sort()).toEqual([
      'B',
      'Nova Lane',
    ]);
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
    // Nova had read Echo's notification: it stays. Echo's was unread: Nova's disconnect takes it back.
    await network.disconnect(fork(), nova.id, echo.id);
    expect(await fork().count(Notification, { recipient: echo.id })).toBe(0);
    expect(await fork().count(Notification, { recipient: nova.id })).toBe(1);
    expect(await fork().count(Connection, {})).toBe(0);
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
