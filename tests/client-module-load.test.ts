import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { clientSourceFiles, readClientSource } from './support/client-source.js';

/**
 * Each `new Intl.*(...)` evaluated while its module loads (outside any function), as `file:line`.
 * Building a formatter loads locale data: at module level a screen pays for it before its first
 * paint, on every page that imports the module, even if nothing is ever formatted (measured on
 * /app/tracks: the notifications menu's formatter alone was ~60 ms of a long task under Lighthouse's
 * 4x CPU slowdown). `onFirstUse` (client/src/lib) defers it to the first format.
 */
function formattersBuiltAtLoad(fileName: string, sourceText: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isNewExpression(node) && node.expression.getText(source).startsWith('Intl.')) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${fileName}:${line}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the web client's modules", () => {
  it('build no Intl formatter while they load', () => {
    const modules = clientSourceFiles({ tests: false });
    const builtAtLoad = modules.flatMap((file) =>
      formattersBuiltAtLoad(`client/src/${file}`, readClientSource(file)),
    );

    expect(modules.length).toBeGreaterThan(100);
    expect(builtAtLoad).toEqual([]);
  });
});

describe('the load-time formatter check', () => {
  it('finds formatters built at module level, in exported and nested initialisers', () => {
    const source = `
      const date = new Intl.DateTimeFormat('en-US');
      export const labels = { list: new Intl.ListFormat('en', { type: 'conjunction' }) };
    `;
    expect(formattersBuiltAtLoad('Example.ts', source)).toEqual(['Example.ts:2', 'Example.ts:3']);
  });

  it('accepts formatters built inside functions, arrows and methods', () => {
    const source = `
      const date = onFirstUse(() => new Intl.DateTimeFormat('en-US'));
      function Price() { return new Intl.NumberFormat('en-US').format(1); }
      const labels = { list() { return new Intl.ListFormat('en'); } };
      const other = new Map();
    `;
    expect(formattersBuiltAtLoad('Example.tsx', source)).toEqual([]);
  });
});
