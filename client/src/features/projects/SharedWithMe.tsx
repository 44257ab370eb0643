import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { Button } from '../../components/Button';
import { roleWithArticle } from './project-roles';
import { SharedProjectList } from './SharedProjectList';
import {
  AcceptInvitationDocument,
  DeclineInvitationDocument,
  SharedWithMeDocument,
} from './SharedWithMe.generated';

/**
 * Invitations to other artists' projects, to accept or decline, and the projects the artist works on
 * with others ('Shared with me'). Shows nothing while there is neither.
 */
export function SharedWithMe() {
  const { data } = useQuery(SharedWithMeDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [SharedWithMeDocument] };
  const [accept, accepting] = useMutation(AcceptInvitationDocument, refetch);
  const [decline, declining] = useMutation(DeclineInvitationDocument, refetch);
  const invitations = data?.projectInvitations ?? [];
  const shared = data?.sharedProjects.nodes ?? [];
  if (invitations.length === 0 && shared.length === 0) return null;
  const busy = accepting.loading || declining.loading;

  const answer = async (invitationId: string, title: string, accepted: boolean) => {
    try {
      await (accepted ? accept : decline)({ variables: { invitationId } });
      toast.success(accepted ? `You joined ${title}.` : `Declined the invitation to ${title}.`);
    } catch {
      toast.error('Failed to answer the invitation.');
    }
  };

  return (
    <div className="shared-with-me">
      {invitations.length > 0 && (
        <section aria-labelledby="project-invitations-heading" className="panel">
          <h2 id="project-invitations-heading">Invitations</h2>
          <ul className="invitation-list">
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <p>
                  {invitation.invitedBy.artistName} invited you to <strong>{invitation.project.title}</strong>{' '}
                  as {roleWithArticle(invitation.role)}.
                </p>
                <div className="button-row">
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => void answer(invitation.id, invitation.project.title, true)}
                  >
                    Accept
                    <span className="visually-hidden"> the invitation to {invitation.project.title}</span>
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void answer(invitation.id, invitation.project.title, false)}
                  >
                    Decline
                    <span className="visually-hidden"> the invitation to {invitation.project.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {shared.length > 0 && (
        <section aria-labelledby="shared-projects-heading" className="panel">
          <h2 id="shared-projects-heading">Shared with me</h2>
          <SharedProjectList projects={shared} />
        </section>
      )}
    </div>
  );
}
