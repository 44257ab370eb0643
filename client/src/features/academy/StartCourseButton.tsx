import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { Button } from '../../components/Button';

const StartCourseMutation = graphql(`
  mutation StartCourse($input: StartCourseInput!) {
    startCourse(input: $input) {
      id
      started
      ...CourseProgressBar_course
    }
  }
`);

/** Starts the course (the answer updates its card through the cache), then opens it. */
export function StartCourseButton({ course }: { course: { id: string; title: string } }) {
  const navigate = useNavigate();
  const [startCourse, { loading }] = useMutation(StartCourseMutation);

  const start = async () => {
    if (loading) return;
    try {
      await startCourse({ variables: { input: { courseId: course.id } } });
      navigate(`/app/academy/${course.id}`);
    } catch {
      toast.error(`Failed to start ${course.title}.`);
    }
  };

  return (
    <Button aria-disabled={loading} onClick={start}>
      Start Learning<span className="visually-hidden"> {course.title}</span>
    </Button>
  );
}
