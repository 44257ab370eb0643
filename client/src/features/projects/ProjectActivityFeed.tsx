import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { formatShortDate } from '../../lib/short-date';
import {
  MarkProjectActivitySeenDocument,
  ProjectActivityFeedDocument,
  ProjectActivityLiveDocument,
} from './ProjectActivityFeed.generated';
import { ProjectPageDocument } from './ProjectPageRoute.generated';
import { ProjectPeopleDocument } from './ProjectPeople.generated';
import { VersionCommentsDocument } from './VersionComments.generated';

/**
 * The latest of what happened in the project: who joined, uploaded, commented, moved the stage. It
 * listens for what others do there (a subscription) and fetches again what a change touches: the
 * feed, the page (songs, versions, stage), the people, the comments shown.
 */
export function ProjectActivityFeed({ projectId }: { projectId: string }) {
  const { data, error } = useQuery(ProjectActivityFeedDocument, {
    variables: { id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const client = useApolloClient();
  useSubscription(ProjectActivityLiveDocument, {
    variables: { projectId },
    onData: ({ client }) =>
      void client.refetchQueries({
        include: [
          ProjectActivityFeedDocument,
          ProjectPageDocument,
          ProjectPeopleDocument,
          VersionCommentsDocument,
        ],
      }),
    // Removed from the project: the page, fetched again, finds it gone.
    onComplete: () => void client.refetchQueries({ include: [ProjectPageDocument] }),
  });
  const entries = data?.project?.activity.nodes ?? [];
  // What the feed shows has been seen: the dashboard stops counting it as new.
  const [markSeen] = useMutation(MarkProjectActivitySeenDocument);
  const newestShown = entries[0]?.id;
  useEffect(() => {
    if (newestShown) void markSeen({ variables: { projectId } }).catch(() => undefined);
  }, [newestShown, projectId, markSeen]);
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
