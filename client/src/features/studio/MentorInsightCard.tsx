import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MentorInsightDocument } from './MentorInsightCard.generated';

/**
 * How far the project is from release, computed by the server from its tracks, lyrics and status.
 * It is read again whenever the project changes (its updatedAt moves), whichever screen changed it.
 */
export function MentorInsightCard({ projectId, updatedAt }: { projectId: string; updatedAt: string }) {
  const { data, refetch } = useQuery(MentorInsightDocument, { variables: { id: projectId } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: updatedAt is the signal to read the insight again.
  useEffect(() => {
    void refetch();
  }, [updatedAt, refetch]);
  const insight = data?.project?.mentorInsight;
  return (
    <section className="panel mentor-insight" aria-labelledby="mentor-insight-heading">
      <h2 id="mentor-insight-heading">Mentor Insight</h2>
      {insight ? (
        <>
          <p>{insight.headline}</p>
          <progress value={insight.completionPercent} max={100} aria-label="Completion towards release">
            {insight.completionPercent}%
          </progress>
          <p className="muted">Next: {insight.nextStep}</p>
        </>
      ) : (
        <p className="muted">Reading the project…</p>
      )}
    </section>
  );
}
