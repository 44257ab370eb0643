import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { graphql, postJson } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

const AUTOSAVE = `mutation ($id: ID!, $content: String!) {
  saveLyrics(input: { projectId: $id, title: "Song", content: $content, autosave: true }) { id }
}`;
const LYRICS = `query ($id: ID!) {
  project(id: $id) { lyrics { content } lyricsRevisions { content } }
}`;

describe('lyrics auto-save drafts', () => {
  it("one session's auto-save never revises the draft another session started", async () => {
    const artist = newArtist();
    const laptop = (await postJson(server.url, '/register', artist)).body.accessToken as string;
    const login = await postJson(server.url, '/login', { email: artist.email, password: artist.password });
    const phone = login.body.accessToken as string;
    const created = await graphql(
      server.url,
      'mutation { createProject(input: { title: "T" }) { id } }',
      {},
      laptop,
    );
    const id = created.data?.createProject.id as string;

    await graphql(server.url, AUTOSAVE, { id, content: 'laptop, first' }, laptop);
    await graphql(server.url, AUTOSAVE, { id, content: 'laptop, second' }, laptop);
    const saved = await graphql(server.url, AUTOSAVE, { id, content: 'phone' }, phone);
    expect(saved.errors).toBeUndefined();

    const { data } = await graphql(server.url, LYRICS, { id }, laptop);
    // The laptop's sitting made one draft, revised in place; the phone's auto-save starts its own.
    expect(data?.project.lyrics).toEqual({ content: 'phone' });
    expect(data?.project.lyricsRevisions).toEqual([{ content: 'laptop, second' }]);
  });
});

describe('mutations in one document', () => {
  it('each answer what the lyrics are after that mutation, not what an earlier one read', async () => {
    const token = (await postJson(server.url, '/register', newArtist())).body.accessToken as string;
    const created = await graphql(
      server.url,
      'mutation { createProject(input: { title: "T" }) { id } }',
      {},
      token,
    );
    const id = created.data?.createProject.id as string;

    const answer = await graphql(
      server.url,
      `mutation ($id: ID!) {
        first: saveLyrics(input: { projectId: $id, title: "Song", content: "one" }) {
          lyrics { content } mentorInsight { nextStep }
        }
        second: saveLyrics(input: { projectId: $id, title: "Song", content: "two" }) {
          lyrics { content } lyricsRevisions { content }
        }
      }`,
      { id },
      token,
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.first.lyrics).toEqual({ content: 'one' });
    expect(answer.data?.second).toEqual({
      lyrics: { content: 'two' },
      lyricsRevisions: [{ content: 'one' }],
    });
  });
});
