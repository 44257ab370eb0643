import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { NotesList } from './NotesList';
import { ProjectNotesDocument, type ProjectNotesQuery } from './NotesList.generated';

afterEach(cleanup);

const notesOf = (contents: string[]): ProjectNotesQuery => ({
  __typename: 'Query',
  project: {
    __typename: 'Project',
    id: 'p1',
    notes: {
      __typename: 'NoteConnection',
      totalCount: contents.length,
      nodes: contents.map((content, index) => ({
        __typename: 'Note',
        id: `n${index + 1}`,
        type: 'TEXT',
        content,
        audio: null,
        audioDurationSeconds: null,
        createdAt: '2026-11-26T10:00:00.000Z',
      })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    },
  },
});

describe('the notes list', () => {
  it('shows the notes the server holds when the screen opens again, not only those seen before', async () => {
    // The artist saw the project with no notes; meanwhile a note was saved as they left, or by a
    // collaborator. Coming back must show it.
    const variables = { projectId: 'p1', first: 20 };
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: ProjectNotesDocument, variables, data: notesOf([]) });
    render(
      <MockedProvider
        cache={cache}
        mocks={[
          {
            request: { query: ProjectNotesDocument, variables },
            result: { data: notesOf(['Try it in D minor']) },
          },
        ]}
      >
        <NotesList projectId="p1" onError={(message) => expect(message).toBe('')} />
      </MockedProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getByText('Try it in D minor')).toBeTruthy();
  });
});
