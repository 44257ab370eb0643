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
  ProjectPeopleDocument,
  RemoveCollaboratorDocument,
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
    refetchQueries: [ProjectActivityFeedDocument],
  });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('VIEWER');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await invite({ variables: { input: { projectId, email: email.trim(), role } } });
      toast.success(`Invitation sent to ${email.trim()} as a ${roleLabel(role)}.`);
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
