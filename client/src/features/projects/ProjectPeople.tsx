import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { CollaboratorRole } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { ProjectActivityFeedDocument } from './ProjectActivityFeed.generated';
import {
  ChangeCollaboratorRoleDocument,
  InviteToProjectDocument,
  LeaveProjectDocument,
  ProjectInvitationsSentDocument,
  ProjectPeopleDocument,
  RemoveCollaboratorDocument,
  WithdrawInvitationDocument,
} from './ProjectPeople.generated';
import { COLLABORATOR_ROLES, roleLabel } from './project-roles';
import { SharedWithMeDocument } from './SharedWithMe.generated';

interface ProjectPeopleProps {
  projectId: string;
  projectTitle: string;
  ownerName: string;
  /** The owner manages the people; a member may leave. */
  canManage: boolean;
}

/** Who works on the project: the owner, the collaborators with their roles, and the invitation form. */
export function ProjectPeople({ projectId, projectTitle, ownerName, canManage }: ProjectPeopleProps) {
  const { data } = useQuery(ProjectPeopleDocument, { variables: { projectId } });
  const refetch = { refetchQueries: [ProjectPeopleDocument, ProjectActivityFeedDocument] };
  const [changeRole] = useMutation(ChangeCollaboratorRoleDocument, refetch);
  const [remove] = useMutation(RemoveCollaboratorDocument, refetch);
  const [error, setError] = useState('');
  const collaborators = data?.projectCollaborators ?? [];

  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setError('');
    try {
      await work();
      toast.success(done);
    } catch (failure) {
      setError(serverMessage(failure, failed));
    }
  };

  return (
    <section className="panel project-people" aria-labelledby="project-people-heading">
      <h2 id="project-people-heading">People</h2>
      <ul className="people-list">
        <li>
          <strong>{ownerName}</strong> <span className="muted">owner</span>
        </li>
        {collaborators.map(({ id, role, artist }) => (
          <li key={id}>
            <strong>{artist.artistName}</strong>{' '}
            {canManage ? (
              <span className="person-controls">
                <label>
                  <span className="visually-hidden">Role of {artist.artistName}</span>
                  <select
                    value={role}
                    onChange={(event) => {
                      const next = event.target.value as CollaboratorRole;
                      void act(
                        () =>
                          changeRole({
                            variables: { input: { projectId, artistId: artist.id, role: next } },
                          }),
                        `${artist.artistName} is a ${roleLabel(next)} now.`,
                        'Failed to change the role.',
                      );
                    }}
                  >
                    {COLLABORATOR_ROLES.map((each) => (
                      <option key={each} value={each}>
                        {roleLabel(each)}
                      </option>
                    ))}
                  </select>
                </label>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() =>
                    void act(
                      () => remove({ variables: { input: { projectId, artistId: artist.id } } }),
                      `${artist.artistName} no longer works on ${projectTitle}.`,
                      'Failed to remove them.',
                    )
                  }
                >
                  Remove<span className="visually-hidden"> {artist.artistName}</span>
                </Button>
              </span>
            ) : (
              <span className="muted">{roleLabel(role)}</span>
            )}
          </li>
        ))}
      </ul>
      {canManage && <InvitationsSent projectId={projectId} onAct={act} />}
      <FormError message={error} />
      {canManage ? (
        <InviteForm projectId={projectId} />
      ) : (
        <LeaveButton projectId={projectId} title={projectTitle} />
      )}
    </section>
  );
}

/** Invites an account by its exact email, with a role; the invitee answers from their My Projects. */
function InviteForm({ projectId }: { projectId: string }) {
  const [invite, { loading }] = useMutation(InviteToProjectDocument, {
    refetchQueries: [ProjectActivityFeedDocument, ProjectInvitationsSentDocument],
  });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('VIEWER');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await invite({ variables: { input: { projectId, email: email.trim(), role } } });
      // Backline sends no email: the invitee finds it in My Projects once signed in with that address.
      toast.success(
        `${email.trim()} is invited as a ${roleLabel(role)}: they see it in My Projects once they sign in with that email.`,
      );
      setEmail('');
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to send the invitation.'));
    }
  };

  return (
    <form className="invite-form" onSubmit={(event) => void submit(event)} aria-label="Invite a collaborator">
      <Field label="Email">
        <input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <Field label="Role">
        <select value={role} onChange={(event) => setRole(event.target.value as CollaboratorRole)}>
          {COLLABORATOR_ROLES.map((each) => (
            <option key={each} value={each}>
              {roleLabel(each)}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" disabled={loading}>
        Invite
      </Button>
      <FormError message={error} />
    </form>
  );
}

type Act = (work: () => Promise<unknown>, done: string, failed: string) => Promise<void>;

/** The owner's invitations nobody has answered yet, each to withdraw. */
function InvitationsSent({ projectId, onAct }: { projectId: string; onAct: Act }) {
  const { data } = useQuery(ProjectInvitationsSentDocument, { variables: { projectId } });
  const [withdraw] = useMutation(WithdrawInvitationDocument, {
    refetchQueries: [ProjectInvitationsSentDocument],
  });
  const invitations = data?.project?.invitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <section className="invitations-sent" aria-labelledby="invitations-sent-heading">
      <h3 id="invitations-sent-heading">Waiting for an answer</h3>
      <ul className="people-list">
        {invitations.map((invitation) => {
          const whom = invitation.invitee?.artistName ?? invitation.email ?? 'An artist';
          return (
            <li key={invitation.id}>
              <span className="truncate">{whom}</span>{' '}
              <span className="muted">{roleLabel(invitation.role)}</span>
              <Button
                size="small"
                variant="secondary"
                onClick={() =>
                  void onAct(
                    () => withdraw({ variables: { invitationId: invitation.id } }),
                    `The invitation to ${whom} is withdrawn.`,
                    'Failed to withdraw the invitation.',
                  )
                }
              >
                Withdraw<span className="visually-hidden"> the invitation to {whom}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LeaveButton({ projectId, title }: { projectId: string; title: string }) {
  const [leave, { loading }] = useMutation(LeaveProjectDocument, { refetchQueries: [SharedWithMeDocument] });
  const navigate = useNavigate();
  const [error, setError] = useState('');

  const leaveProject = async () => {
    setError('');
    try {
      await leave({ variables: { projectId } });
      toast.success(`You left ${title}.`);
      navigate('/app/projects');
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to leave the project.'));
    }
  };

  return (
    <>
      <Button variant="secondary" disabled={loading} onClick={() => void leaveProject()}>
        Leave project
      </Button>
      <FormError message={error} />
    </>
  );
}
