import { GroupedNumber } from '../../components/GroupedNumber';
import { onFirstUse } from '../../lib/on-first-use';
import type { ProfileStatsList_StatsFragment } from './ProfileStatsList.generated';

// The screens are written in English, so their numbers are too; revenue is in US dollars.
const count = onFirstUse(() => new Intl.NumberFormat('en-US'));
const dollars = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

export function ProfileStatsList({ stats }: { stats: ProfileStatsList_StatsFragment }) {
  const figures: Array<[label: string, value: string]> = [
    ['Tracks', count().format(stats.totalTracks)],
    ['Projects', count().format(stats.totalProjects)],
    ['Connections', count().format(stats.connections)],
    ['Total streams', count().format(stats.totalStreams)],
    ['Total revenue', dollars().format(stats.totalRevenueUsd)],
    ['Monthly listeners', count().format(stats.monthlyListeners)],
    ['Followers', count().format(stats.followers)],
    ['Following', count().format(stats.following)],
  ];
  return (
    <section className="profile-stats-section" aria-labelledby="profile-stats-heading">
      <h2 id="profile-stats-heading">Stats</h2>
      <p className="muted">
        Tracks, projects and connections are counted from your workspace; the other figures are as recorded on
        your account.
      </p>
      <dl className="profile-stats">
        {figures.map(([label, value]) => (
          <div key={label} className="tile">
            <dt>{label}</dt>
            <dd>
              <GroupedNumber value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
