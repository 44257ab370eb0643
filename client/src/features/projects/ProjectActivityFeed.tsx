import { useQuery } from '@apollo/client/react';
import { formatShortDate } from '../../lib/short-date';
import { ProjectActivityFeedDocument } from './ProjectActivityFeed.generated';

/** The latest of what happened in the project: who joined, uploaded, commented, moved the stage. */
export function ProjectActivityFeed({ projectId }: { projectId: string }) {
  const { data, error } = useQuery(ProjectActivityFeedDocument, {
    variables: { id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.project?.activity.nodes ?? [];
  return (
    <section className="panel project-activity" aria-labelledby="project-activity-heading">
      <h2 id="project-activity-heading">Activity</h2>
      {error && !data ? (
        <p className="form-error">Failed to fetch the activity.</p>
      ) : entries.length === 0 ? (
        <p className="muted">Nothing has happened here yet.</p>
      ) : (
        <ol className="activity-list" aria-label="Activity">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>{entry.text}</span>{' '}
              <time className="muted" dateTime={entry.createdAt}>
                {formatShortDate(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
