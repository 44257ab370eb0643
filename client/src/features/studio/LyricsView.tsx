// Its styles, for wherever it is shown (the Creative Studio and a project's page).
import './studio.css';
import type { ReactNode } from 'react';
import type { LyricsView_ProjectFragment } from './LyricsView.generated';

/** A project's current lyrics to read, for someone whose role does not change them. */
export function LyricsView({
  project,
  children,
}: {
  project: LyricsView_ProjectFragment;
  children?: ReactNode;
}) {
  const lyrics = project.lyrics;
  return (
    <section className="panel lyrics-view" aria-labelledby={`lyrics-view-${project.id}`}>
      <h2 id={`lyrics-view-${project.id}`}>Lyrics</h2>
      {lyrics?.content ? (
        <>
          {lyrics.title && <h3>{lyrics.title}</h3>}
          <p className="lyrics-text">{lyrics.content}</p>
        </>
      ) : (
        <p className="muted">No lyrics yet.</p>
      )}
      {children}
    </section>
  );
}
