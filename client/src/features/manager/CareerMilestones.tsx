import { useQuery } from '@apollo/client/react';
import { Check, Circle } from 'lucide-react';
import { CareerMilestonesDocument } from './CareerMilestones.generated';

/**
 * The career level explained: each milestone, reached or not, and what to do for the next one. The
 * level is the count of milestones reached, nothing else (the sidebar shows it).
 */
export function CareerMilestones() {
  const { data } = useQuery(CareerMilestonesDocument, { fetchPolicy: 'cache-and-network' });
  const progress = data?.careerProgress;
  const next = progress?.milestones.find((milestone) => !milestone.achieved);
  return (
    <section className="panel career-milestones" aria-labelledby="milestones-heading">
      <h2 id="milestones-heading">Career Milestones</h2>
      {!progress ? (
        <p className="muted">Reading your milestones…</p>
      ) : (
        <>
          <p>
            Career level {progress.level} of {progress.totalLevels}: one level for each milestone your work
            has reached.
          </p>
          <ol className="milestone-list">
            {progress.milestones.map((milestone) => (
              <li key={milestone.key} data-achieved={milestone.achieved}>
                <span className="milestone-mark" aria-hidden="true">
                  {milestone.achieved ? <Check size="1em" /> : <Circle size="1em" />}
                </span>
                <span>
                  {milestone.title}
                  <span className="visually-hidden">{milestone.achieved ? ': reached' : ': not yet'}</span>
                  {milestone === next && (
                    <span className="muted milestone-how"> Next: {milestone.howTo}</span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
