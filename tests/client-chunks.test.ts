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
