import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DependencyTree, parseCircular, parseDependencyTree } from 'dpdm';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The import graph of every .ts and .tsx file under `sourceDir`, resolved by TypeScript with the given
 * tsconfig (as the type checker and the bundler see it). Type-only imports count: a cycle through
 * types still ties two modules to each other. Dynamic imports (the router's lazy screens) count too.
 */
function importGraph(projectDir: string, sourceDir: string, tsconfig: string): Promise<DependencyTree> {
  return parseDependencyTree(`${sourceDir}/**/*.{ts,tsx}`, {
    cwd: projectDir,
    context: projectDir,
    tsconfig: path.join(projectDir, tsconfig),
    transform: false,
  });
}

/** Relative imports that did not resolve: a cycle through one of them would go unseen. */
function unresolvedRelativeImports(graph: DependencyTree): string[] {
  return Object.values(graph).flatMap((imports) =>
    (imports ?? [])
      .filter((dependency) => dependency.id === null && dependency.request.startsWith('.'))
      .map((dependency) => `${dependency.issuer} -> ${dependency.request}`),
  );
}

describe("the web client's modules", () => {
  it('import one another without a cycle', async () => {
    const graph = await importGraph(ROOT, 'client/src', 'client/tsconfig.json');

    const clientModules = Object.keys(graph).filter((file) => file.startsWith('client/src/'));
    expect(clientModules.length).toBeGreaterThan(200);
    expect(unresolvedRelativeImports(graph)).toEqual([]);
    expect(parseCircular(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});

describe('the cycle check', () => {
  let fixtureDir = '';
  afterAll(() => fs.rm(fixtureDir, { recursive: true, force: true }));

  it('finds a route and its dialog that import each other, even through a type-only import', async () => {
    fixtureDir = await fs.mkdtemp(path.join(os.tmpdir(), 'import-cycles-'));
    await fs.mkdir(path.join(fixtureDir, 'src'));
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
      'src/Route.tsx': "import { Dialog } from './Dialog';\nexport interface RouteData {}\nDialog();\n",
      'src/Dialog.tsx':
        "import type { RouteData } from './Route';\nexport function Dialog(data?: RouteData) {}\n",
      'src/Leaf.ts': 'export const leaf = 1;\n',
    };
    for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(fixtureDir, name), text);

    const graph = await importGraph(fixtureDir, 'src', 'tsconfig.json');

    const cycles = parseCircular(graph).map((cycle) => [...cycle].sort());
    expect(cycles).toEqual([['src/Dialog.tsx', 'src/Route.tsx']]);
  });
});
