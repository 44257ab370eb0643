import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectGenre } from '../../__generated__/types';
import { Button } from '../../components/Button';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { EditProjectDialog } from './EditProjectDialog';
import type { EditProjectDialog_ProjectFragment } from './EditProjectDialog.generated';

interface ProjectActionsProps {
  project: EditProjectDialog_ProjectFragment;
  genres: readonly ProjectGenre[];
}

/** A card's Open Project, Edit and Delete; each name carries the title, as a page holds many cards. */
export function ProjectActions({ project, genres }: ProjectActionsProps) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="project-actions">
      <Link className="button" to={`/app/creative-studio?project=${encodeURIComponent(project.id)}`}>
        Open Project<span className="visually-hidden"> {project.title}</span>
      </Link>
      <Button variant="secondary" onClick={() => setDialog('edit')}>
        Edit<span className="visually-hidden"> {project.title}</span>
      </Button>
      <Button variant="danger" onClick={() => setDialog('delete')}>
        Delete<span className="visually-hidden"> {project.title}</span>
      </Button>
      <EditProjectDialog project={project} genres={genres} open={dialog === 'edit'} onClose={close} />
      <DeleteProjectDialog project={project} open={dialog === 'delete'} onClose={close} />
    </div>
  );
}
