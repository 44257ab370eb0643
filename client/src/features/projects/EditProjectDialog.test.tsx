import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpdateProjectInput } from '../../__generated__/types';
import { EditProjectDialog } from './EditProjectDialog';
import type { EditProjectDialog_ProjectFragment } from './EditProjectDialog.generated';
import { UpdateProjectDocument } from './use-update-project.generated';

afterEach(cleanup);

const project: EditProjectDialog_ProjectFragment = {
  __typename: 'Project',
  id: 'p1',
  title: 'Night Drive',
  description: 'Synths at 2 a.m.',
  genre: 'SYNTHWAVE',
  status: 'MIXING',
  bpm: 104,
  key: 'A minor',
  tags: ['night', 'synths'],
  credits: ['Mira Cole'],
  targetReleaseDate: null,
};

/** The server's answer to UpdateProject, noting each input it was sent; `refusal` answers with that error. */
function updateAnswer(
  sent: UpdateProjectInput[],
  refusal?: { message: string; code: string },
): MockedResponse {
  return {
    request: { query: UpdateProjectDocument, variables: () => true },
    result: ({ input }: { input: UpdateProjectInput }) => {
      sent.push(input);
      if (refusal)
        return { errors: [new GraphQLError(refusal.message, { extensions: { code: refusal.code } })] };
      const { projectId: _id, ...changes } = input;
      return {
        data: {
          updateProject: {
            ...project,
            ...changes,
            collaboratorCount: 0,
            updatedAt: '2026-11-26T10:00:00.000Z',
            releasedAt: null,
          },
        },
      };
    },
  };
}

/** The dialog as a card opens it: open until it closes itself. */
function EditingProject() {
  const [open, setOpen] = useState(true);
  return (
    <EditProjectDialog
      project={project}
      genres={['SYNTHWAVE', 'HOUSE']}
      open={open}
      onClose={() => setOpen(false)}
    />
  );
}

function renderDialog(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <EditingProject />
    </MockedProvider>,
  );
}

async function replace(label: string, text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
/** The form, while the dialog is open. */
const titleField = () => screen.queryByLabelText('Project Title');

describe('editing a project', () => {
  it('starts from the project as it is', () => {
    renderDialog([]);
    expect((screen.getByLabelText('Project Title') as HTMLInputElement).value).toBe('Night Drive');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('MIXING');
    expect((screen.getByLabelText('BPM (optional)') as HTMLInputElement).value).toBe('104');
    expect((screen.getByLabelText('Tags (comma-separated)') as HTMLInputElement).value).toBe('night, synths');
  });

  it('does nothing with a blank title, then saves once a title is given', async () => {
    const sent: UpdateProjectInput[] = [];
    renderDialog([updateAnswer(sent)]);
    const user = userEvent.setup();

    await replace('Project Title', '   ');
    await user.click(saveButton());
    expect(titleField()).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await replace('Project Title', 'Night Drive II');
    await user.click(saveButton());
    await waitFor(() => expect(titleField()).toBeNull());
    expect(sent.map((input) => input.title)).toEqual(['Night Drive II']);
  });

  it('sends every field as the form reads it: trimmed, a cleared BPM as none, lists split at commas, the date', async () => {
    const sent: UpdateProjectInput[] = [];
    renderDialog([updateAnswer(sent)]);
    const user = userEvent.setup();

    await replace('Project Title', '  Night Drive (final)  ');
    await user.selectOptions(screen.getByLabelText('Status'), 'RELEASED');
    await replace('BPM (optional)', '');
    await replace('Tags (comma-separated)', ' night,, outrun , ');
    await replace('Credits (comma-separated)', 'Mira Cole, DJ Ando');
    await replace('Target release date (optional)', '2027-03-05');
    await user.click(saveButton());

    await waitFor(() => expect(titleField()).toBeNull());
    expect(sent).toEqual([
      {
        projectId: 'p1',
        title: 'Night Drive (final)',
        description: 'Synths at 2 a.m.',
        genre: 'SYNTHWAVE',
        status: 'RELEASED',
        bpm: null,
        key: 'A minor',
        tags: ['night', 'outrun'],
        credits: ['Mira Cole', 'DJ Ando'],
        targetReleaseDate: '2027-03-05',
      },
    ]);
  });

  it("keeps the form open with the server's reason when it refuses the change", async () => {
    const sent: UpdateProjectInput[] = [];
    renderDialog([updateAnswer(sent, { message: 'Project not found.', code: 'NOT_FOUND' })]);

    await replace('Key', 'C minor');
    await userEvent.setup().click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Project not found.');
    expect(titleField()).not.toBeNull();
    expect(sent.map((input) => input.key)).toEqual(['C minor']);
  });
});
