import { BackLink } from '../../components/BackLink';
import { ItemPageFallback } from '../../components/ItemPageFallback';
// The cards' artwork tile is drawn here too; opened directly, this is the only screen.
import './projects.css';
import './project-page.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Glyph } from '../../components/Glyph';
import { formatCalendarDay } from '../../lib/short-date';
import { LyricsView } from '../studio/LyricsView';
import { ProjectActivityFeed } from './ProjectActivityFeed';
import { ProjectPageDocument } from './ProjectPageRoute.generated';
import { ProjectPeople } from './ProjectPeople';
import { ProjectStageControl } from './ProjectStageControl';
import { ProjectTrackDropzone } from './ProjectTrackDropzone';
import { genreLabel } from './project-genres';
import { roleWithArticle } from './project-roles';
import { SongVersions } from './SongVersions';

/**
 * One song project, for its owner and its collaborators alike: its songs with their versions, its lyrics, its
 * stage with the moves the signed-in artist may make, and the people on it. Each part offers only what
 * the artist's role allows in the current stage (the server decides; `viewerCan` says it ahead).
 */
export function ProjectPageRoute() {
  const { projectId = '' } = useParams();
  const { data, error, refetch } = useQuery(ProjectPageDocument, {
    variables: { id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const project = data?.project;
  // One song's comments at a time (the first's until another is chosen): each block is a waveform
  // and its threads, and a page of songs showing them all ran to thousands of pixels.
  const [commentsSongId, setCommentsSongId] = useState<string | null>(null);

  if (!project) {
    return (
      <ItemPageFallback
        error={error}
        notFound="Project not found."
        failed="Failed to fetch the project."
        back={{ to: '/app/projects', label: 'Back to My Projects' }}
      />
    );
  }
  const own = project.viewerRole === 'OWNER';
  return (
    <section className="project-page">
      <BackLink to="/app/projects">My Projects</BackLink>
      <div className="project-page-heading">
        <span className="project-artwork" aria-hidden="true">
          <Glyph symbol={project.artwork} />
        </span>
        <div>
          <h1>{project.title}</h1>
          <p className="muted">
            {genreLabel(project.genre)} ·{' '}
            {own
              ? 'Your project'
              : `${project.owner.artistName}'s project · you are ${roleWithArticle(project.viewerRole)}`}
            {project.targetReleaseDate && (
              <>
                {' · Release '}
                <time dateTime={project.targetReleaseDate}>
                  {formatCalendarDay(project.targetReleaseDate)}
                </time>
              </>
            )}
          </p>
        </div>
      </div>
      {project.description && <p className="project-description">{project.description}</p>}
      <div className="project-page-grid">
        <div className="project-page-main">
          <section className="panel" aria-labelledby="project-songs-heading">
            <h2 id="project-songs-heading">Songs</h2>
            {project.tracks.nodes.length === 0 ? (
              <p className="muted">
                No songs in this project yet.{project.viewerCan.manage && ' Add the first one below.'}
              </p>
            ) : (
              project.tracks.nodes.map((song) => (
                <SongVersions
                  key={song.id}
                  song={song}
                  commentsOpen={(commentsSongId ?? project.tracks.nodes[0]?.id) === song.id}
                  onOpenComments={() => setCommentsSongId(song.id)}
                  meId={data.me.id}
                  canUpload={project.viewerCan.uploadVersion}
                  canComment={project.viewerCan.comment}
                  canManage={project.viewerCan.manage}
                />
              ))
            )}
            {project.viewerCan.manage && (
              <ProjectTrackDropzone projectId={project.id} onUploaded={() => void refetch()} />
            )}
          </section>
          <LyricsView project={project}>
            {project.viewerCan.edit && (
              <Link to={`/app/creative-studio?project=${project.id}`}>Write in the Creative Studio</Link>
            )}
          </LyricsView>
        </div>
        <div className="project-page-side">
          <section className="panel">
            <ProjectStageControl project={project} />
          </section>
          <ProjectPeople
            projectId={project.id}
            projectTitle={project.title}
            ownerName={project.owner.artistName}
            canManage={project.viewerCan.manage}
          />
          <ProjectActivityFeed projectId={project.id} />
        </div>
      </div>
    </section>
  );
}
