import { Agent, get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { useTestServer } from '../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

/** The Keep-Alive header of one answer on a kept-alive connection. */
function keepAliveHeader(url: string): Promise<string> {
  const agent = new Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        agent.destroy();
        resolve(String(response.headers['keep-alive']));
      });
    }).on('error', reject);
  });
}

describe('kept-alive connections', () => {
  it('stay open longer than the 60 s clients and proxies keep them idle, so a reused one is never reset', async () => {
    const header = await keepAliveHeader(`${server.url}/healthz`);
    const seconds = Number(/timeout=(\d+)/.exec(header)?.[1]);
    expect(seconds).toBeGreaterThan(60);
  });
});
