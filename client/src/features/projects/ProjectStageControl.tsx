import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { ProjectActivityFeedDocument } from './ProjectActivityFeed.generated';
import {
  MoveProjectStageDocument,
  type ProjectStageControl_ProjectFragment,
} from './ProjectStageControl.generated';
import { ProjectsDocument } from './ProjectsRoute.generated';
import { statusLabel, statusTone } from './project-status';

/**
 * The project's stage, and a button for each move the signed-in artist may make from it (the server's
 * roles table decides which; a refusal it still sends is shown).
 */
export function ProjectStageControl({ project }: { project: ProjectStageControl_ProjectFragment }) {
  const [error, setError] = useState('');
  const [move, { loading }] = useMutation(MoveProjectStageDocument, {
    refetchQueries: [ProjectsDocument, ProjectActivityFeedDocument],
  });

  const moveTo = async (status: ProjectStageControl_ProjectFragment['status']) => {
    setError('');
    try {
      await move({ variables: { input: { projectId: project.id, status } } });
      toast.success(`${project.title} is in ${statusLabel(status).toLowerCase()} now.`);
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to move the project.'));
    }
  };

  return (
    <section className="project-stage" aria-labelledby="project-stage-heading">
      <h2 id="project-stage-heading">Stage</h2>
      <p>
        <Badge className="status-badge" tone={statusTone(project.status)}>
          {statusLabel(project.status)}
        </Badge>
      </p>
      {project.viewerCan.moveTo.length > 0 ? (
        <div className="stage-moves">
          {project.viewerCan.moveTo.map((status) => (
            <Button
              key={status}
              size="small"
              variant="secondary"
              disabled={loading}
              onClick={() => void moveTo(status)}
            >
              Move to {statusLabel(status).toLowerCase()}
            </Button>
          ))}
        </div>
      ) : (
        <p className="muted">
          Your role cannot move this project from {statusLabel(project.status).toLowerCase()}.
        </p>
      )}
      <FormError message={error} />
    </section>
  );
}
