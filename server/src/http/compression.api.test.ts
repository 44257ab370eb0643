import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { makeWav } from '../test/audio-fixtures.js';
import { useTestDatabase } from '../test/database.js';
import { uniqueEmail } from '../test/factories.js';
import { useTestServer } from '../test/test-server.js';
import { signUp, uploadTrackOverRest } from '../test/uploads.js';

// A built client as `vite build` leaves it: hashed assets with their Brotli and gzip copies.
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-client-dist-'));
const script = Buffer.from(
  `export const tracks = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `track ${i}`))};\n`,
);
const page = `<!doctype html><html><head><title>Backline</title></head><body>${'<p>Your workspace</p>'.repeat(100)}</body></html>`;
fs.mkdirSync(path.join(clientDist, 'assets'));
fs.writeFileSync(path.join(clientDist, 'assets', 'app-Ab12Cd.js'), script);
fs.writeFileSync(path.join(clientDist, 'assets', 'app-Ab12Cd.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(clientDist, 'assets', 'app-Ab12Cd.js.gz'), zlib.gzipSync(script));
fs.writeFileSync(path.join(clientDist, 'index.html'), page);

afterAll(() => fs.rmSync(clientDist, { recursive: true, force: true }));

const db = useTestDatabase();
const server = useTestServer(db, { CLIENT_DIST_DIR: clientDist, MAX_UPLOAD_MB: '1' });

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is read as sent (fetch would decompress it). */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}

describe('compressed delivery', () => {
  const asset = () => `${server.url}/assets/app-Ab12Cd.js`;

  it('sends the Brotli copy of a built asset to a browser that accepts it, cached for a year', async () => {
    const answer = await raw(asset(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(script.length / 3);
    expect(decoded(answer).equals(script)).toBe(true);
  });

  it('sends the gzip copy when Brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await raw(asset(), { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(script)).toBe(true);

    const plain = await raw(asset());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });

  it('compresses pages, revalidated on every visit', async () => {
    const answer = await raw(`${server.url}/app/tracks`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decoded(answer).toString()).toBe(page);
  });

  it('compresses GraphQL answers, and leaves them private', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const graphql = await raw(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(graphql.headers['content-encoding']).toBe('gzip');
    expect(graphql.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(graphql).toString()).data.__schema.types.length).toBeGreaterThan(20);
  });

  it('never compresses audio, so byte ranges stay exact', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const wav = makeWav({ seconds: 1 });
    const created = await uploadTrackOverRest(server.url, token, wav, 'a.wav');
    const url = `${server.url}/media/tracks/${created.body.id}`;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };

    const whole = await raw(url, { headers });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body.equals(wav)).toBe(true);
    const part = await raw(url, { headers: { ...headers, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.equals(wav.subarray(100, 200))).toBe(true);
  });
});
