import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { Glyph } from '../../components/Glyph';
import type { CourseCard_CourseFragment } from './CourseCard.generated';
import { CourseProgressBar } from './CourseProgressBar';
import { hoursLabel, lessonCountLabel, levelLabel } from './course-labels';
import { StartCourseButton } from './StartCourseButton';

export function CourseCard({ course }: { course: CourseCard_CourseFragment }) {
  return (
    <Card className="course-card panel" label={course.title}>
      <div className="course-card-head">
        <span className="course-emoji" aria-hidden="true">
          <Glyph symbol={course.emoji} />
        </span>
        <div className="course-heading">
          <h2>{course.title}</h2>
          <p className="muted">{levelLabel(course.level)}</p>
        </div>
      </div>
      <ul className="course-facts">
        <li>{hoursLabel(course.durationMinutes)}</li>
        <li>{lessonCountLabel(course.totalLessons)}</li>
      </ul>
      <p className="course-description">{course.description}</p>
      {course.started && <CourseProgressBar course={course} />}
      {course.started ? (
        <Link className="button" to={`/app/academy/${course.id}`}>
          Continue<span className="visually-hidden"> {course.title}</span>
        </Link>
      ) : (
        <StartCourseButton course={course} />
      )}
    </Card>
  );
}
