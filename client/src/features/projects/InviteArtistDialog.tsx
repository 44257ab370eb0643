import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { CollaboratorRole } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { InvitableProjectsDocument, InviteArtistToProjectDocument } from './InviteArtistDialog.generated';
import { COLLABORATOR_ROLES, roleAbilities, roleLabel, roleWithArticle } from './project-roles';

interface InviteArtistDialogProps {
  artist: { id: string; artistName: string };
  open: boolean;
  onClose: () => void;
}

/**
 * Invites another artist (from their page in My Network) to one of the artist's own projects, with
 * a role; they answer from their notifications or My Projects.
 */
export function InviteArtistDialog({ artist, open, onClose }: InviteArtistDialogProps) {
  const formId = useId();
  const { data, error: loadError } = useQuery(InvitableProjectsDocument, { skip: !open });
  const [invite, { loading }] = useMutation(InviteArtistToProjectDocument);
  const projects = data?.projects.nodes ?? [];
  const [chosenProject, setProjectId] = useState('');
  const projectId = chosenProject || (projects[0]?.id ?? '');
  const [role, setRole] = useState<CollaboratorRole>('COMMENTER');
  const [error, setError] = useState('');

  const close = () => {
    setError('');
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await invite({ variables: { input: { projectId, artistId: artist.id, role } } });
      const title = projects.find((project) => project.id === projectId)?.title ?? 'the project';
      toast.success(`${artist.artistName} is invited to ${title} as ${roleWithArticle(role)}.`);
      close();
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to send the invitation.'));
    }
  };

  const noProjects = data !== undefined && projects.length === 0;
  return (
    <Dialog
      title={`Invite ${artist.artistName} to a project`}
      open={open}
      onClose={close}
      error={error || (loadError ? 'Failed to fetch your projects.' : '')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={loading || !projectId}>
            Invite
          </Button>
        </>
      }
    >
      {noProjects ? (
        <p>
          You have no projects yet. <Link to="/app/projects">Start one in My Projects</Link>, then invite{' '}
          {artist.artistName}.
        </p>
      ) : (
        <form id={formId} className="stack" onSubmit={(event) => void submit(event)}>
          <Field label="Project">
            <select value={projectId} onChange={(event) => setProjectId(event.target.value)}>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Role" hint={roleAbilities(role)}>
            <select value={role} onChange={(event) => setRole(event.target.value as CollaboratorRole)}>
              {COLLABORATOR_ROLES.map((each) => (
                <option key={each} value={each}>
                  {roleLabel(each)}
                </option>
              ))}
            </select>
          </Field>
        </form>
      )}
    </Dialog>
  );
}
