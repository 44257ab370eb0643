import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { AttachTrackToProjectDocument, ProjectChoicesDocument } from './AddToProjectButton.generated';
import { countLabel } from './project-labels';

type TrackToAdd = { id: string; title: string };

/** 'Add to project' on a library track card: the track joins the chosen project (and stays in the library). */
export function AddToProjectButton({ track }: { track: TrackToAdd }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        Add to project<span className="visually-hidden"> ({track.title})</span>
      </Button>
      {/* Mounted only while open: a library page holds many cards. */}
      {open && <AddToProjectDialog track={track} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The artist's projects to add the track to; mounted while open (a card's button, a track page's action). */
export function AddToProjectDialog({
  track,
  onClose,
  onAdded,
}: {
  track: TrackToAdd;
  onClose: () => void;
  /** After the track joined a project: a screen listing its projects fetches them again. */
  onAdded?: () => void;
}) {
  return (
    <Dialog
      title={`Add ${track.title} to a project`}
      open
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <ProjectChoices
        track={track}
        onDone={() => {
          onAdded?.();
          onClose();
        }}
      />
    </Dialog>
  );
}

function ProjectChoices({ track, onDone }: { track: TrackToAdd; onDone: () => void }) {
  const { data, error } = useQuery(ProjectChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const [attach, { loading }] = useMutation(AttachTrackToProjectDocument);

  const add = async (project: { id: string; title: string }) => {
    try {
      await attach({ variables: { input: { projectId: project.id, trackId: track.id } } });
      toast.success(`Added ${track.title} to ${project.title}.`);
      onDone();
    } catch {
      toast.error('Failed to add to project.');
    }
  };

  const projects = data?.projects.nodes;
  return (
    <div className="stack">
      {error && !data ? (
        <p className="form-error" role="alert">
          Failed to fetch projects.
        </p>
      ) : !projects ? (
        <p>Loading...</p>
      ) : projects.length === 0 ? (
        <p className="muted">
          No projects yet. <Link to="/app/projects">Create one</Link> first.
        </p>
      ) : (
        <ul className="choice-list">
          {projects.map((project) => (
            <li key={project.id}>
              <Button variant="secondary" disabled={loading} onClick={() => add(project)}>
                {project.title} <span className="muted">({countLabel(project.trackCount, 'track')})</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
