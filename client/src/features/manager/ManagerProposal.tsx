import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { ManagerProposalKind } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { TodaysPlanDocument } from './ActionPlan.generated';
import {
  AcceptManagerProposalDocument,
  type ManagerProposal_MessageFragment,
} from './ManagerProposal.generated';

/** How each kind of proposal is offered, and what is said once it is carried out. */
const OFFERS: Record<ManagerProposalKind, { heading: string; accept: string; done: string; failed: string }> =
  {
    TASK: {
      heading: 'Proposed task',
      accept: "Add to today's plan",
      done: "In today's plan.",
      failed: 'Failed to add the task.',
    },
    RELEASE_DATE: {
      heading: 'Proposed release date',
      accept: 'Set the release date',
      done: 'Release date set.',
      failed: 'Failed to set the release date.',
    },
    PITCH_NOTE: {
      heading: 'Proposed pitch note',
      accept: 'Keep as a note',
      done: "Kept in the project's notes.",
      failed: 'Failed to keep the note.',
    },
  };

/**
 * What the manager proposed in an answer (a task, a project's release date, a pitch note): carried
 * out only when the artist says so.
 */
export function ManagerProposal({ message }: { message: ManagerProposal_MessageFragment }) {
  const [accept, { data, loading }] = useMutation(AcceptManagerProposalDocument, {
    refetchQueries: [TodaysPlanDocument],
  });
  // The acceptance's answer, until the conversation shows the line again from the cache.
  const proposal = data?.acceptManagerProposal.proposal ?? message.proposal;
  if (!proposal) return null;
  const offer = OFFERS[proposal.kind];
  const carryOut = async () => {
    try {
      await accept({ variables: { messageId: message.id } });
      toast.success(`${offer.done} ${proposal.title}`);
    } catch (failure) {
      toast.error(serverMessage(failure, offer.failed));
    }
  };
  return (
    <div className="manager-proposal">
      <p>
        <strong>{offer.heading}:</strong> {proposal.title}
        {proposal.reason && <span className="muted"> ({proposal.reason})</span>}
      </p>
      {proposal.note && <blockquote className="proposal-note">{proposal.note}</blockquote>}
      {proposal.accepted ? (
        <p className="muted">
          {offer.done}
          {proposal.projectId && (
            <>
              {' '}
              <Link to={`/app/projects/${proposal.projectId}`}>Open the project</Link>
            </>
          )}
        </p>
      ) : (
        <Button size="small" disabled={loading} onClick={() => void carryOut()}>
          {offer.accept}
        </Button>
      )}
    </div>
  );
}
