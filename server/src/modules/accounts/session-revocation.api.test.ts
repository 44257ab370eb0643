import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { errorCodes, graphql, postJson } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { FEED_APPLICATION_NAME } from './session-revocation-feed.js';

// Two app instances on one database, each with its own live-session cache (trusted for a minute).
const db = useTestDatabase();
const first = useTestServer(db);
const second = useTestServer(db);

const ME = 'query { me { id } }';
const LOGOUT = 'mutation Logout($token: String!) { logout(input: { refreshToken: $token }) }';
const CHANGE_PASSWORD =
  'mutation Change($current: String!, $next: String!) { changePassword(input: { currentPassword: $current, newPassword: $next }) { id } }';
const DELETE_ACCOUNT =
  'mutation Delete($password: String!) { deleteAccount(input: { password: $password }) { id } }';

interface Device {
  accessToken: string;
  refreshToken: string;
}

async function register(): Promise<{ password: string; email: string; device: Device }> {
  const artist = newArtist();
  const { body } = await postJson<Device>(first.url, '/register', artist);
  return { password: artist.password, email: artist.email, device: body };
}

async function signIn(email: string, password: string): Promise<Device> {
  return (await postJson<Device>(first.url, '/login', { email, password })).body;
}

/** Signed in on an instance: a `me` that answers, which also puts the session in its cache. */
async function meOn(url: string, device: Device): Promise<(string | undefined)[]> {
  return errorCodes(await graphql(url, ME, {}, device.accessToken));
}

/** Waits until the instance refuses the device; a revocation heard from another instance is a few ms away. */
async function refusedOn(url: string, device: Device): Promise<void> {
  await expect.poll(() => meOn(url, device), { timeout: 2_000, interval: 20 }).toEqual(['UNAUTHENTICATED']);
}

describe('sessions ended on one instance', () => {
  beforeAll(async () => {
    for (const server of [first, second])
      await vi.waitFor(() => expect(server.services.liveSessions.isTrusted).toBe(true), { timeout: 5_000 });
  });

  it('a sign-out is refused at once where it happened, and on the other instance too', async () => {
    const { device } = await register();
    expect(await meOn(first.url, device)).toEqual([]);
    expect(await meOn(second.url, device)).toEqual([]);

    await graphql(first.url, LOGOUT, { token: device.refreshToken });

    expect(await meOn(first.url, device)).toEqual(['UNAUTHENTICATED']);
    await refusedOn(second.url, device);
  });

  it('a password change signs the other devices out on every instance', async () => {
    const { email, password, device: laptop } = await register();
    const phone = await signIn(email, password);
    expect(await meOn(second.url, phone)).toEqual([]);

    const changed = await graphql(
      first.url,
      CHANGE_PASSWORD,
      { current: password, next: 'a brand new password' },
      laptop.accessToken,
    );
    expect(changed.errors).toBeUndefined();

    await refusedOn(second.url, phone);
    expect(await meOn(second.url, laptop)).toEqual([]);
  });

  it('a deleted account is signed out on every instance', async () => {
    const { password, device } = await register();
    expect(await meOn(second.url, device)).toEqual([]);

    const deleted = await graphql(first.url, DELETE_ACCOUNT, { password }, device.accessToken);
    expect(deleted.errors).toBeUndefined();

    await refusedOn(second.url, device);
  });

  it('trusts no cached session after losing the revocation feed', async () => {
    const { device } = await register();
    expect(await meOn(second.url, device)).toEqual([]);

    // A revocation the feed cannot hear (triggers off for this one statement), then the feed dropped.
    await db.orm.em.fork().transactional(async (tx) => {
      await tx.execute("set local session_replication_role = 'replica'");
      await tx.execute('update sessions set revoked_at = now() where revoked_at is null');
    });
    await db.orm.em
      .getConnection()
      .execute(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()',
        [FEED_APPLICATION_NAME],
      );

    await refusedOn(second.url, device);
  });
});
