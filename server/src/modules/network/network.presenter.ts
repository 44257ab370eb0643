import type { DirectMessageView } from './conversation.service.js';
import type { DirectMessage } from './direct-message.entity.js';

/** A message as the viewer sees it: theirs or the other artist's. */
export function presentMessage(message: DirectMessage, viewerId: string): DirectMessageView {
  return {
    id: message.id,
    body: message.body,
    sentAt: message.sentAt,
    fromMe: message.sender.id === viewerId,
  };
}
