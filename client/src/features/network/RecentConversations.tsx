import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Avatar } from '../../components/Avatar';
import { onFirstUse } from '../../lib/on-first-use';
import { RecentConversationsDocument } from './RecentConversations.generated';

const sentAtFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

/**
 * The artist's conversations, the latest first: with whom, the last message and how many are
 * unread. One opens in the conversation dialog; the list reads again when that closes.
 */
export function RecentConversations({
  openChatWith,
  onOpen,
}: {
  /** The artist whose conversation is open, if one is. */
  openChatWith: string | null;
  onOpen: (artistId: string) => void;
}) {
  const { data, refetch } = useQuery(RecentConversationsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (!openChatWith) void refetch();
  }, [openChatWith, refetch]);
  const conversations = data?.recentConversations ?? [];
  if (conversations.length === 0) return null;
  return (
    <section className="network-section" aria-labelledby="network-messages">
      <h2 id="network-messages">Messages</h2>
      <ul className="conversation-list">
        {conversations.map(({ artist, latestMessage, unreadCount }) => (
          <li key={artist.id}>
            <button type="button" className="conversation-row" onClick={() => onOpen(artist.id)}>
              <Avatar avatar={artist.avatar} photo={artist.avatarPhoto} />
              <span className="conversation-text">
                <span className="conversation-name">{artist.artistName}</span>
                <span className="conversation-preview muted truncate">
                  {latestMessage.fromMe ? 'You: ' : ''}
                  {latestMessage.body}
                </span>
              </span>
              <span className="conversation-meta">
                <time className="muted" dateTime={latestMessage.sentAt}>
                  {sentAtFormat().format(new Date(latestMessage.sentAt))}
                </time>
                {unreadCount > 0 && <span className="conversation-unread">{unreadCount} unread</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
