import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { clientSourceFiles, readClientSource } from './support/client-source.js';

/** The options that list queries to fetch again: a mutation's, and ApolloClient.refetchQueries'. */
const REFETCH_OPTIONS = new Set(['refetchQueries', 'include']);
/** Apollo's words for "every active query" and "every query": not operation names. */
const ALL_QUERIES = new Set(['active', 'all']);

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? name.text : '';
}

/**
 * Each string written where a refetch list names its queries, as `file:line: 'Name'`. A query named
 * by a string is matched by name when the mutation runs, so a renamed query is silently skipped; a
 * typed document fails the build instead. Objects in the list (`{ query, variables }`) are not
 * searched: their strings are variables, and their query is a document.
 */
function operationNamesAsStrings(fileName: string, sourceText: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const searchList = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${fileName}:${line}: ${node.getText(source)}`);
      return;
    }
    ts.forEachChild(node, searchList);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && REFETCH_OPTIONS.has(propertyName(node.name))) {
      const list = node.initializer;
      if (!(ts.isStringLiteralLike(list) && ALL_QUERIES.has(list.text))) searchList(list);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the web client's refetches", () => {
  it('name the queries by their typed documents, never by operation-name strings', () => {
    const modules = clientSourceFiles({ tests: true });
    const strings = modules.flatMap((file) =>
      operationNamesAsStrings(`client/src/${file}`, readClientSource(file)),
    );

    expect(modules.length).toBeGreaterThan(100);
    expect(strings).toEqual([]);
  });
});

describe('the operation-name check', () => {
  it('finds names in mutation options, shared option objects, client.refetchQueries and callbacks', () => {
    const source = `
      useMutation(CreateProjectDocument, { refetchQueries: [ProjectsDocument, 'WorkspaceUser'] });
      const refreshNotes = { refetchQueries: ['ProjectNotes'], awaitRefetchQueries: true };
      void client.refetchQueries({ include: [\`Notifications\`] });
      mutate({ refetchQueries: (result) => (result.data ? ['Network'] : []) });
    `;
    expect(operationNamesAsStrings('Example.tsx', source)).toEqual([
      "Example.tsx:2: 'WorkspaceUser'",
      "Example.tsx:3: 'ProjectNotes'",
      'Example.tsx:4: `Notifications`',
      "Example.tsx:5: 'Network'",
    ]);
  });

  it('accepts typed documents, the legacy query objects and the words for every query', () => {
    const source = `
      useMutation(CreateProjectDocument, { refetchQueries: [ProjectsDocument, WorkspaceUserDocument] });
      mutate({ refetchQueries: [{ query: ProjectDocument, variables: { id: 'p1' } }] });
      void client.refetchQueries({ include: 'active' });
      const label = { title: 'WorkspaceUser' };
    `;
    expect(operationNamesAsStrings('Example.ts', source)).toEqual([]);
  });
});
