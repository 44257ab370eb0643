import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';

const CareerOutlookQuery = graphql(`
  query CareerOutlook {
    careerOutlook {
      usesSampleFigures
      pathway {
        level
        totalLevels
        confidence
        nextMilestone
        estimatedTime
      }
      growth {
        metric
        current
        predicted
      }
    }
  }
`);

const METRIC_LABELS: Record<string, string> = {
  streams: 'Streams',
  followers: 'Followers',
  revenue: 'Revenue',
};
const number = new Intl.NumberFormat('en-US');
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The success pathway and the six-month growth predictions, computed by the server. */
export function CareerOutlookCards() {
  const { data } = useQuery(CareerOutlookQuery);
  const outlook = data?.careerOutlook;
  if (!outlook) return <p className="muted">Reading your outlook…</p>;
  const { pathway, growth } = outlook;
  const format = (metric: string, value: number) =>
    metric === 'revenue' ? money.format(value) : number.format(value);
  return (
    <div className="outlook">
      <section className="panel" aria-labelledby="pathway-heading">
        <h2 id="pathway-heading">Success Pathway</h2>
        <p>
          Level {pathway.level} of {pathway.totalLevels}
        </p>
        <progress value={pathway.level} max={pathway.totalLevels} aria-label="Career level" />
        <p>Next milestone: {pathway.nextMilestone}</p>
        <p className="muted">
          Estimated time: {pathway.estimatedTime} · Confidence {pathway.confidence}%
        </p>
      </section>
      <section className="panel" aria-labelledby="growth-heading">
        <h2 id="growth-heading">Growth Predictions</h2>
        <table className="growth-table">
          <caption className="muted">Now and in six months</caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Now</th>
              <th scope="col">In 6 months</th>
            </tr>
          </thead>
          <tbody>
            {growth.map((row) => (
              <tr key={row.metric}>
                <th scope="row">{METRIC_LABELS[row.metric] ?? row.metric}</th>
                <td>{format(row.metric, row.current)}</td>
                <td>{format(row.metric, row.predicted)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {outlook.usesSampleFigures && (
          <p className="muted">Sample figures until you add your own on your profile.</p>
        )}
      </section>
    </div>
  );
}
