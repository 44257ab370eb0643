import './project-tracks.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ProjectTrackStatus } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { PlayButton } from '../player/PlayButton';
import { trackItem } from '../player/track-item';
import { formatDuration } from '../playlists/format-duration';
import {
  DetachTrackFromProjectDocument,
  MoreProjectTracksDocument,
  type ProjectTrackList_ProjectFragment,
  UpdateProjectTrackDocument,
} from './ProjectTrackList.generated';

/** Tracks shown per card; "Show more tracks" asks for the next page. */
const TRACK_PAGE_SIZE = 50;

/**
 * A song's own mix state, apart from the project's stage: worded so 'Draft' beside a project in
 * Mixing does not read as two answers to one question.
 */
const trackStatuses: ReadonlyArray<{ value: ProjectTrackStatus; label: string }> = [
  { value: 'DRAFT', label: 'Not mixed yet' },
  { value: 'MIXED', label: 'Mixed' },
  { value: 'MASTERED', label: 'Mastered' },
];

function statusLabelOf(status: ProjectTrackStatus): string {
  return trackStatuses.find((entry) => entry.value === status)?.label ?? status;
}

type ProjectTrack = ProjectTrackList_ProjectFragment['tracks']['nodes'][number];

interface ProjectTrackListProps {
  project: ProjectTrackList_ProjectFragment;
  /** The owner changes a track's status and removes tracks; a collaborator sees the status. */
  canManage?: boolean;
}

/**
 * A project's tracks, oldest first: each with its waveform player, its status in the project, and
 * 'Remove from project' (the track stays in the library). The answers update the cache in place.
 */
export function ProjectTrackList({ project, canManage = true }: ProjectTrackListProps) {
  const [error, setError] = useState('');
  const [updateProjectTrack] = useMutation(UpdateProjectTrackDocument);
  const [detachTrack] = useMutation(DetachTrackFromProjectDocument);
  const client = useApolloClient();
  const [loadingMore, setLoadingMore] = useState(false);
  const { nodes: tracks, pageInfo } = project.tracks;

  const changeStatus = async ({ track }: ProjectTrack, status: ProjectTrackStatus) => {
    setError('');
    try {
      await updateProjectTrack({
        variables: { input: { projectId: project.id, trackId: track.id, status } },
      });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to change the track status.'));
    }
  };

  const remove = async ({ track }: ProjectTrack) => {
    setError('');
    try {
      await detachTrack({ variables: { input: { projectId: project.id, trackId: track.id } } });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to remove the track.'));
    }
  };

  const showMore = async () => {
    if (!pageInfo.endCursor) return;
    setError('');
    setLoadingMore(true);
    try {
      await client.query({
        query: MoreProjectTracksDocument,
        variables: { id: project.id, first: TRACK_PAGE_SIZE, after: pageInfo.endCursor },
        fetchPolicy: 'network-only',
      });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to fetch more tracks.'));
    } finally {
      setLoadingMore(false);
    }
  };

  const queue = tracks.map((entry) => trackItem(entry.track));
  return (
    <div className="project-track-list">
      {tracks.length === 0 ? (
        <p className="muted">No tracks in this project yet.</p>
      ) : (
        <ul aria-label={`Tracks in ${project.title}`}>
          {tracks.map((entry, index) => (
            <li key={entry.id} className="project-track">
              <div className="project-track-head">
                <PlayButton queue={queue} index={index} className="play-button small" />
                <strong className="project-track-title truncate" title={entry.track.title}>
                  {entry.track.title}
                </strong>
                <span className="muted">{formatDuration(entry.track.durationSeconds)}</span>
                {canManage ? (
                  <>
                    <label className="project-track-status">
                      Mix<span className="visually-hidden"> of {entry.track.title}</span>
                      <select
                        value={entry.status}
                        onChange={(event) => changeStatus(entry, event.target.value as ProjectTrackStatus)}
                      >
                        {trackStatuses.map(({ value, label }) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button variant="secondary" size="small" onClick={() => remove(entry)}>
                      Remove from project<span className="visually-hidden"> ({entry.track.title})</span>
                    </Button>
                  </>
                ) : (
                  <span className="muted">Mix: {statusLabelOf(entry.status)}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageInfo.hasNextPage && (
        <Button
          variant="secondary"
          size="small"
          className="show-more"
          disabled={loadingMore}
          onClick={() => void showMore()}
        >
          Show more tracks<span className="visually-hidden"> in {project.title}</span>
        </Button>
      )}
      <FormError message={error} />
    </div>
  );
}
