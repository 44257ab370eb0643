import { BackLink } from '../../components/BackLink';
import { ItemPageFallback } from '../../components/ItemPageFallback';
import './academy.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Glyph } from '../../components/Glyph';
import { CourseProgressBar } from './CourseProgressBar';
import { CoursePageDocument, type CoursePageQuery } from './CourseRoute.generated';
import { hoursLabel, lessonCountLabel, levelLabel } from './course-labels';
import { LessonList } from './LessonList';
import { LessonPanel } from './LessonPanel';

/** One course: its lessons, the chosen lesson's text, and the artist's progress. */
export function CourseRoute() {
  const { courseId = '' } = useParams();
  const { data, error } = useQuery(CoursePageDocument, {
    variables: { id: courseId },
    fetchPolicy: 'cache-and-network',
  });
  const course = data?.course;

  if (!course) {
    return (
      <ItemPageFallback
        error={error}
        notFound="Course not found."
        failed="Failed to fetch course."
        back={{ to: '/app/academy', label: 'Back to the Academy' }}
      />
    );
  }
  // Keyed by course: where to resume is worked out afresh for each course opened.
  return <CourseView key={course.id} course={course} />;
}

function CourseView({ course }: { course: NonNullable<CoursePageQuery['course']> }) {
  const [searchParams] = useSearchParams();
  // Without a lesson in the address, open where the artist left off; fixed at first render so that
  // marking that lesson complete does not swap the text being read.
  const [resumeId] = useState(
    () => (course.lessons.find((lesson) => !lesson.completed) ?? course.lessons[0])?.id,
  );
  const selectedId = searchParams.get('lesson') ?? resumeId;
  const index = Math.max(
    0,
    course.lessons.findIndex((lesson) => lesson.id === selectedId),
  );
  const lesson = course.lessons[index];

  return (
    <section className="course-page">
      <BackLink to="/app/academy">Academy</BackLink>
      <div className="course-page-head">
        <span className="course-emoji" aria-hidden="true">
          <Glyph symbol={course.emoji} />
        </span>
        <div className="course-heading">
          <h1>{course.title}</h1>
          <p className="muted">
            {levelLabel(course.level)} · {hoursLabel(course.durationMinutes)} ·{' '}
            {lessonCountLabel(course.lessons.length)}
          </p>
        </div>
      </div>
      <CourseProgressBar course={course} announceChanges />
      <div className="course-layout">
        <LessonList lessons={course.lessons} selectedId={lesson?.id} />
        {lesson && (
          <LessonPanel
            courseId={course.id}
            lesson={lesson}
            number={index + 1}
            next={course.lessons[index + 1]}
          />
        )}
      </div>
    </section>
  );
}
