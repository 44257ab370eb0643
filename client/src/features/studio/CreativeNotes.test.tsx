import { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { AUTO_SAVE_DELAY_MS } from '../saving/use-auto-save';
import { CreativeNotes } from './CreativeNotes';
import { ProjectNotesDocument } from './NotesList.generated';
import { CreateNoteDocument } from './use-add-note.generated';
import { DeleteNoteDocument } from './use-delete-note.generated';
import { UpdateNoteDocument } from './use-update-note.generated';

afterEach(cleanup);

/** How long the server takes to make a note: longer than a pause in typing, so more text comes meanwhile. */
const CREATE_MS = AUTO_SAVE_DELAY_MS + 500;
/** Two pauses in typing and a slow create, with room to spare. */
const SLOW_TEST = { timeout: 15_000 };

/** The project's notes as the server holds them, and each mutation it was sent, in order. */
function notesServer() {
  const notes: { id: string; content: string }[] = [];
  const calls: string[] = [];
  const note = ({ id, content }: { id: string; content: string }) => ({
    __typename: 'Note' as const,
    id,
    type: 'TEXT' as const,
    content,
    audio: null,
    audioDurationSeconds: null,
    createdAt: '2026-11-26T10:00:00.000Z',
  });
  const mocks: MockedResponse[] = [
    {
      request: { query: ProjectNotesDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({
        data: {
          project: {
            __typename: 'Project',
            id: 'p1',
            notes: {
              __typename: 'NoteConnection',
              totalCount: notes.length,
              nodes: notes.map(note),
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        },
      }),
    },
    {
      request: { query: CreateNoteDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: CREATE_MS,
      result: ({ input }) => {
        const id = `n${notes.length + 1}`;
        calls.push(`create ${input.content}`);
        notes.unshift({ id, content: input.content });
        return { data: { createNote: { __typename: 'Note', id } } };
      },
    },
    {
      request: { query: UpdateNoteDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: ({ input }) => {
        calls.push(`update ${input.noteId} ${input.content}`);
        const stored = notes.find((kept) => kept.id === input.noteId);
        if (!stored) {
          return { errors: [{ message: 'Note not found.', extensions: { code: 'NOT_FOUND' } }] };
        }
        stored.content = input.content;
        return { data: { updateNote: { __typename: 'Note', id: input.noteId, content: input.content } } };
      },
    },
    {
      request: { query: DeleteNoteDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: ({ input }) => {
        calls.push(`delete ${input.noteId}`);
        notes.splice(
          notes.findIndex((kept) => kept.id === input.noteId),
          1,
        );
        return { data: { deleteNote: { __typename: 'DeletedNote', id: input.noteId } } };
      },
    },
  ];
  return { notes, calls, mocks };
}

function renderNotes(mocks: MockedResponse[], autoSave: boolean) {
  render(
    <MockedProvider cache={new InMemoryCache({ typePolicies })} mocks={mocks}>
      <CreativeNotes projectId="p1" autoSave={autoSave} onError={(message) => expect(message).toBe('')} />
    </MockedProvider>,
  );
  return screen.getByRole('textbox', { name: 'Note' });
}

describe('a note being written, with Auto-save on', () => {
  it(
    'is made on the server after a pause, then updated: text typed while it is made waits for its id',
    SLOW_TEST,
    async () => {
      const server = notesServer();
      const box = renderNotes(server.mocks, true);
      await screen.findByText('No notes yet for this project');

      fireEvent.change(box, { target: { value: 'Capo on' } });
      expect(screen.getByRole('status')).toHaveProperty('textContent', 'Unsaved changes');
      await screen.findByText('Saving…', {}, { timeout: AUTO_SAVE_DELAY_MS + 1000 });
      // More text while the server is still making the note: its save starts only once it has an id.
      fireEvent.change(box, { target: { value: 'Capo on the third fret' } });
      await waitFor(() => expect(server.calls).toHaveLength(2), { timeout: CREATE_MS + 3000 });
      expect(server.calls).toEqual(['create Capo on', 'update n1 Capo on the third fret']);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
      // The box shows the note while it is written; the list leaves it out until it is finished.
      expect(screen.getByText('No notes yet for this project')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
      const list = await screen.findByRole('list', { name: 'Notes' });
      expect(within(list).getByText('Capo on the third fret')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', '');
      expect(server.calls).toEqual(['create Capo on', 'update n1 Capo on the third fret']);
      expect(server.notes).toEqual([{ id: 'n1', content: 'Capo on the third fret' }]);
    },
  );

  it('Save Notes while the note is being made saves it once, with the latest text', SLOW_TEST, async () => {
    const server = notesServer();
    const box = renderNotes(server.mocks, true);
    await screen.findByText('No notes yet for this project');
    fireEvent.change(box, { target: { value: 'Bridge' } });
    await screen.findByText('Saving…', {}, { timeout: AUTO_SAVE_DELAY_MS + 1000 });
    fireEvent.change(box, { target: { value: 'Bridge in D minor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    const list = await screen.findByRole('list', { name: 'Notes' }, { timeout: CREATE_MS + 3000 });
    await waitFor(() => expect(within(list).getByText('Bridge in D minor')).toBeTruthy());
    expect(server.calls).toEqual(['create Bridge', 'update n1 Bridge in D minor']);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', '');
  });

  it(
    'emptying the box deletes the note it was writing; typing again makes a new one',
    SLOW_TEST,
    async () => {
      const server = notesServer();
      const box = renderNotes(server.mocks, true);
      await screen.findByText('No notes yet for this project');
      fireEvent.change(box, { target: { value: 'Scrap this' } });
      fireEvent.blur(box);
      await waitFor(() => expect(server.calls).toEqual(['create Scrap this']), { timeout: CREATE_MS + 3000 });
      fireEvent.change(box, { target: { value: '  ' } });
      fireEvent.blur(box);
      await waitFor(() => expect(server.calls).toEqual(['create Scrap this', 'delete n1']));
      expect(server.notes).toEqual([]);
      fireEvent.change(box, { target: { value: 'Keep this' } });
      fireEvent.blur(box);
      await waitFor(() => expect(server.notes).toEqual([{ id: 'n1', content: 'Keep this' }]), {
        timeout: CREATE_MS + 3000,
      });
      expect(server.calls).toEqual(['create Scrap this', 'delete n1', 'create Keep this']);
    },
  );

  it('a note deleted elsewhere while it is written is made again from the box', SLOW_TEST, async () => {
    const server = notesServer();
    const box = renderNotes(server.mocks, true);
    await screen.findByText('No notes yet for this project');
    fireEvent.change(box, { target: { value: 'Hook idea' } });
    fireEvent.blur(box);
    await waitFor(() => expect(server.calls).toEqual(['create Hook idea']), { timeout: CREATE_MS + 3000 });
    server.notes.splice(0);
    fireEvent.change(box, { target: { value: 'Hook idea, sung an octave up' } });
    fireEvent.blur(box);
    await waitFor(
      () => expect(server.notes).toEqual([{ id: 'n1', content: 'Hook idea, sung an octave up' }]),
      {
        timeout: CREATE_MS + 3000,
      },
    );
    expect(server.calls).toEqual([
      'create Hook idea',
      'update n1 Hook idea, sung an octave up',
      'create Hook idea, sung an octave up',
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
  });
});

describe('a note being written, with Auto-save off', () => {
  it('is made only by Save Notes, once', SLOW_TEST, async () => {
    const server = notesServer();
    const box = renderNotes(server.mocks, false);
    await screen.findByText('No notes yet for this project');
    fireEvent.change(box, { target: { value: 'Try it in D minor' } });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    const list = await screen.findByRole('list', { name: 'Notes' }, { timeout: CREATE_MS + 3000 });
    expect(within(list).getByText('Try it in D minor')).toBeTruthy();
    expect(server.calls).toEqual(['create Try it in D minor']);
  });
});
