import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../__generated__';
import { Button } from '../../components/Button';

// Both answer the course with every lesson's flag, so the cache updates the list, the panel and the
// progress bars on this page and on the Academy's cards.
const CompleteLessonMutation = graphql(`
  mutation CompleteLesson($input: CompleteLessonInput!) {
    completeLesson(input: $input) {
      id
      started
      ...CourseProgressBar_course
      lessons {
        id
        completed
      }
    }
  }
`);

const UncompleteLessonMutation = graphql(`
  mutation UncompleteLesson($input: UncompleteLessonInput!) {
    uncompleteLesson(input: $input) {
      id
      started
      ...CourseProgressBar_course
      lessons {
        id
        completed
      }
    }
  }
`);

interface LessonCompletionButtonProps {
  courseId: string;
  lesson: { id: string; completed: boolean };
}

/** 'Mark as complete' or, once done, 'Completed ✓', which takes the mark back. */
export function LessonCompletionButton({ courseId, lesson }: LessonCompletionButtonProps) {
  const [complete, { loading: completing }] = useMutation(CompleteLessonMutation);
  const [uncomplete, { loading: uncompleting }] = useMutation(UncompleteLessonMutation);
  const busy = completing || uncompleting;

  const toggle = async () => {
    if (busy) return;
    const variables = { input: { courseId, lessonId: lesson.id } };
    try {
      await (lesson.completed ? uncomplete({ variables }) : complete({ variables }));
    } catch {
      toast.error('Failed to save your progress.');
    }
  };

  // aria-disabled, not disabled: a disabled button would drop the keyboard focus while it saves.
  return (
    <Button variant={lesson.completed ? 'secondary' : 'primary'} aria-disabled={busy} onClick={toggle}>
      {lesson.completed ? (
        <>
          Completed ✓<span className="visually-hidden"> (select to mark as not complete)</span>
        </>
      ) : (
        'Mark as complete'
      )}
    </Button>
  );
}
