import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { UnauthenticatedError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import type { InboxAnswer, NotificationService, NotificationView } from './notification.service.js';

/** One part of the inbox a field of the answer asks for. */
export type InboxPart =
  | { part: 'unreadCount' }
  | { part: 'openTasksToday' }
  | { part: 'page'; request: PageRequest };

type InboxValue = number | Page<NotificationView>;

/**
 * The inbox's fields, gathered while the `notifications` object resolves and read in one statement
 * (`NotificationService.readInbox`). A second page asked for under another alias is read on its own.
 */
export function inboxLoader(
  em: EntityManager,
  userId: string | null,
  notifications: NotificationService,
): DataLoader<InboxPart, InboxValue, string> {
  return new DataLoader<InboxPart, InboxValue, string>(
    async (parts) => {
      if (!userId) return parts.map(() => new UnauthenticatedError());
      const pages = parts.flatMap((part) => (part.part === 'page' ? [part.request] : []));
      const answer = await notifications.readInbox(em, userId, {
        unreadCount: parts.some((part) => part.part === 'unreadCount'),
        openTasksToday: parts.some((part) => part.part === 'openTasksToday'),
        page: pages[0],
      });
      return Promise.all(parts.map((part) => inboxValue(part, answer, pages[0], em, userId, notifications)));
    },
    { cacheKeyFn: (part) => JSON.stringify(part) },
  );
}

function inboxValue(
  part: InboxPart,
  answer: InboxAnswer,
  firstPage: PageRequest | undefined,
  em: EntityManager,
  userId: string,
  notifications: NotificationService,
): InboxValue | Promise<InboxValue> {
  if (part.part === 'unreadCount') return answer.unreadCount ?? 0;
  if (part.part === 'openTasksToday') return answer.openTasksToday ?? 0;
  if (part.request === firstPage && answer.page) return answer.page;
  return notifications.notifications(em, userId, part.request);
}
