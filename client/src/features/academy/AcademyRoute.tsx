import './academy.css';
import { useQuery } from '@apollo/client/react';
import { PageLoading } from '../../components/PageLoading';
import { AcademyCoursesDocument } from './AcademyRoute.generated';
import { CourseCard } from './CourseCard';

/** The Academy: the courses, each with the artist's progress and a way into it. */
export function AcademyRoute() {
  const { data, error } = useQuery(AcademyCoursesDocument, { fetchPolicy: 'cache-and-network' });

  return (
    <section className="academy">
      <div className="page-heading">
        <div>
          <h1>Academy</h1>
          <p className="muted">
            Self-paced courses for independent musicians. Your progress is saved as you go.
          </p>
        </div>
      </div>
      {error && !data ? (
        <p className="form-error" role="alert">
          Failed to fetch courses.
        </p>
      ) : !data ? (
        <PageLoading />
      ) : (
        <div className="course-grid">
          {data.courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      )}
    </section>
  );
}
