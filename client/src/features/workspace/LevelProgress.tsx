import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SidebarCareerLevelDocument } from './LevelProgress.generated';

/**
 * The shell's career level: how many of the career milestones the artist's real work has reached
 * (a track, a project, working with others, a release, 1,000 and 10,000 monthly listeners), and the
 * next one, which the AI Manager screen explains. The frame's WorkspaceUser query reads it with the
 * artist (the sidebar shows it once that has answered, from the cache); it is read again on each
 * later screen, where the work changes.
 */
export function LevelProgress() {
  const { data, refetch } = useQuery(SidebarCareerLevelDocument, { fetchPolicy: 'cache-first' });
  const { pathname } = useLocation();
  // The query itself reads it for the first screen; each screen after that reads it again.
  const firstScreen = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen is the moment to read it again.
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    void refetch().catch(() => undefined);
  }, [pathname]);
  const progress = data?.careerProgress;
  if (!progress) return <LevelProgressPlaceholder />;
  return (
    <div className="level-progress">
      <p>
        Career level {progress.level} of {progress.totalLevels}
      </p>
      <progress value={progress.level} max={progress.totalLevels} aria-label="Career level" />
      <p className="muted">
        {progress.next ? (
          <Link to="/app/ai-manager#milestones-heading">Next: {progress.next.title}</Link>
        ) : (
          'Every milestone reached'
        )}
      </p>
    </div>
  );
}

/** The level bar's usual three lines, invisible, while the level is read: nothing below it moves. */
export function LevelProgressPlaceholder() {
  return (
    <div className="level-progress placeholder" aria-hidden="true">
      <p>&nbsp;</p>
      <progress max={1} value={0} />
      <p>&nbsp;</p>
    </div>
  );
}
