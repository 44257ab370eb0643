import { useQuery, useSubscription } from '@apollo/client/react';
import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useScrollToLatest } from '../../components/use-scroll-to-latest';
import { onFirstUse } from '../../lib/on-first-use';
import { useDiscardGuard } from '../saving/use-discard-guard';
import { ConversationDocument, MessageArrivedDocument } from './ConversationDialog.generated';
import { ShowMoreButton } from './ShowMoreButton';
import { useMarkConversationRead } from './use-mark-conversation-read';
import { useSendDirectMessage } from './use-send-direct-message';

/** The latest messages show first; "Show earlier" adds as many again before them. */
const PAGE_SIZE = 50;

const sentAtFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** The stored conversation with another artist, in a dialog; what they sent is marked read as it shows. */
export function ConversationDialog({ artistId, onClose }: { artistId: string | null; onClose: () => void }) {
  const { data, error, fetchMore, refetch } = useQuery(ConversationDocument, {
    variables: { artistId: artistId ?? '', last: PAGE_SIZE },
    skip: !artistId,
    fetchPolicy: 'cache-and-network',
  });
  // New messages from the other artist show up while the conversation is open (the live socket).
  useSubscription(MessageArrivedDocument, {
    skip: !artistId,
    onData: ({ data: arrived }) => {
      const notification = arrived.data?.notificationAdded;
      if (notification?.kind === 'MESSAGE' && notification.actor.id === artistId) void refetch();
    },
  });
  const conversation = data?.conversation;
  const messages = conversation?.messages;
  const messageList = useRef<HTMLOListElement>(null);
  useScrollToLatest(messageList, messages?.edges.at(-1)?.node.id);
  useMarkConversationRead(
    conversation?.artist.id,
    messages?.edges.findLast(({ node }) => !node.fromMe)?.node.id,
  );
  // A message being written is not dropped by Close, Escape or leaving the screen without a question.
  const [drafting, setDrafting] = useState(false);
  const guard = useDiscardGuard({
    dirty: artistId !== null && drafting,
    label: 'Message',
    onDiscard: onClose,
  });

  return (
    <>
      <Dialog
        title={conversation ? `Conversation with ${conversation.artist.artistName}` : 'Conversation'}
        open={artistId !== null}
        onClose={guard.requestClose}
        actions={
          <Button variant="secondary" onClick={guard.requestClose}>
            Close
          </Button>
        }
      >
        {error && !conversation && (
          <p className="form-error" role="alert">
            {serverMessage(error, 'Could not open the conversation.')}
          </p>
        )}
        {!error && !conversation && <p className="muted">Loading...</p>}
        {conversation && messages && (
          <>
            {messages.pageInfo.hasPreviousPage && (
              <ShowMoreButton
                label="Show earlier"
                placement="before"
                onClick={() => fetchMore({ variables: { before: messages.pageInfo.startCursor } })}
              />
            )}
            {messages.edges.length === 0 ? (
              <p className="muted">No messages yet.</p>
            ) : (
              <ol ref={messageList} className="message-list" aria-label="Messages">
                {messages.edges.map(({ node: message }) => (
                  <li key={message.id} className={message.fromMe ? 'message from-me' : 'message'}>
                    <span className="message-author">
                      {message.fromMe ? 'You' : conversation.artist.artistName}
                      <time dateTime={message.sentAt}>
                        {' '}
                        · {sentAtFormat().format(new Date(message.sentAt))}
                      </time>
                    </span>
                    <p>{message.body}</p>
                  </li>
                ))}
              </ol>
            )}
            {conversation.canMessage ? (
              <MessageForm artistId={conversation.artist.id} onDrafting={setDrafting} />
            ) : (
              <p className="muted">
                You can message {conversation.artist.artistName} once you have both connected.
              </p>
            )}
          </>
        )}
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}

function MessageForm({
  artistId,
  onDrafting,
}: {
  artistId: string;
  onDrafting: (drafting: boolean) => void;
}) {
  const [body, setBody] = useState('');
  const drafting = body.trim() !== '';
  useEffect(() => {
    onDrafting(drafting);
    return () => onDrafting(false);
  }, [drafting, onDrafting]);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { loading }] = useSendDirectMessage();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!body.trim() || loading) return;
    setFailure(null);
    try {
      await send(artistId, body);
      setBody('');
    } catch (error) {
      setFailure(serverMessage(error, 'Could not send the message.'));
    }
  }

  // Enter sends; Shift+Enter starts a new line.
  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form className="message-form" onSubmit={submit}>
      <label htmlFor="direct-message">Write a message</label>
      <textarea
        id="direct-message"
        rows={3}
        maxLength={FIELD_LIMITS.network.message}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={sendOnEnter}
      />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={!body.trim() || loading}>
        {loading ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
