import fs from 'node:fs';
import { buildSchema, type DocumentNode, parse, print, validate, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../server/src/config.js';
import { queryLimitRules } from '../server/src/graphql/query-limits.js';

const schema = buildSchema(fs.readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

const clientSource = new URL('../client/src/', import.meta.url);

/** Every document codegen generated beside the client's components (`*.generated.ts`). */
async function operationsOfTheWebClient(): Promise<[string, DocumentNode][]> {
  const modules = fs
    .readdirSync(clientSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.generated.ts'));
  const documents: [string, DocumentNode][] = [];
  for (const file of modules) {
    const generated: Record<string, unknown> = await import(new URL(file, clientSource).href);
    for (const [name, value] of Object.entries(generated)) {
      if (typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document')
        documents.push([name, value as DocumentNode]);
    }
  }
  return documents;
}

describe("the web client's operations", () => {
  it("pass the server's default depth, alias and cost limits", async () => {
    const limits = loadConfig({}).graphql;
    const operations = await operationsOfTheWebClient();
    const refused = operations.flatMap(([name, document]) =>
      validate(schema, document, queryLimitRules(limits)).map((error) => `${name}: ${error.message}`),
    );

    expect(operations.length).toBeGreaterThan(50);
    expect(refused).toEqual([]);
  });

  it("fit the server's default query length, token and selection limits, with room to spare", async () => {
    const { maxQueryBytes, maxTokens, maxSelections } = loadConfig({}).graphql;
    for (const [name, document] of await operationsOfTheWebClient()) {
      const text = print(document);
      expect(Buffer.byteLength(text), name).toBeLessThan(maxQueryBytes / 4);
      expect(() => parse(text, { maxTokens: maxTokens / 4 }), name).not.toThrow();
      let selections = 0;
      visit(document, { Field: () => void selections++, FragmentSpread: () => void selections++ });
      expect(selections, name).toBeLessThan(maxSelections / 2);
    }
  });
});
