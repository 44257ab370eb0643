import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { NotificationsDocument } from '../workspace/NotificationsMenu.generated';
import { MarkConversationReadDocument } from './use-mark-conversation-read.generated';

/**
 * Marks the other artist's messages read when the open conversation shows one it has not marked yet:
 * on opening, and when a poll brings a new one. The header's count follows. Reading the conversation
 * itself changes nothing on the server.
 */
export function useMarkConversationRead(artistId: string | undefined, latestIncomingId: string | undefined) {
  const [mark] = useMutation(MarkConversationReadDocument, { refetchQueries: [NotificationsDocument] });
  useEffect(() => {
    if (!artistId || !latestIncomingId) return;
    // A failed mark leaves the messages unread, as they were; the next new message tries again.
    mark({ variables: { input: { artistId } } }).catch(() => undefined);
  }, [mark, artistId, latestIncomingId]);
}
