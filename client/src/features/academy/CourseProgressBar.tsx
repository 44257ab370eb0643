import type { CourseProgressBar_CourseFragment } from './CourseProgressBar.generated';

interface CourseProgressBarProps {
  course: CourseProgressBar_CourseFragment;
  /** Announce changes to screen readers: on the course page, where lessons are marked complete. */
  announceChanges?: boolean;
}

export function CourseProgressBar({ course, announceChanges = false }: CourseProgressBarProps) {
  const percent = course.progressPercent;
  return (
    <div className="course-progress">
      <div
        className="course-progress-track"
        role="progressbar"
        aria-label={`Progress in ${course.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the course time`}
      >
        <div className="course-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="course-progress-text" aria-live={announceChanges ? 'polite' : undefined}>
        {/* Lessons differ in length: the percentage is of the course's minutes, and says so. */}
        {course.completedLessons} of {course.totalLessons} lessons done · {percent}% of the course time
      </p>
    </div>
  );
}
