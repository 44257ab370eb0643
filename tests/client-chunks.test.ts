import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** What each page preloads, as the client build (run before the tests by `npm test`) listed it. */
const preloads = JSON.parse(
  fs.readFileSync(new URL('../client/dist/route-preloads.json', import.meta.url), 'utf8'),
) as Record<string, { modules: string[] }>;

describe("the built client's first-screen chunks", () => {
  it('load the workspace frame without chunks that hold only GraphQL documents', () => {
    const frame = preloads['/app/*']?.modules ?? [];
    expect(frame.some((module) => module.includes('/WorkspaceLayout-'))).toBe(true);
    // A document shared by the frame and a screen's hook would otherwise be a chunk of its own:
    // one more request, in parallel but not free, on every workspace page.
    expect(frame.filter((module) => module.includes('.generated-'))).toEqual([]);
  });
});

describe("the built client's landing page", () => {
  const dist = new URL('../client/dist/', import.meta.url);
  const index = fs.readFileSync(new URL('index.html', dist), 'utf8');
  const landing = fs.readFileSync(new URL('landing.html', dist), 'utf8');

  it('holds the stylesheet index.html links, inline, and is index.html otherwise', () => {
    const links = index.match(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    const sheet = /href="\/([^"]+)"/.exec(links[0] as string)?.[1] as string;
    const css = fs.readFileSync(new URL(sheet, dist), 'utf8');
    expect(landing).not.toContain('rel="stylesheet"');
    expect(landing).toBe(index.replace(links[0] as string, `<style>${css}</style>`));
  });
});
