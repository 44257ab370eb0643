import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { useTestServer } from '../test/test-server.js';

// A built client as `vite build` leaves it: index.html naming the entry, and the build's list of the
// chunks each page renders first (client/build/route-preloads.ts).
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-client-dist-'));
const page =
  '<!doctype html><html><head><title>Backline</title>' +
  '<script type="module" crossorigin src="/assets/app-Ab12.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const preloads = {
  '/app/*': { modules: ['/assets/ApolloLayout-Cd34.js', '/assets/WorkspaceLayout-Ef56.js'], styles: [] },
  '/app/dashboard': { modules: ['/assets/DashboardRoute-Gh78.js'], styles: [] },
  '/app/tracks': { modules: ['/assets/TracksRoute-Ij90.js'], styles: ['/assets/TracksRoute-Kl12.css'] },
};
// The landing page's copy, its stylesheet inlined (client/build/landing-page.ts).
const landing = page.replace('</head>', '<style>body{margin:0}</style></head>');
fs.writeFileSync(path.join(clientDist, 'index.html'), page);
fs.writeFileSync(path.join(clientDist, 'landing.html'), landing);
fs.writeFileSync(path.join(clientDist, 'route-preloads.json'), JSON.stringify(preloads));

afterAll(() => fs.rmSync(clientDist, { recursive: true, force: true }));

const db = useTestDatabase();
const server = useTestServer(db, { CLIENT_DIST_DIR: clientDist });

async function pageAt(pagePath: string): Promise<{ status: number; html: string; links: string[] }> {
  const response = await fetch(`${server.url}${pagePath}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, html, links: html.match(/<link [^>]*>/g) ?? [] };
}

describe('first-screen preloads in the served page', () => {
  it("names the workspace frame's and the dashboard's chunks in /app/dashboard's HTML", async () => {
    const { status, html, links } = await pageAt('/app/dashboard');
    expect(status).toBe(200);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ApolloLayout-Cd34.js">',
      '<link rel="modulepreload" crossorigin href="/assets/WorkspaceLayout-Ef56.js">',
      '<link rel="modulepreload" crossorigin href="/assets/DashboardRoute-Gh78.js">',
    ]);
    // In the head, so they are requested while the entry downloads.
    expect(html.indexOf('DashboardRoute')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-Ab12.js"></script>');
  });

  it("preloads the tracks screen's stylesheet too, and a trailing slash changes nothing", async () => {
    const { links } = await pageAt('/app/tracks/');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/TracksRoute-Ij90.js">');
    expect(links).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/TracksRoute-Kl12.css">',
    );
    expect(links.join()).not.toContain('DashboardRoute');
  });

  it('gives a workspace page without a list of its own only the frame, public pages nothing, and the landing page its own copy', async () => {
    const playlist = await pageAt('/app/playlists/123');
    expect(playlist.links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ApolloLayout-Cd34.js">',
      '<link rel="modulepreload" crossorigin href="/assets/WorkspaceLayout-Ef56.js">',
    ]);
    expect((await pageAt('/')).html).toBe(landing);
    expect((await pageAt('/application')).html).toBe(page);
    expect((await pageAt('/login')).html).not.toContain('<style>');
  });

  it('sends the landing page to a client that accepts anything (curl, link previews, uptime checks)', async () => {
    for (const accept of ['*/*', undefined]) {
      const response = await fetch(`${server.url}/`, { headers: accept ? { accept } : {} });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(landing);
    }
    const json = await fetch(`${server.url}/no-such-route`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('is revalidated on every visit, like the page it is made from', async () => {
    const response = await fetch(`${server.url}/app/dashboard`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
