import { useQuery } from '@apollo/client/react';
import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { useUnsavedChanges } from '../saving/unsaved-changes';
import { ManagerConversationDocument } from './AskManager.generated';
import { ManagerProposal } from './ManagerProposal';
import { useAskManager } from './use-ask-manager';

/** How many lines the chat shows at first, and how many more each "Show earlier" adds. */
const CONVERSATION_PAGE = 50;

/**
 * 'Ask {manager}': Enter sends; a blank question is ignored; the conversation is stored. Shows the
 * newest lines; "Show earlier" pages back through the rest.
 */
export function AskManager({ managerName }: { managerName: string }) {
  const { data, fetchMore } = useQuery(ManagerConversationDocument, {
    variables: { last: CONVERSATION_PAGE },
  });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState('');
  const [ask, { loading }] = useAskManager();
  useUnsavedChanges({ dirty: question.trim() !== '', label: 'Question to your manager' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || loading) return;
    setError('');
    try {
      await ask(asked);
      setQuestion('');
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to reach your manager.'));
    }
  };

  const conversation = data?.managerConversation;
  const lines = conversation?.edges.map((edge) => edge.node) ?? [];
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
      {lines.length > 0 && (
        <ol className="conversation" aria-label="Conversation">
          {lines.map((line) => (
            <li key={line.id} className={line.author === 'ARTIST' ? 'from-artist' : 'from-manager'}>
              <span className="visually-hidden">{line.author === 'ARTIST' ? 'You' : managerName}: </span>
              {line.content}
              <ManagerProposal message={line} />
            </li>
          ))}
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
          placeholder={`Ask ${managerName} anything about your career…`}
          maxLength={FIELD_LIMITS.manager.question}
        />
        <Button type="submit" disabled={loading}>
          {loading ? 'Asking…' : 'Ask'}
        </Button>
      </form>
      <FormError message={error} />
    </section>
  );
}
