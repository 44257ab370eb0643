import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { ServerSecret } from './server-secret.entity.js';
import { resolveSigningSecret } from './signing-secret.js';

const db = useTestDatabase();
const { fork } = db;
const dataDirs: string[] = [];

async function emptyDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-secret-'));
  dataDirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const dir of dataDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

describe('the token-signing secret', () => {
  it('is generated once into the database and read back after a restart', async () => {
    const first = await resolveSigningSecret(fork(), undefined, await emptyDataDir());
    const second = await resolveSigningSecret(fork(), undefined, await emptyDataDir());
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(await fork().count(ServerSecret, {})).toBe(1);
  });

  it('is the same for instances with their own data directories starting at the same moment', async () => {
    const dirs = await Promise.all([1, 2, 3, 4].map(() => emptyDataDir()));
    const secrets = await Promise.all(dirs.map((dir) => resolveSigningSecret(fork(), undefined, dir)));
    expect(new Set(secrets).size).toBe(1);
    // Nothing is written to a data directory.
    for (const dir of dirs) expect(await fs.readdir(dir)).toEqual([]);
  });

  it('comes from configuration when JWT_SECRET is set, and nothing is stored', async () => {
    const configured = 'configured-secret-of-at-least-32-chars';
    expect(await resolveSigningSecret(fork(), configured, await emptyDataDir())).toBe(configured);
    expect(await fork().count(ServerSecret, {})).toBe(0);
  });

  it('adopts the secret an earlier version kept in <dataDir>/jwt-secret, so its tokens stay valid', async () => {
    const dataDir = await emptyDataDir();
    await fs.writeFile(path.join(dataDir, 'jwt-secret'), 'secret-generated-by-the-earlier-version\n');
    expect(await resolveSigningSecret(fork(), undefined, dataDir)).toBe(
      'secret-generated-by-the-earlier-version',
    );
    // Once stored, the database's secret wins over any other instance's old file.
    const other = await emptyDataDir();
    await fs.writeFile(path.join(other, 'jwt-secret'), 'another-instance-old-secret\n');
    expect(await resolveSigningSecret(fork(), undefined, other)).toBe(
      'secret-generated-by-the-earlier-version',
    );
  });
});
