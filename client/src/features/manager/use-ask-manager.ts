import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ManagerConversationDocument } from './AskManager.generated';
import { AskManagerDocument } from './use-ask-manager.generated';

/** Asks the manager; the conversation (question and answer) is fetched again before the promise settles. */
export function useAskManager() {
  const [ask, result] = useMutation(AskManagerDocument, {
    refetchQueries: [ManagerConversationDocument],
    awaitRefetchQueries: true,
  });
  const askQuestion = useCallback((question: string) => ask({ variables: { input: { question } } }), [ask]);
  return [askQuestion, result] as const;
}
