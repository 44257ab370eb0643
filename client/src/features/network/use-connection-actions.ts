import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../__generated__';
import { serverMessage } from '../../apollo/server-message';

const ConnectMutation = graphql(`
  mutation ConnectWithArtist($input: ConnectWithArtistInput!) {
    connectWithArtist(input: $input) {
      ...ArtistCard_artist
    }
  }
`);

const DisconnectMutation = graphql(`
  mutation DisconnectFromArtist($input: DisconnectFromArtistInput!) {
    disconnectFromArtist(input: $input) {
      ...ArtistCard_artist
    }
  }
`);

/** Connect and disconnect for one artist; the card updates from the answer, the lists and counts refetch. */
export function useConnectionActions(artistId: string) {
  const options = {
    variables: { input: { artistId } },
    refetchQueries: ['Network'],
    awaitRefetchQueries: true,
  };
  const [connectWith, connecting] = useMutation(ConnectMutation, options);
  const [disconnectFrom, disconnecting] = useMutation(DisconnectMutation, options);

  async function run(action: () => Promise<unknown>, fallback: string) {
    try {
      await action();
    } catch (error) {
      toast.error(serverMessage(error, fallback));
    }
  }

  return {
    connect: () => run(connectWith, 'Could not connect.'),
    disconnect: () => run(disconnectFrom, 'Could not disconnect.'),
    busy: connecting.loading || disconnecting.loading,
  };
}
