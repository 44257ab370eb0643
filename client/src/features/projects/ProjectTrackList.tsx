import './project-tracks.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { ProjectTrackList_ProjectFragment, ProjectTrackStatus } from '../../__generated__/graphql';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { PlayButton } from '../player/PlayButton';
import { trackItem } from '../player/track-item';
import { formatDuration } from '../playlists/format-duration';

/** Tracks shown per card; "Show more tracks" asks for the next page. */
const TRACK_PAGE_SIZE = 50;

graphql(`
  fragment ProjectTrackList_project on Project {
    id
    title
    tracks(first: 50) {
      totalCount
      nodes {
        id
        status
        track {
          id
          title
          durationSeconds
          ...PlayerItem_track
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The next page of a project's tracks; the cache appends it (apollo/node-list-pagination.ts). */
const MoreProjectTracksQuery = graphql(`
  query MoreProjectTracks($id: ID!, $first: Int!, $after: String!) {
    project(id: $id) {
      id
      tracks(first: $first, after: $after) {
        totalCount
        nodes {
          id
          status
          track {
            id
            title
            durationSeconds
            ...PlayerItem_track
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const UpdateProjectTrackMutation = graphql(`
  mutation UpdateProjectTrack($input: UpdateProjectTrackInput!) {
    updateProjectTrack(input: $input) {
      id
      updatedAt
      ...ProjectTrackList_project
    }
  }
`);

const DetachTrackFromProjectMutation = graphql(`
  mutation DetachTrackFromProject($input: DetachTrackFromProjectInput!) {
    detachTrackFromProject(input: $input) {
      id
      trackCount
      updatedAt
      ...ProjectTrackList_project
    }
  }
`);

const trackStatuses: ReadonlyArray<{ value: ProjectTrackStatus; label: string }> = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'MIXED', label: 'Mixed' },
  { value: 'MASTERED', label: 'Mastered' },
];

type ProjectTrack = ProjectTrackList_ProjectFragment['tracks']['nodes'][number];

/**
 * A project's tracks, oldest first: each with its waveform player, its status in the project, and
 * 'Remove from project' (the track stays in the library). The answers update the cache in place.
 */
export function ProjectTrackList({ project }: { project: ProjectTrackList_ProjectFragment }) {
  const [error, setError] = useState('');
  const [updateProjectTrack] = useMutation(UpdateProjectTrackMutation);
  const [detachTrack] = useMutation(DetachTrackFromProjectMutation);
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
        query: MoreProjectTracksQuery,
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
