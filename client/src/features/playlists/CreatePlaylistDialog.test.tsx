import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { CreatePlaylistDialog } from './CreatePlaylistDialog';
import { CreatePlaylistDocument } from './use-create-playlist.generated';

afterEach(cleanup);

/** One answer to CreatePlaylist for the name, noting the key each request was sent with. */
function createAnswer(name: string, sentKeys: string[], outcome: 'saved' | 'unavailable'): MockedResponse {
  return {
    request: {
      query: CreatePlaylistDocument,
      variables: (variables: { name: string }) => variables.name === name,
    },
    result: (variables: { clientMutationId?: string }) => {
      sentKeys.push(variables.clientMutationId ?? '');
      if (outcome === 'unavailable')
        return { errors: [new GraphQLError('Unavailable', { extensions: { code: 'SERVICE_UNAVAILABLE' } })] };
      return {
        data: {
          createPlaylist: {
            __typename: 'Playlist',
            id: 'p1',
            name,
            trackCount: 0,
            durationSeconds: 0,
            artwork: [],
          },
        },
      };
    },
  };
}

async function submit(name: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Playlist Name');
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('creating a playlist', () => {
  it('sends the same key when the same name is tried again after a failure, and a new one after a success', async () => {
    const keys: string[] = [];
    render(
      <MockedProvider
        mocks={[
          createAnswer('Warm Up', keys, 'unavailable'),
          createAnswer('Warm Up', keys, 'saved'),
          createAnswer('Warm Up', keys, 'saved'),
        ]}
      >
        <CreatePlaylistDialog open onClose={() => undefined} />
      </MockedProvider>,
    );
    await submit('Warm Up');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create playlist.');
    await submit('Warm Up');
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);

    await screen.findByRole('button', { name: 'Create' });
    await submit('Warm Up');
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends a new key for a different name', async () => {
    const keys: string[] = [];
    render(
      <MockedProvider
        mocks={[createAnswer('Warm Up', keys, 'unavailable'), createAnswer('Cool Down', keys, 'saved')]}
      >
        <CreatePlaylistDialog open onClose={() => undefined} />
      </MockedProvider>,
    );
    await submit('Warm Up');
    await screen.findByRole('alert');
    await submit('Cool Down');
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });
});
