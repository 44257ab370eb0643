import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../server/src/test/admin-database.js';
import { type BuiltApp, MAIN, ROOT, spawnBuiltApp } from './support/built-app.js';

/** Starts the built app as `npm start` does, with no DATABASE_URL: the embedded default. */
function startBuiltApp(env: Record<string, string>): Promise<BuiltApp> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawnBuiltApp({ ...inherited, PORT: '0', LOG_LEVEL: 'info', ...env });
}

async function stop(app: BuiltApp): Promise<number | null> {
  app.child.kill('SIGINT');
  return app.exited;
}

describe('the built app (npm start)', () => {
  it('starts on the embedded PostgreSQL, is ready, serves the client and explorer, and keeps data across restarts', async () => {
    await fs.access(MAIN).catch(() => {
      throw new Error('server/dist/main.js is missing: `npm test` builds first; run `npm run build`.');
    });
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-start-'));
    await fs.chmod(dataDir, 0o755);

    const first = await startBuiltApp({ DATA_DIR: dataDir });
    expect(first.output()).toContain(`embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`);
    expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${first.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });

    const page = await fetch(`${first.url}/login`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const explorer = await fetch(`${first.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(explorer.status).toBe(200);
    expect(await explorer.text()).toContain('GraphQL explorer');

    const registered = await fetch(`${first.url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'kept@example.com',
        password: 'kept across restarts',
        artistName: 'Kept',
        genre: '',
      }),
    });
    expect(registered.status).toBe(201);

    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    // PostgreSQL removes its pid file only on a clean shutdown.
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();

    const second = await startBuiltApp({ DATA_DIR: dataDir });
    const login = await fetch(`${second.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'kept across restarts' }),
    });
    expect(login.status).toBe(200);
    expect(await stop(second)).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('uses the PostgreSQL server DATABASE_URL names, migrating a fresh database at start', async () => {
    const { adminUrl, prefix } = inject('testDatabase');
    const name = `${prefix}_start_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const databaseUrl = withDatabase(adminUrl, name);
    const app = await startBuiltApp({ DATABASE_URL: databaseUrl, DATA_DIR: os.tmpdir() });
    expect(app.output()).toContain(
      `"database":"${new URL(databaseUrl).toString().replace(/:[^:@/]*@/, ':***@')}`,
    );
    expect(app.output()).not.toContain('embedded PostgreSQL');
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    const joined = await fetch(`${app.url}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'real-server@example.com' }),
    });
    expect(await joined.json()).toMatchObject({ position: 1 });
    expect(await stop(app)).toBe(0);
    await adminQuery(adminUrl, `DROP DATABASE "${name}" WITH (FORCE)`);
  });

  it('removes at start the stored files an earlier run left without a row, past the grace period', async () => {
    const { adminUrl, prefix } = inject('testDatabase');
    const name = `${prefix}_sweep_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const databaseUrl = withDatabase(adminUrl, name);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-sweep-'));
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    const first = await startBuiltApp(env);
    expect(await stop(first), first.output()).toBe(0);

    // What a crashed run leaves: a file stored for an upload that never committed, one still within
    // the grace period (another instance may be committing it), and one a deletion had yet to remove.
    const folder = path.join(dataDir, 'storage', 'objects', 'tracks', 'someone');
    await fs.mkdir(folder, { recursive: true });
    for (const file of ['crashed.wav', 'young.wav', 'deleted.wav'])
      await fs.writeFile(path.join(folder, file), 'RIFF');
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`insert into storage_journal (key, kind, noted_at) values
      ('tracks/someone/crashed.wav', 'store', now() - interval '2 hours'),
      ('tracks/someone/young.wav', 'store', now()),
      ('tracks/someone/deleted.wav', 'remove', now())`);

    const second = await startBuiltApp(env);
    expect(second.output()).toContain('removed stored files that no row names');
    expect((await fs.readdir(folder)).sort()).toEqual(['young.wav']);
    // The crashed upload's key stays noted as swept: the next start removes it once more, then forgets it.
    const left = await db.query('select key, kind from storage_journal order by key');
    expect(left.rows).toEqual([
      { key: 'tracks/someone/crashed.wav', kind: 'swept' },
      { key: 'tracks/someone/young.wav', kind: 'store' },
    ]);
    await db.end();
    expect(await stop(second)).toBe(0);
    await adminQuery(adminUrl, `DROP DATABASE "${name}" WITH (FORCE)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with a bad setting, naming the variable', async () => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty' },
      stdio: 'pipe',
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a number');
  });
});
