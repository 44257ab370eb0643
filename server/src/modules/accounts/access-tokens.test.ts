import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSigningSecret } from './access-tokens.js';

describe('the access-token signing secret', () => {
  it('is generated once into the data directory (owner-only) and reused after a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-secret-'));
    const first = await resolveSigningSecret(undefined, dataDir);
    const second = await resolveSigningSecret(undefined, dataDir);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect((await fs.stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    await fs.rm(dataDir, { recursive: true });
  });

  it('comes from configuration when JWT_SECRET is set, and nothing is written', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-secret-'));
    expect(await resolveSigningSecret('configured-secret-of-at-least-32-chars', dataDir)).toBe(
      'configured-secret-of-at-least-32-chars',
    );
    await expect(fs.access(path.join(dataDir, 'jwt-secret'))).rejects.toThrow();
    await fs.rm(dataDir, { recursive: true });
  });

  it('is the same for processes starting at the same moment', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-secret-'));
    const secrets = await Promise.all([1, 2, 3].map(() => resolveSigningSecret(undefined, dataDir)));
    expect(new Set(secrets).size).toBe(1);
    await fs.rm(dataDir, { recursive: true });
  });
});
