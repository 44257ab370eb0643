import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { formatDuration } from '../playlists/format-duration';
import { DashboardDocument } from './DashboardRoute.generated';
import { formatStorage } from './format-storage';
import { NameCountList } from './NameCountList';

const uploadDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function DashboardRoute() {
  const { data, error } = useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <p className="form-error">Failed to fetch dashboard stats.</p>;
  if (!data) return <PageLoading />;
  const { me, dashboardStats: stats } = data;
  return (
    <section className="dashboard">
      <div className="page-heading">
        <h1>Welcome back, {me.email}!</h1>
        <Link className="button" to="/app/upload">
          Quick Upload
        </Link>
      </div>
      <div className="tiles">
        <div className="tile">
          <h2>Total Tracks</h2>
          <p className="tile-value">{stats.totalTracks}</p>
        </div>
        <div className="tile">
          <h2>Storage Usage</h2>
          <p className="tile-value">{formatStorage(stats.storageBytes)}</p>
        </div>
      </div>
      <div className="dashboard-columns">
        <section className="panel" aria-labelledby="recent-uploads">
          <h2 id="recent-uploads">Recent Uploads</h2>
          {stats.recentUploads.length === 0 ? (
            <p className="muted">No tracks yet.</p>
          ) : (
            <ul className="recent-uploads">
              {stats.recentUploads.map((track) => (
                <li key={track.id}>
                  <span className="track-title truncate" title={track.title}>
                    {track.title}
                  </span>
                  <span className="muted truncate" title={track.artist}>
                    {track.artist}
                  </span>
                  <span className="recent-upload-facts">
                    <span>{formatDuration(track.durationSeconds)}</span>
                    <time dateTime={track.createdAt}>{uploadDate.format(new Date(track.createdAt))}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="quick-stats">
          <h2 id="quick-stats">Quick Stats</h2>
          <NameCountList title="Top Genres" entries={stats.quickStats.genres} />
          <NameCountList title="Top Moods" entries={stats.quickStats.moods} />
        </section>
      </div>
    </section>
  );
}
