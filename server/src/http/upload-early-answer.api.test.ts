import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { makeWav } from '../test/audio-fixtures.js';
import { useTestDatabase } from '../test/database.js';
import { useTestServer } from '../test/test-server.js';
import { trackDetails } from '../test/uploads.js';
import { sendWholeBodyThenRead } from '../test/whole-body-client.js';

// 20 MB of upload, within the 25 MB limit: a client that sends it all before reading must get the answer.
const db = useTestDatabase();
const server = useTestServer(db, { MAX_UPLOAD_MB: '25' });
const BOUNDARY = 'backline-test-boundary';
const UPLOAD = 'mutation($input: UploadTrackInput!) { uploadTrack(input: $input) { id } }';

/** An access token that expired a minute ago, signed with the server's key. */
function expiredToken(): Promise<string> {
  const { secret, issuer, audience } = server.config.jwt;
  return new SignJWT({ sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(randomUUID())
    .setIssuer(issuer)
    .setAudience(audience)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(secret ?? ''));
}

const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

/** A 20 MB WAV as a form's file part, in 64 KB pieces, and the form's end. */
function* bigWavPart(fileField: string): Generator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const wav = makeWav({ seconds: 114, sampleRate: 44_100, channels: 2 });
  for (let offset = 0; offset < wav.length; offset += 64 * 1024)
    yield wav.subarray(offset, offset + 64 * 1024);
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

/** A GraphQL multipart request: operations, map, then the file. */
function* multipartUpload(fileField = '0'): Generator<Buffer> {
  yield field(
    'operations',
    JSON.stringify({ query: UPLOAD, variables: { input: { ...trackDetails(), file: null } } }),
  );
  yield field('map', JSON.stringify({ 0: ['variables.input.file'] }));
  yield* bigWavPart(fileField);
}

const multipartHeaders = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('an early answer to a large GraphQL upload', () => {
  it('reaches a client that sends the whole 20 MB first: UNAUTHENTICATED for an expired token', async () => {
    const answer = await sendWholeBodyThenRead(
      `${server.url}/graphql`,
      {
        ...multipartHeaders,
        'apollo-require-preflight': 'true',
        Authorization: `Bearer ${await expiredToken()}`,
      },
      multipartUpload(),
    );
    expect(answer.body).toContain('UNAUTHENTICATED');
    expect(answer.status).toBe(200);
  }, 30_000);

  it('reaches it for a request refused as a possible CSRF attack (no preflight header)', async () => {
    const answer = await sendWholeBodyThenRead(`${server.url}/graphql`, multipartHeaders, multipartUpload());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/preflight/i);
  }, 30_000);

  it('reaches it for a malformed form (the file under a field the map does not name)', async () => {
    const answer = await sendWholeBodyThenRead(
      `${server.url}/graphql`,
      {
        ...multipartHeaders,
        'apollo-require-preflight': 'true',
        Authorization: `Bearer ${await expiredToken()}`,
      },
      multipartUpload('unnamed'),
    );
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body).errors[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  }, 30_000);
});

describe('an early answer to a large REST upload', () => {
  it('reaches a client that sends the whole 20 MB first: 401 for an expired token', async () => {
    const answer = await sendWholeBodyThenRead(
      `${server.url}/tracks`,
      { ...multipartHeaders, Authorization: `Bearer ${await expiredToken()}` },
      bigWavPart('track'),
    );
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ message: expect.any(String) });
  }, 30_000);
});

describe('an early answer to an upload declared larger than the limit', () => {
  it('says Connection: close rather than reading a body it would refuse anyway', async () => {
    const declared = 40 * 1024 * 1024; // over the 25 MB limit plus the form's 1 MiB
    const start = Buffer.concat([...multipartUpload()].slice(0, 4));
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const request = http.request(`${server.url}/graphql`, {
          method: 'POST',
          headers: {
            ...multipartHeaders,
            'content-length': declared,
            'apollo-require-preflight': 'true',
            authorization: 'Bearer not-a-valid-token',
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
          );
        });
        request.on('error', reject);
        request.write(start);
      },
    );
    expect(answer.connection).toBe('close');
    expect(answer.body).toContain('UNAUTHENTICATED');
  });
});
