import fs from 'node:fs';
import { buildSchema, type DocumentNode, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../client/src/__generated__/graphql.js';
import { loadConfig } from '../server/src/config.js';
import { queryLimitRules } from '../server/src/graphql/query-limits.js';

const schema = buildSchema(fs.readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

function operationsOfTheWebClient(): [string, DocumentNode][] {
  return Object.entries(generated).filter(
    (entry): entry is [string, DocumentNode] =>
      typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === 'Document',
  );
}

describe("the web client's operations", () => {
  it("pass the server's default depth, alias and cost limits", () => {
    const limits = loadConfig({}).graphql;
    const refused = operationsOfTheWebClient().flatMap(([name, document]) =>
      validate(schema, document, queryLimitRules(limits)).map((error) => `${name}: ${error.message}`),
    );

    expect(operationsOfTheWebClient().length).toBeGreaterThan(50);
    expect(refused).toEqual([]);
  });
});
