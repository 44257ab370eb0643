import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { NotificationsDocument } from '../workspace/NotificationsMenu.generated';
import { ArtistSuggestionsDocument } from './ArtistSuggestions.generated';
import { NetworkDocument } from './NetworkRoute.generated';
import {
  ConnectWithArtistDocument,
  DeclineConnectionDocument,
  DisconnectFromArtistDocument,
} from './use-connection-actions.generated';

/** Connect, disconnect and decline for one artist; the card updates from the answer, the lists, counts and suggestions refetch. */
export function useConnectionActions(artistId: string) {
  const options = {
    variables: { input: { artistId } },
    refetchQueries: [NetworkDocument, ArtistSuggestionsDocument],
    awaitRefetchQueries: true,
  };
  const [connectWith, connecting] = useMutation(ConnectWithArtistDocument, options);
  const [disconnectFrom, disconnecting] = useMutation(DisconnectFromArtistDocument, options);
  // A declined request's notification goes too: the header's count follows.
  const [declineFrom, declining] = useMutation(DeclineConnectionDocument, {
    ...options,
    refetchQueries: [...options.refetchQueries, NotificationsDocument],
  });

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
    decline: () => run(declineFrom, 'Could not decline.'),
    busy: connecting.loading || disconnecting.loading || declining.loading,
  };
}
