import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { StartCourseDocument } from './StartCourseButton.generated';

/** Starts the course (the answer updates its card through the cache), then opens it. */
export function StartCourseButton({ course }: { course: { id: string; title: string } }) {
  const navigate = useNavigate();
  const [startCourse, { loading }] = useMutation(StartCourseDocument);

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
