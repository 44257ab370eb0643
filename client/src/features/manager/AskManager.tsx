import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../__generated__';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';

const ConversationQuery = graphql(`
  query ManagerConversation {
    managerConversation {
      id
      author
      content
    }
  }
`);

const AskManagerMutation = graphql(`
  mutation AskManager($question: String!) {
    askManager(question: $question) {
      id
    }
  }
`);

/** 'Ask {manager}': Enter sends; a blank question is ignored; the conversation is stored. */
export function AskManager({ managerName }: { managerName: string }) {
  const { data } = useQuery(ConversationQuery);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState('');
  const [ask, { loading }] = useMutation(AskManagerMutation, {
    refetchQueries: ['ManagerConversation'],
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || loading) return;
    setError('');
    try {
      await ask({ variables: { question: asked } });
      setQuestion('');
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to reach your manager.'));
    }
  };

  const lines = data?.managerConversation ?? [];
  return (
    <section className="panel ask-manager" aria-labelledby="ask-manager-heading">
      <h2 id="ask-manager-heading">Ask {managerName}</h2>
      {lines.length > 0 && (
        <ol className="conversation" aria-label="Conversation">
          {lines.map((line) => (
            <li key={line.id} className={line.author === 'ARTIST' ? 'from-artist' : 'from-manager'}>
              <span className="visually-hidden">{line.author === 'ARTIST' ? 'You' : managerName}: </span>
              {line.content}
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
          maxLength={1000}
        />
        <Button type="submit" disabled={loading}>
          {loading ? 'Asking…' : 'Ask'}
        </Button>
      </form>
      <FormError message={error} />
    </section>
  );
}
