import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { NotificationsDocument } from './NotificationsMenu.generated';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
} from './use-mark-notifications-read.generated';

/** The unread count and the list's order change with a notification read: the inbox is fetched again. */
const refetchInbox = { refetchQueries: [NotificationsDocument], awaitRefetchQueries: true };

/** Marks one notification read. */
export function useMarkNotificationRead() {
  const [markRead, result] = useMutation(MarkNotificationReadDocument, refetchInbox);
  const mark = useCallback(
    (notificationId: string) => markRead({ variables: { input: { notificationId } } }),
    [markRead],
  );
  return [mark, result] as const;
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  return useMutation(MarkAllNotificationsReadDocument, refetchInbox);
}
