import './studio.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CornerError } from './CornerError';
import { StudioProjectsDocument } from './CreativeStudioRoute.generated';
import { StudioProject } from './StudioProject';

/**
 * The Creative Studio: pick a project (the one in ?project=, else the most recently changed; the
 * picker lists the 100 most recently changed, then the projects shared with the artist), then
 * write its lyrics, follow the mentor insight, work on its tracks and keep notes.
 */
export function CreativeStudioRoute() {
  const { data, error: loadError } = useQuery(StudioProjectsDocument, { fetchPolicy: 'cache-and-network' });
  const [searchParams, setSearchParams] = useSearchParams();
  const [error, setError] = useState('');

  const projects = data?.projects.nodes ?? [];
  const shared = data?.sharedProjects.nodes ?? [];
  const asked = searchParams.get('project');
  const known = (id: string) => projects.some((p) => p.id === id) || shared.some((p) => p.id === id);
  // An explicit empty choice ("Select Project...") is kept; no choice at all picks the first project.
  const selectedId = asked === '' ? '' : asked && known(asked) ? asked : (projects[0]?.id ?? '');

  const choose = (id: string) => setSearchParams({ project: id }, { replace: true });

  return (
    <section className="studio">
      <header className="studio-header">
        <h1>Creative Studio</h1>
        <label className="studio-selector">
          <span className="visually-hidden">Project</span>
          <select value={selectedId} onChange={(event) => choose(event.target.value)} disabled={!data}>
            <option value="">Select Project...</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
            {shared.length > 0 && (
              <optgroup label="Shared with me">
                {shared.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.title} ({project.owner.artistName})
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </label>
      </header>
      {loadError && !data && <p className="form-error">Failed to fetch projects.</p>}
      {data && !selectedId && (
        <div className="panel studio-empty">
          <h2>Select a Project</h2>
          {projects.length === 0 ? (
            <p>
              You have no projects yet. <Link to="/app/projects">Create one in My Projects</Link> to start
              writing.
            </p>
          ) : (
            <p>Choose a project above to write its lyrics, work on its tracks and keep notes.</p>
          )}
        </div>
      )}
      {selectedId && (
        <StudioProject
          key={selectedId}
          projectId={selectedId}
          autoSave={data?.settings.autoSave ?? false}
          onError={setError}
        />
      )}
      <CornerError message={error} onDismiss={() => setError('')} />
    </section>
  );
}
