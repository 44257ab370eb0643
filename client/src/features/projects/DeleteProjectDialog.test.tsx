import { InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, parse } from 'graphql';
import { useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { DeleteProjectDocument } from './use-delete-project.generated';

afterEach(() => {
  cleanup();
  toast.remove();
});

interface ProjectTitlesResult {
  projects: { nodes: { id: string; title: string }[] };
}

// Parsed here rather than through codegen: a test's operation stays out of the client's generated code.
const ProjectTitles = parse(`
  query ProjectTitles($first: Int) {
    projects(first: $first) {
      nodes {
        id
        title
      }
    }
  }
`) as TypedDocumentNode<ProjectTitlesResult, { first: number }>;

const nightDrive = { id: 'p1', title: 'Night Drive' };
const morningRun = { id: 'p2', title: 'Morning Run' };

/** A cache holding a page of the artist's projects, as the projects screen left it. */
function cacheWithProjects(): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({
    query: ProjectTitles,
    variables: { first: 24 },
    data: {
      projects: {
        __typename: 'ProjectConnection',
        nodes: [nightDrive, morningRun].map((project) => ({ __typename: 'Project', ...project })),
      },
    } as ProjectTitlesResult,
  });
  return cache;
}

/** The titles a projects page shows, read from the cache alone. */
function CachedProjectTitles() {
  const { data } = useQuery(ProjectTitles, { variables: { first: 24 }, fetchPolicy: 'cache-only' });
  return (
    <ul aria-label="Projects">
      {data?.projects.nodes.map((project) => (
        <li key={project.id}>{project.title}</li>
      ))}
    </ul>
  );
}

/** The confirmation as a card opens it: open until it closes itself. */
function DeletingProject() {
  const [open, setOpen] = useState(true);
  return <DeleteProjectDialog project={nightDrive} open={open} onClose={() => setOpen(false)} />;
}

function renderDialog(mocks: MockedResponse[]) {
  render(
    // MockedProvider renders one child (React.Children.only); more render nothing, silently.
    <MockedProvider cache={cacheWithProjects()} mocks={mocks}>
      <div>
        <CachedProjectTitles />
        <DeletingProject />
        <Toaster />
      </div>
    </MockedProvider>,
  );
}

function deleteAnswer(outcome: 'deleted' | 'not found'): MockedResponse {
  return {
    request: { query: DeleteProjectDocument, variables: { input: { projectId: 'p1' } } },
    result:
      outcome === 'deleted'
        ? { data: { deleteProject: { __typename: 'Project', id: 'p1' } } }
        : { errors: [new GraphQLError('Project not found.', { extensions: { code: 'NOT_FOUND' } })] },
  };
}

const listedTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const confirmButton = () => screen.queryByRole('button', { name: 'Delete Project' });

describe('deleting a project', () => {
  it('says what goes with the project and what stays before anything is deleted', () => {
    renderDialog([]);
    const question = screen.getByText(/its notes, lyrics and the tracks uploaded into it will be deleted/i);
    expect(question.textContent).toContain('Delete Night Drive?');
    expect(question.textContent).toContain('Tracks you attached from your library stay in your library.');
  });

  it('takes the project off every list once the server has deleted it, and says so', async () => {
    renderDialog([deleteAnswer('deleted')]);
    expect(listedTitles()).toEqual(['Night Drive', 'Morning Run']);

    await userEvent.setup().click(confirmButton() as HTMLElement);

    expect(await screen.findByText('Deleted Night Drive.')).toBeTruthy();
    await waitFor(() => expect(listedTitles()).toEqual(['Morning Run']));
  });

  it("keeps the project and shows the server's reason when the delete is refused", async () => {
    renderDialog([deleteAnswer('not found')]);

    await userEvent.setup().click(confirmButton() as HTMLElement);

    expect((await screen.findByRole('alert')).textContent).toBe('Project not found.');
    expect(listedTitles()).toEqual(['Night Drive', 'Morning Run']);
    expect(screen.queryByText('Deleted Night Drive.')).toBeNull();
  });

  it('deletes nothing on Cancel', async () => {
    renderDialog([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));

    expect(confirmButton()).toBeNull();
    expect(listedTitles()).toEqual(['Night Drive', 'Morning Run']);
  });
});
