import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createOrmOptions } from '../db/mikro-orm.config.js';
import { useTestDatabase } from '../test/database.js';
import { startApp } from '../test/start-app.js';
import { testConfig } from '../test/test-config.js';
import { useTestServer } from '../test/test-server.js';

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
    const app = await startApp(orm, testConfig());
    const url = app.url;
    try {
      await orm.close(true);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
