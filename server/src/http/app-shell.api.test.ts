import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { useTestServer } from '../test/test-server.js';

// A built client with a static first screen for /app/tracks (client/build/app-shell.ts).
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-client-dist-'));
const page =
  '<!doctype html><html lang="en"><head><title>Backline</title>' +
  '<script type="module" crossorigin src="/assets/app-Ab12.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-Op56.css"></head>' +
  '<body><div id="root"></div></body></html>';
const shell = '<div id="app-shell" aria-hidden="true" inert><main><h1>Tracks</h1></main></div>';
fs.writeFileSync(path.join(clientDist, 'index.html'), page);
fs.writeFileSync(
  path.join(clientDist, 'route-preloads.json'),
  JSON.stringify({
    '/app/*': { modules: ['/assets/WorkspaceLayout-Ef56.js'], styles: ['/assets/workspace-Mn34.css'] },
    '/app/tracks': { modules: ['/assets/TracksRoute-Ij90.js'], styles: ['/assets/TracksRoute-Kl12.css'] },
  }),
);
fs.writeFileSync(path.join(clientDist, 'app-shell.json'), JSON.stringify({ '/app/tracks': shell }));
fs.mkdirSync(path.join(clientDist, 'assets'));
const stylesheets: Record<string, string> = {
  'app-Op56.css': 'body{margin:0}',
  'workspace-Mn34.css': '.workspace{display:grid}',
  'TracksRoute-Kl12.css': '.tracks{gap:1rem}',
};
for (const [name, css] of Object.entries(stylesheets))
  fs.writeFileSync(path.join(clientDist, 'assets', name), css);

afterAll(() => fs.rmSync(clientDist, { recursive: true, force: true }));

const db = useTestDatabase();
const server = useTestServer(db, { CLIENT_DIST_DIR: clientDist });

async function pageAt(pagePath: string, cookie?: string): Promise<string> {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${server.url}${pagePath}`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

describe("a page's static first screen in its HTML", () => {
  it("puts /app/tracks's frame and heading after #root, its stylesheets inline: the first paint needs the HTML alone", async () => {
    const html = await pageAt('/app/tracks/');
    expect(html).toContain(`<div id="root"></div>${shell}`);
    expect(html).not.toContain('rel="stylesheet"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style>body{margin:0}</style><style>.workspace{display:grid}</style><style>.tracks{gap:1rem}</style>',
    );
    // The chunks still find their stylesheets on their way, and the scripts leave the connection to the page.
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/TracksRoute-Kl12.css">');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/TracksRoute-Ij90.js">',
    );
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/app-Ab12.js">',
    );
    expect(html).toContain('<html lang="en">');
  });

  it('leaves pages without a static screen as they were: no frame, stylesheets only preloaded', async () => {
    const html = await pageAt('/app/dashboard', 'backline.theme=light');
    expect(html).not.toContain('app-shell');
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('fetchpriority');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-Op56.css">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/workspace-Mn34.css">');
    expect(html).toContain('<html lang="en">');
    expect(await pageAt('/app/tracks/extra')).not.toContain('app-shell');
  });

  it("paints the frame in the theme this browser last showed, read from the client's cookie", async () => {
    expect(await pageAt('/app/tracks', 'other=1; backline.theme=light')).toContain(
      '<html data-theme="light" lang="en">',
    );
    expect(await pageAt('/app/tracks', 'backline.theme=dark')).toContain(
      '<html data-theme="dark" lang="en">',
    );
    // Anything else is not written into the page.
    expect(await pageAt('/app/tracks', 'backline.theme="><script>')).toContain('<html lang="en">');
    expect(await pageAt('/app/tracks', 'xbackline.theme=light')).toContain('<html lang="en">');
  });
});
