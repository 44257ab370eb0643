import { useApolloClient, useQuery } from '@apollo/client/react';
import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useRef, useState } from 'react';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { useScrollToLatest } from '../../components/use-scroll-to-latest';
import { useUnsavedChanges } from '../saving/unsaved-changes';
import { ManagerConversationDocument } from './AskManager.generated';
import { ManagerProposal } from './ManagerProposal';
import { streamAnswer } from './stream-answer';

/** How many lines the chat shows at first, and how many more each "Show earlier" adds. */
const CONVERSATION_PAGE = 50;

/** A question on its way: shown at once, with the answer as the manager writes it. */
interface Pending {
  question: string;
  answer: string;
}

/**
 * 'Ask {manager}': Enter sends; a blank question is ignored; the conversation is stored. The answer
 * appears as it is written. Shows the newest lines; "Show earlier" pages back through the rest.
 */
export function AskManager({ managerName }: { managerName: string }) {
  const { data, fetchMore } = useQuery(ManagerConversationDocument, {
    variables: { last: CONVERSATION_PAGE },
  });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const client = useApolloClient();
  useUnsavedChanges({ dirty: question.trim() !== '', label: 'Question to your manager' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || pending) return;
    setError('');
    setPending({ question: asked, answer: '' });
    setQuestion('');
    try {
      await streamAnswer(asked, {
        onText: (added) => setPending((now) => now && { ...now, answer: now.answer + added }),
        onRestart: () => setPending((now) => now && { ...now, answer: '' }),
      });
      // The stored lines replace the pending ones once the conversation has them.
      await client.refetchQueries({ include: [ManagerConversationDocument] });
    } catch (failure) {
      // Nothing typed is lost: the question goes back in the box.
      setQuestion((typed) => typed || asked);
      setError(failure instanceof Error ? failure.message : 'Failed to reach your manager.');
    } finally {
      setPending(null);
    }
  };

  const conversation = data?.managerConversation;
  const lines = conversation?.edges.map((edge) => edge.node) ?? [];
  // The conversation scrolls in its own box, kept at its newest line as answers come in.
  const list = useRef<HTMLOListElement>(null);
  useScrollToLatest(list, pending ? `pending ${pending.answer.length}` : lines.at(-1)?.id);
  const showEarlier = async () => {
    if (!conversation?.pageInfo.startCursor) return;
    setLoadingEarlier(true);
    try {
      await fetchMore({ variables: { last: CONVERSATION_PAGE, before: conversation.pageInfo.startCursor } });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to load earlier messages.'));
    } finally {
      setLoadingEarlier(false);
    }
  };
  return (
    <section className="panel ask-manager" aria-labelledby="ask-manager-heading">
      <h2 id="ask-manager-heading">Ask {managerName}</h2>
      {data?.managerAdvisor === 'BUILT_IN' && (
        <p className="muted">
          No AI model is connected: answers come from Backline's built-in advisor, which reads your projects
          and tracks and knows releases, mixing, pitching and promotion.
        </p>
      )}
      {conversation?.pageInfo.hasPreviousPage && (
        <Button
          variant="secondary"
          size="small"
          className="show-earlier"
          disabled={loadingEarlier}
          onClick={() => void showEarlier()}
        >
          {loadingEarlier ? 'Loading…' : 'Show earlier'}
        </Button>
      )}
      {(lines.length > 0 || pending) && (
        // Read out once an answer is whole, not word by word as it is written.
        <ol
          ref={list}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it.
          tabIndex={0}
          className="conversation"
          aria-label="Conversation"
          aria-live="polite"
          aria-busy={pending !== null}
        >
          {lines.map((line) => (
            <li key={line.id} className={line.author === 'ARTIST' ? 'from-artist' : 'from-manager'}>
              <span className="visually-hidden">{line.author === 'ARTIST' ? 'You' : managerName}: </span>
              {line.content}
              <ManagerProposal message={line} />
            </li>
          ))}
          {pending && (
            <>
              <li className="from-artist">
                <span className="visually-hidden">You: </span>
                {pending.question}
              </li>
              <li className="from-manager writing">
                <span className="visually-hidden">{managerName}: </span>
                {pending.answer || <span className="muted">{managerName} is writing…</span>}
              </li>
            </>
          )}
        </ol>
      )}
      <form onSubmit={submit} className="ask-form">
        <label className="visually-hidden" htmlFor="manager-question">
          Your question for {managerName}
        </label>
        <input
          id="manager-question"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="A release, a mix, a pitch…"
          maxLength={FIELD_LIMITS.manager.question}
        />
        <Button type="submit" disabled={pending !== null}>
          {pending ? 'Asking…' : 'Ask'}
        </Button>
      </form>
      <FormError message={error} />
    </section>
  );
}
