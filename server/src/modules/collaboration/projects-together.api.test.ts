import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { graphql } from '../../test/http-client.js';
import { joinProject, type SignedUpArtist, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

const TOGETHER = 'query ($id: ID!) { artist(id: $id) { projectsTogether { title status } } }';

async function createProject(owner: SignedUpArtist, title: string): Promise<string> {
  const created = await graphql(
    server.url,
    'mutation ($t: String!) { createProject(input: { title: $t }) { id } }',
    { t: title },
    owner.token,
  );
  return created.data?.createProject.id as string;
}

const together = async (viewer: SignedUpArtist, other: SignedUpArtist) => {
  const answer = await graphql(server.url, TOGETHER, { id: other.id }, viewer.token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.artist.projectsTogether;
};

describe('Artist.projectsTogether over GraphQL', () => {
  it("lists the projects two artists are both in, whoever's they are, and nothing to anyone else", async () => {
    const [nova, kai, tess, stranger] = await Promise.all([
      signUpArtist(server.url, 'Nova'),
      signUpArtist(server.url, 'Kai'),
      signUpArtist(server.url, 'Tess'),
      signUpArtist(server.url, 'Stranger'),
    ]);
    const novas = await createProject(nova, 'Neon Nights');
    const tesss = await createProject(tess, 'Glasshouse');
    await createProject(nova, 'Solo Sketches');
    await joinProject(server.url, novas, nova, kai, 'MIX_ENGINEER');
    await joinProject(server.url, tesss, tess, nova, 'VIEWER');
    await joinProject(server.url, tesss, tess, kai, 'EDITOR');

    const both = [
      { title: 'Glasshouse', status: 'DRAFT' },
      { title: 'Neon Nights', status: 'DRAFT' },
    ];
    expect(await together(nova, kai)).toEqual(both);
    expect(await together(kai, nova)).toEqual(both);
    expect(await together(nova, tess)).toEqual([{ title: 'Glasshouse', status: 'DRAFT' }]);
    expect(await together(stranger, kai)).toEqual([]);
    expect(await together(nova, stranger)).toEqual([]);
  });
});
