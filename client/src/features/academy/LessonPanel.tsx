import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LessonCompletionButton } from './LessonCompletionButton';
import type { LessonPanel_LessonFragment } from './LessonPanel.generated';
import { practiceScreen } from './practice-screens';

interface LessonPanelProps {
  courseId: string;
  lesson: LessonPanel_LessonFragment;
  number: number;
  next: { id: string; title: string } | undefined;
}

function LessonPracticeBox({ practice }: { practice: LessonPanel_LessonFragment['practice'] }) {
  const screen = practice.screen ? practiceScreen(practice.screen) : null;
  return (
    <section className="lesson-practice" aria-labelledby="lesson-practice-heading">
      <h3 id="lesson-practice-heading">Try it now</h3>
      <p>{practice.task}</p>
      {screen && (
        <Link className="button secondary small" to={screen.path}>
          Open {screen.label}
        </Link>
      )}
    </section>
  );
}

/** One lesson's text, its key points, a task to try, its completion toggle and the next lesson. */
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
      <section className="lesson-key-points" aria-labelledby="lesson-key-points-heading">
        <h3 id="lesson-key-points-heading">Key points</h3>
        <ul>
          {lesson.keyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <LessonPracticeBox practice={lesson.practice} />
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
