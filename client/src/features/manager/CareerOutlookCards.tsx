import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { GrowthMetric, OutlookFigure } from '../../__generated__/types';
import { GroupedNumber } from '../../components/GroupedNumber';
import { onFirstUse } from '../../lib/on-first-use';
import { CareerOutlookDocument } from './CareerOutlookCards.generated';

const METRIC_LABELS: Record<GrowthMetric, string> = {
  STREAMS: 'Streams',
  FOLLOWERS: 'Followers',
  REVENUE: 'Revenue',
};
/** How each missing figure is named in the sentence asking for it (the profile editor's labels). */
const FIGURE_NAMES: Record<OutlookFigure, string> = {
  MONTHLY_LISTENERS: 'monthly listeners',
  TOTAL_STREAMS: 'total streams',
  FOLLOWERS: 'followers',
  TOTAL_REVENUE: 'total revenue',
};
const GROWTH_FIGURES: readonly OutlookFigure[] = ['TOTAL_STREAMS', 'FOLLOWERS', 'TOTAL_REVENUE'];
/** The profile, with its editor open on arrival. */
export const PROFILE_FIGURES_PATH = '/app/profile?edit=figures';

const number = onFirstUse(() => new Intl.NumberFormat('en-US'));
const money = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const listed = onFirstUse(() => new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }));

/**
 * The success pathway and the six-month growth predictions, computed by the server from the figures
 * the artist entered; for a figure not entered, the card says what to enter and where.
 */
export function CareerOutlookCards() {
  // The figures are edited on the profile screen: read again whenever this screen opens.
  const { data } = useQuery(CareerOutlookDocument, { fetchPolicy: 'cache-and-network' });
  const outlook = data?.careerOutlook;
  if (!outlook) return <p className="muted">Reading your outlook…</p>;
  const { pathway, growth, missingFigures } = outlook;
  const missingGrowth = GROWTH_FIGURES.filter((figure) => missingFigures.includes(figure));
  // Revenue is in US dollars; the other metrics are counts.
  const format = (metric: GrowthMetric, value: number) =>
    metric === 'REVENUE' ? money().format(value) : number().format(value);
  return (
    <div className="outlook">
      <section className="panel" aria-labelledby="pathway-heading">
        <h2 id="pathway-heading">Success Pathway</h2>
        {pathway ? (
          <>
            <p>
              Listener stage {pathway.level} of {pathway.totalLevels}
            </p>
            <progress value={pathway.level} max={pathway.totalLevels} aria-label="Listener stage" />
            <p>Next milestone: {pathway.nextMilestone}</p>
            <p className="muted">
              Estimated time: {pathway.estimatedTime} · Confidence {pathway.confidencePercent}%
            </p>
          </>
        ) : (
          <FiguresToEnter figures={['MONTHLY_LISTENERS']} purpose="your success pathway" />
        )}
      </section>
      <section className="panel" aria-labelledby="growth-heading">
        <h2 id="growth-heading">Growth Predictions</h2>
        {growth.length > 0 && (
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
                  <th scope="row">{METRIC_LABELS[row.metric]}</th>
                  <td>
                    <GroupedNumber value={format(row.metric, row.current)} />
                  </td>
                  <td>
                    <GroupedNumber value={format(row.metric, row.predicted)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {missingGrowth.length > 0 && <FiguresToEnter figures={missingGrowth} purpose="your growth" />}
      </section>
    </div>
  );
}

function FiguresToEnter({ figures, purpose }: { figures: readonly OutlookFigure[]; purpose: string }) {
  return (
    <p className="outlook-missing">
      Add your {listed().format(figures.map((figure) => FIGURE_NAMES[figure]))} in your profile to see{' '}
      {purpose}. <Link to={PROFILE_FIGURES_PATH}>Edit your profile</Link>
    </p>
  );
}
