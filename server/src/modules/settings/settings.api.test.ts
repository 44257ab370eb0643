import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { errorCodes, graphql, postJson } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { uploadTrackOverGraphql } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const SETTINGS = 'query { settings { id theme emailNotifications pushNotifications autoSave } }';
const UPDATE_SETTINGS = `mutation ($input: UpdateSettingsInput!) {
  updateSettings(input: $input) { id theme emailNotifications pushNotifications autoSave } }`;
const CHANGE_PASSWORD = `mutation ($current: String!, $next: String!) {
  changePassword(input: { currentPassword: $current, newPassword: $next }) { id email } }`;
const DELETE_ACCOUNT =
  'mutation ($password: String!) { deleteAccount(input: { password: $password }) { id } }';
const ME = 'query { me { id } }';

/** A new artist signed in on two devices. */
async function artistOnTwoDevices() {
  const artist = newArtist();
  const here = await postJson<{ accessToken: string }>(server.url, '/register', artist);
  const elsewhere = await postJson<{ accessToken: string }>(server.url, '/login', artist);
  return { ...artist, token: here.body.accessToken, otherToken: elsewhere.body.accessToken };
}

describe('settings over GraphQL', () => {
  it('answers the defaults, then what was saved', async () => {
    const { token } = await artistOnTwoDevices();
    expect((await graphql(server.url, SETTINGS, {}, token)).data?.settings).toMatchObject({
      theme: 'DARK',
      emailNotifications: true,
      pushNotifications: false,
      autoSave: true,
    });
    const saved = await graphql(server.url, UPDATE_SETTINGS, { input: { theme: 'LIGHT' } }, token);
    expect(saved.data?.updateSettings).toMatchObject({ theme: 'LIGHT', autoSave: true });
    expect((await graphql(server.url, SETTINGS, {}, token)).data?.settings.theme).toBe('LIGHT');
  });

  it('answers UNAUTHENTICATED without a signed-in caller', async () => {
    for (const [query, variables] of [
      [SETTINGS, {}],
      [UPDATE_SETTINGS, { input: { autoSave: false } }],
      [CHANGE_PASSWORD, { current: 'correct horse battery', next: 'another long one' }],
      [DELETE_ACCOUNT, { password: 'correct horse battery' }],
    ] as const) {
      expect(errorCodes(await graphql(server.url, query, variables))).toEqual(['UNAUTHENTICATED']);
    }
  });
});

describe('changing the password over GraphQL', () => {
  it('refuses a wrong current password with BAD_USER_INPUT, not UNAUTHENTICATED (the session is fine)', async () => {
    const artist = await artistOnTwoDevices();
    const answer = await graphql(
      server.url,
      CHANGE_PASSWORD,
      { current: 'wrong password', next: 'another long one' },
      artist.token,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Your current password is incorrect.',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const short = await graphql(
      server.url,
      CHANGE_PASSWORD,
      { current: artist.password, next: 'short' },
      artist.token,
    );
    expect(short.errors?.[0]).toMatchObject({
      message: 'Password must be at least 8 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
    });
    expect(errorCodes(await graphql(server.url, ME, {}, artist.otherToken))).toEqual([]);
  });

  it('keeps this session and signs out the others', async () => {
    const artist = await artistOnTwoDevices();
    const answer = await graphql(
      server.url,
      CHANGE_PASSWORD,
      { current: artist.password, next: 'another long one' },
      artist.token,
    );
    expect(answer.data?.changePassword).toEqual({ id: expect.any(String), email: artist.email });
    expect(errorCodes(await graphql(server.url, ME, {}, artist.token))).toEqual([]);
    expect(errorCodes(await graphql(server.url, ME, {}, artist.otherToken))).toEqual(['UNAUTHENTICATED']);
    const oldLogin = await postJson(server.url, '/login', artist);
    expect(oldLogin.status).toBe(401);
    const newLogin = await postJson(server.url, '/login', {
      email: artist.email,
      password: 'another long one',
    });
    expect(newLogin.status).toBe(200);
  });
});

describe('deleting the account over GraphQL', () => {
  it('refuses a wrong password; with the right one the account, its tokens and its files are gone', async () => {
    const artist = await artistOnTwoDevices();
    const upload = await uploadTrackOverGraphql(server.url, artist.token, makeWav(), 'take.wav');
    expect(upload.errors).toBeUndefined();
    const objects = path.join(server.config.storage.dir, 'objects', 'tracks');
    const userId = (await graphql(server.url, ME, {}, artist.token)).data?.me.id;
    expect(await fs.readdir(path.join(objects, userId))).toHaveLength(1);

    const refused = await graphql(server.url, DELETE_ACCOUNT, { password: 'wrong password' }, artist.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Your current password is incorrect.',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    });
    expect(errorCodes(await graphql(server.url, ME, {}, artist.token))).toEqual([]);

    const deleted = await graphql(server.url, DELETE_ACCOUNT, { password: artist.password }, artist.token);
    expect(deleted.data?.deleteAccount).toEqual({ id: userId });
    for (const token of [artist.token, artist.otherToken]) {
      expect(errorCodes(await graphql(server.url, ME, {}, token))).toEqual(['UNAUTHENTICATED']);
    }
    expect((await postJson(server.url, '/login', artist)).status).toBe(401);
    expect(await fs.readdir(path.join(objects, userId)).catch(() => [])).toEqual([]);
  });
});
