import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

const LABELS = 'id tags credits';
const CREATE = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { ${LABELS} } }`;
const UPDATE = `mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { ${LABELS} } }`;
const READ = `query ($id: ID!) { project(id: $id) { ${LABELS} } }`;

/**
 * Spellings PostgreSQL's array syntax gives a meaning of its own when left unquoted (NULL in any case,
 * separators, quotes, braces, backslashes), each beside plain labels so its neighbours are checked too.
 */
const SPELLINGS = ['null', 'NULL', 'Null', 'nULl', 'a,b', 'say "hi"', 'back\\slash', '{x}', 'two words'];

describe('project tags and credits', () => {
  it.each(SPELLINGS)('keep %j as text through createProject, updateProject and reads', async (spelling) => {
    const labels = ['first', spelling, 'last'];
    const created = await graphql(
      server.url,
      CREATE,
      { input: { title: 'T', tags: labels, credits: [spelling] } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.createProject.id;
    expect(created.data?.createProject).toEqual({ id, tags: labels, credits: [spelling] });
    expect((await graphql(server.url, READ, { id }, token)).data?.project).toEqual({
      id,
      tags: labels,
      credits: [spelling],
    });

    const updated = await graphql(
      server.url,
      UPDATE,
      { input: { projectId: id, tags: [spelling], credits: ['Ann', spelling] } },
      token,
    );
    expect(updated.errors).toBeUndefined();
    const expected = { id, tags: [spelling], credits: ['Ann', spelling] };
    expect(updated.data?.updateProject).toEqual(expected);
    expect((await graphql(server.url, READ, { id }, token)).data?.project).toEqual(expected);
  });
});
