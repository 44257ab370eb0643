import './project-tracks.css';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { ProjectTrackList_ProjectFragment, ProjectTrackStatus } from '../../__generated__/graphql';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { PlayButton } from '../player/PlayButton';
import { trackItem } from '../player/track-item';
import { formatDuration } from '../playlists/format-duration';

graphql(`
  fragment ProjectTrackList_project on Project {
    id
    title
    tracks {
      id
      status
      track {
        id
        title
        durationSeconds
        ...PlayerItem_track
      }
    }
  }
`);

const SetProjectTrackStatusMutation = graphql(`
  mutation SetProjectTrackStatus($projectId: ID!, $trackId: ID!, $status: ProjectTrackStatus!) {
    setProjectTrackStatus(projectId: $projectId, trackId: $trackId, status: $status) {
      id
      updatedAt
      tracks {
        id
        status
      }
    }
  }
`);

const DetachTrackFromProjectMutation = graphql(`
  mutation DetachTrackFromProject($projectId: ID!, $trackId: ID!) {
    detachTrackFromProject(projectId: $projectId, trackId: $trackId) {
      id
      trackCount
      updatedAt
      tracks {
        id
      }
    }
  }
`);

const trackStatuses: ReadonlyArray<{ value: ProjectTrackStatus; label: string }> = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'MIXED', label: 'Mixed' },
  { value: 'MASTERED', label: 'Mastered' },
];

type ProjectTrack = ProjectTrackList_ProjectFragment['tracks'][number];

/**
 * A project's tracks, oldest first: each with its waveform player, its status in the project, and
 * 'Remove from project' (the track stays in the library). The answers update the cache in place.
 */
export function ProjectTrackList({ project }: { project: ProjectTrackList_ProjectFragment }) {
  const [error, setError] = useState('');
  const [setTrackStatus] = useMutation(SetProjectTrackStatusMutation);
  const [detachTrack] = useMutation(DetachTrackFromProjectMutation);

  const changeStatus = async ({ track }: ProjectTrack, status: ProjectTrackStatus) => {
    setError('');
    try {
      await setTrackStatus({ variables: { projectId: project.id, trackId: track.id, status } });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to change the track status.'));
    }
  };

  const remove = async ({ track }: ProjectTrack) => {
    setError('');
    try {
      await detachTrack({ variables: { projectId: project.id, trackId: track.id } });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to remove the track.'));
    }
  };

  const queue = project.tracks.map((entry) => trackItem(entry.track));
  return (
    <div className="project-track-list">
      {project.tracks.length === 0 ? (
        <p className="muted">No tracks in this project yet.</p>
      ) : (
        <ul aria-label={`Tracks in ${project.title}`}>
          {project.tracks.map((entry, index) => (
            <li key={entry.id} className="project-track">
              <div className="project-track-head">
                <PlayButton queue={queue} index={index} className="play-button small" />
                <strong className="project-track-title truncate" title={entry.track.title}>
                  {entry.track.title}
                </strong>
                <span className="muted">{formatDuration(entry.track.durationSeconds)}</span>
                <label className="project-track-status">
                  Status<span className="visually-hidden"> of {entry.track.title}</span>
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
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormError message={error} />
    </div>
  );
}
