import { useQuery } from '@apollo/client/react';
import { ProjectTrackDropzone } from '../projects/ProjectTrackDropzone';
import { ProjectTrackList } from '../projects/ProjectTrackList';
import { roleWithArticle } from '../projects/project-roles';
import { CreativeNotes } from './CreativeNotes';
import { LyricEditor } from './LyricEditor';
import { LyricsView } from './LyricsView';
import { MentorInsightCard } from './MentorInsightCard';
import { StudioProjectDocument } from './StudioProject.generated';

/**
 * One project in the studio: lyrics, mentor insight, tracks and notes side by side. A shared
 * project shows what the artist's role allows: the lyrics to edit or to read, the tracks to manage
 * or to play.
 */
export function StudioProject({
  projectId,
  autoSave,
  onError,
}: {
  projectId: string;
  /** The artist's Auto-save setting, for the lyrics and the note being written. */
  autoSave: boolean;
  onError: (message: string) => void;
}) {
  const { data, error } = useQuery(StudioProjectDocument, { variables: { id: projectId } });
  if (error && !data) return <p className="form-error">Failed to fetch the project.</p>;
  if (!data) return <p className="muted">Loading project…</p>;
  const { project } = data;
  if (!project) return <p className="form-error">This project no longer exists.</p>;
  return (
    <div className="studio-grid">
      {project.viewerCan.edit ? (
        <LyricEditor
          key={project.id}
          project={project}
          projectTitle={project.title}
          autoSave={autoSave}
          onError={onError}
        />
      ) : (
        <LyricsView project={project}>
          <p className="muted">
            {project.owner.artistName}'s project: you are {roleWithArticle(project.viewerRole)}, so the lyrics
            are yours to read.
          </p>
        </LyricsView>
      )}
      <div className="studio-side">
        <MentorInsightCard projectId={project.id} updatedAt={project.updatedAt} />
        <section className="panel studio-tracks" aria-labelledby="project-tracks-heading">
          <h2 id="project-tracks-heading">Project Tracks</h2>
          {project.viewerCan.manage && (
            <ProjectTrackDropzone projectId={project.id} projectTitle={project.title} />
          )}
          <ProjectTrackList project={project} canManage={project.viewerCan.manage} />
        </section>
      </div>
      <CreativeNotes
        projectId={project.id}
        autoSave={autoSave}
        onError={onError}
        canWrite={project.viewerCan.edit}
      />
    </div>
  );
}
