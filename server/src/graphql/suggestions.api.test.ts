import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { newArtist } from '../test/factories.js';
import { graphql } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';

const db = useTestDatabase();
const production = useTestServer(db, { NODE_ENV: 'production' });
const development = useTestServer(db, { NODE_ENV: 'development' });

const MISSPELT_ENUM = 'query($t: TrackSort) { tracks(sort: $t) { totalCount } }';
const MISSPELT_FIELD = 'mutation($input: CreatePlaylistInput!) { createPlaylist(input: $input) { id } }';

async function signedIn(url: string): Promise<string> {
  const answer = await graphql(
    url,
    'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
    {
      input: newArtist(),
    },
  );
  return answer.data?.register.accessToken;
}

describe("'Did you mean' in variable errors", () => {
  it('production names no enum value or input field, and still says what is wrong', async () => {
    const token = await signedIn(production.url);
    const badEnum = await graphql(production.url, MISSPELT_ENUM, { t: 'TITL' }, token);
    expect(badEnum.status).toBe(400);
    expect(badEnum.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badEnum.errors?.[0]?.message).toContain('Value "TITL" does not exist in "TrackSort" enum.');
    expect(JSON.stringify(badEnum.errors)).not.toMatch(/Did you mean|TITLE/);

    const badField = await graphql(production.url, MISSPELT_FIELD, { input: { nam: 'Demos' } }, token);
    expect(badField.status).toBe(400);
    expect(badField.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badField.errors?.map((error) => error.message).join('\n')).toContain('Field "nam" is not defined');
    expect(JSON.stringify(badField.errors)).not.toMatch(/Did you mean/);
  });

  it('development keeps suggesting', async () => {
    const token = await signedIn(development.url);
    const badEnum = await graphql(development.url, MISSPELT_ENUM, { t: 'TITL' }, token);
    expect(badEnum.errors?.[0]?.message).toMatch(/Did you mean the enum value "TITLE"\?/);
    const badField = await graphql(development.url, MISSPELT_FIELD, { input: { nam: 'Demos' } }, token);
    expect(JSON.stringify(badField.errors)).toMatch(/Did you mean \\"name\\"\?/);
  });
});
