import { Link } from 'react-router-dom';
import type { LevelProgress_RelationshipFragment } from './LevelProgress.generated';

/** Tasks completed per level (the server's rule: every five completed tasks raise the level). */
const TASKS_PER_LEVEL = 5;

/** The shell's level bar: the relationship level with the AI manager and the way to the next one. */
export function LevelProgress({ relationship }: { relationship: LevelProgress_RelationshipFragment }) {
  if (!relationship.chosen) {
    return (
      <p className="level-progress muted">
        <Link to="/app/ai-manager">Choose an AI manager</Link> to start levelling up.
      </p>
    );
  }
  const done = TASKS_PER_LEVEL - relationship.tasksToNextLevel;
  return (
    <div className="level-progress">
      <p>
        Level {relationship.level} · {relationship.levelName}
      </p>
      <progress value={done} max={TASKS_PER_LEVEL} aria-label="Progress to the next level" />
      <p className="muted">
        {relationship.tasksToNextLevel} {relationship.tasksToNextLevel === 1 ? 'task' : 'tasks'} to level{' '}
        {relationship.level + 1}
      </p>
    </div>
  );
}
