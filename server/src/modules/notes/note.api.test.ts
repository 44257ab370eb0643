import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithInputFile, signUp } from '../../test/uploads.js';
import { makeWebmOpus } from '../../test/voice-fixtures.js';

const db = useTestDatabase();
const server = useTestServer(db);

const UPDATE_NOTE = 'mutation ($input: UpdateNoteInput!) { updateNote(input: $input) { id type content } }';

let token: string;
let projectId: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
  const created = await graphql(
    server.url,
    'mutation { createProject(input: { title: "Notes" }) { id } }',
    {},
    token,
  );
  projectId = created.data?.createProject.id;
});

async function createNote(content: string): Promise<string> {
  const answer = await graphql(
    server.url,
    'mutation ($input: CreateNoteInput!) { createNote(input: $input) { id } }',
    { input: { projectId, content } },
    token,
  );
  return answer.data?.createNote.id;
}

async function noteTexts(accessToken = token): Promise<string[]> {
  const answer = await graphql(
    server.url,
    'query ($id: ID!) { project(id: $id) { notes { nodes { content } } } }',
    { id: projectId },
    accessToken,
  );
  return answer.data?.project.notes.nodes.map((note: { content: string }) => note.content);
}

describe('updateNote over GraphQL', () => {
  it("replaces a text note's text and answers the note with its id", async () => {
    const noteId = await createNote('First li');
    const updated = await graphql(
      server.url,
      UPDATE_NOTE,
      { input: { noteId, content: 'First line, second line' } },
      token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateNote).toEqual({
      id: noteId,
      type: 'TEXT',
      content: 'First line, second line',
    });
    expect(await noteTexts()).toEqual(['First line, second line']);
  });

  it('refuses blank and overlong text with BAD_USER_INPUT and keeps the note', async () => {
    const noteId = await createNote('Keep me');
    const blank = await graphql(server.url, UPDATE_NOTE, { input: { noteId, content: ' \n' } }, token);
    expect(errorCodes(blank)).toEqual(['BAD_USER_INPUT']);
    expect(blank.errors?.[0]?.message).toBe('Write something before saving the note.');
    const long = await graphql(
      server.url,
      UPDATE_NOTE,
      { input: { noteId, content: 'x'.repeat(10_001) } },
      token,
    );
    expect(errorCodes(long)).toEqual(['BAD_USER_INPUT']);
    expect(long.errors?.[0]?.message).toBe('A note must be at most 10000 characters.');
    expect(await noteTexts()).toEqual(['Keep me']);
  });

  it('refuses a voice note with BAD_USER_INPUT', async () => {
    const voice = await graphqlWithInputFile(
      server.url,
      token,
      'mutation ($input: UploadVoiceNoteInput!) { uploadVoiceNote(input: $input) { id } }',
      { projectId },
      { bytes: makeWebmOpus(), filename: 'voice.webm' },
    );
    const noteId = voice.data?.uploadVoiceNote.id;
    const refused = await graphql(server.url, UPDATE_NOTE, { input: { noteId, content: 'words' } }, token);
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.message).toBe(
      'Only text notes can be edited: a voice note keeps the text it was recorded with.',
    );
    expect(await noteTexts()).toEqual(['']);
  });

  it("answers NOT_FOUND for another artist's note, and UNAUTHENTICATED without a session", async () => {
    const noteId = await createNote('Mine');
    const intruder = await signUp(server.url, uniqueEmail('intruder'));
    const stolen = await graphql(
      server.url,
      UPDATE_NOTE,
      { input: { noteId, content: 'graffiti' } },
      intruder,
    );
    expect(errorCodes(stolen)).toEqual(['NOT_FOUND']);
    const anonymous = await graphql(server.url, UPDATE_NOTE, { input: { noteId, content: 'graffiti' } });
    expect(errorCodes(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(await noteTexts()).toEqual(['Mine']);
  });
});
