import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { LessonList_LessonFragment } from './LessonList.generated';

interface LessonListProps {
  lessons: LessonList_LessonFragment[];
  selectedId: string | undefined;
}

/** The course's lessons in order; each opens in the lesson panel (its id is kept in the address). */
export function LessonList({ lessons, selectedId }: LessonListProps) {
  return (
    <nav className="lesson-nav" aria-label="Lessons">
      <ol className="lesson-list">
        {lessons.map((lesson, index) => (
          <li key={lesson.id}>
            <Link
              className="lesson-link"
              to={{ search: `?lesson=${lesson.id}` }}
              aria-current={lesson.id === selectedId ? 'page' : undefined}
              data-completed={lesson.completed}
            >
              <span className="lesson-status" aria-hidden="true">
                {lesson.completed ? <Check size="1em" /> : index + 1}
              </span>
              <span className="lesson-link-title">
                {lesson.title}
                {lesson.completed && <span className="visually-hidden"> (completed)</span>}
              </span>
              <span className="lesson-minutes">{lesson.durationMinutes} min</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
