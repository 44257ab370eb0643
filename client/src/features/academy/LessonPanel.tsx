import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LessonCompletionButton } from './LessonCompletionButton';
import type { LessonPanel_LessonFragment } from './LessonPanel.generated';

interface LessonPanelProps {
  courseId: string;
  lesson: LessonPanel_LessonFragment;
  number: number;
  next: { id: string; title: string } | undefined;
}

/** One lesson's text, its completion toggle and the way on to the next lesson. */
export function LessonPanel({ courseId, lesson, number, next }: LessonPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownLessonId = useRef(lesson.id);
  // Another lesson was picked: move focus to it, so keyboard and screen-reader users (and narrow
  // screens, where the text sits below the list) land on what they opened.
  useEffect(() => {
    if (shownLessonId.current === lesson.id) return;
    shownLessonId.current = lesson.id;
    heading.current?.focus();
  }, [lesson.id]);

  return (
    <article className="lesson-panel panel" aria-labelledby="lesson-title">
      <p className="lesson-meta muted">
        Lesson {number} · {lesson.durationMinutes} min
      </p>
      <h2 id="lesson-title" ref={heading} tabIndex={-1}>
        {lesson.title}
      </h2>
      {lesson.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="lesson-actions">
        <LessonCompletionButton courseId={courseId} lesson={lesson} />
        {next && (
          <Link to={{ search: `?lesson=${next.id}` }}>
            Next lesson<span className="visually-hidden">: {next.title}</span>{' '}
            <ArrowRight size="1em" aria-hidden="true" />
          </Link>
        )}
      </div>
    </article>
  );
}
