import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ConversationDocument } from './ConversationDialog.generated';
import { SendDirectMessageDocument } from './use-send-direct-message.generated';

/** Sends a message to another artist; the open conversation is fetched again before the promise settles. */
export function useSendDirectMessage() {
  const [send, result] = useMutation(SendDirectMessageDocument, {
    refetchQueries: [ConversationDocument],
    awaitRefetchQueries: true,
  });
  const sendTo = useCallback(
    (artistId: string, body: string) => send({ variables: { input: { artistId, body } } }),
    [send],
  );
  return [sendTo, result] as const;
}
