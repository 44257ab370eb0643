import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { formatShortDate } from '../../lib/short-date';
import { PlayButton } from '../player/PlayButton';
import { formatDuration } from '../playlists/format-duration';
import { DashboardDocument, type DashboardQuery } from './DashboardRoute.generated';
import { formatStorage } from './format-storage';
import { ManagerTodayPanel } from './ManagerTodayPanel';
import { NameCountList } from './NameCountList';
import { ProjectNewsPanel } from './ProjectNewsPanel';
import { SharedProjectsPanel } from './SharedProjectsPanel';

export function DashboardRoute() {
  // One request for the screen: the panels' fields are fragments of it.
  const { data, error, loading } = useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <p className="form-error">Failed to fetch dashboard stats.</p>;
  return (
    <section className="dashboard">
      {/* The greeting and the way to upload show at once; the figures fill in when they arrive. */}
      <div className="page-heading">
        <h1>{data ? `Welcome back, ${data.me.email}!` : 'Welcome back!'}</h1>
        <Link className="button" to="/app/upload">
          Quick Upload
        </Link>
      </div>
      {data && <ManagerTodayPanel query={data} answered={!loading} />}
      {data ? <DashboardFigures stats={data.dashboardStats} /> : <PageLoading />}
      {data && <ProjectNewsPanel query={data} />}
      {data && <SharedProjectsPanel query={data} />}
    </section>
  );
}

function DashboardFigures({ stats }: { stats: DashboardQuery['dashboardStats'] }) {
  // The recent uploads play as a list, newest first; the player fetches each one's cover with its audio.
  const queue = stats.recentUploads.map(({ id, title, artist, durationSeconds }) => ({
    kind: 'track' as const,
    id,
    title,
    artist,
    durationSeconds,
  }));
  return (
    <>
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
            <p className="muted">
              No tracks yet. <Link to="/app/upload">Upload your first track</Link>
            </p>
          ) : (
            <ul className="recent-uploads">
              {stats.recentUploads.map((track, index) => (
                <li key={track.id}>
                  <PlayButton queue={queue} index={index} className="play-button recent-upload-play" />
                  <Link className="track-title truncate" title={track.title} to={`/app/tracks/${track.id}`}>
                    {track.title}
                  </Link>
                  <span className="muted truncate" title={track.artist}>
                    {track.artist}
                  </span>
                  <span className="recent-upload-facts">
                    <span>{formatDuration(track.durationSeconds)}</span>
                    <time dateTime={track.createdAt}>{formatShortDate(track.createdAt)}</time>
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
    </>
  );
}
