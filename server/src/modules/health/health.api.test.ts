import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createOrmOptions } from '../../db/mikro-orm.config.js';
import { useTestDatabase } from '../../test/database.js';
import { testConfig } from '../../test/test-config.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

describe('health checks', () => {
  it('GET /healthz and GET /readyz answer JSON while the database is up', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('GET /readyz answers 503 once the database cannot be reached, while /healthz still answers', async () => {
    const orm = await MikroORM.init(createOrmOptions(db.url));
    const config = testConfig();
    const backline = await createApp({
      orm,
      config,
      logger: pino({ level: 'silent' }),
      signingSecret: config.jwt.secret ?? '',
    });
    const listening = backline.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      await orm.close(true);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
      await backline.stop();
    }
  });
});
