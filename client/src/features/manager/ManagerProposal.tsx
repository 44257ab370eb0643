import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { TodaysPlanDocument } from './ActionPlan.generated';
import {
  AcceptManagerProposalDocument,
  type ManagerProposal_MessageFragment,
} from './ManagerProposal.generated';

/** A task the manager proposed in an answer: added to today's plan only when the artist says so. */
export function ManagerProposal({ message }: { message: ManagerProposal_MessageFragment }) {
  const [accept, { data, loading }] = useMutation(AcceptManagerProposalDocument, {
    refetchQueries: [TodaysPlanDocument],
  });
  // The acceptance's answer, until the conversation shows the line again from the cache.
  const proposal = data?.acceptManagerProposal.proposal ?? message.proposal;
  if (!proposal) return null;
  const add = async () => {
    try {
      await accept({ variables: { messageId: message.id } });
      toast.success(`Added to today's plan: ${proposal.title}`);
    } catch (failure) {
      toast.error(serverMessage(failure, 'Failed to add the task.'));
    }
  };
  return (
    <div className="manager-proposal">
      <p>
        <strong>Proposed task:</strong> {proposal.title}
        {proposal.reason && <span className="muted"> ({proposal.reason})</span>}
      </p>
      {proposal.accepted ? (
        <p className="muted">In today's plan.</p>
      ) : (
        <Button size="small" disabled={loading} onClick={() => void add()}>
          Add to today's plan
        </Button>
      )}
    </div>
  );
}
