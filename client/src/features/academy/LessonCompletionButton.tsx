import { useMutation } from '@apollo/client/react';
import { Check } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/Button';
import { CompleteLessonDocument, UncompleteLessonDocument } from './LessonCompletionButton.generated';

interface LessonCompletionButtonProps {
  courseId: string;
  lesson: { id: string; completed: boolean };
}

/** 'Mark as complete' or, once done, 'Completed' with a check, which takes the mark back. */
export function LessonCompletionButton({ courseId, lesson }: LessonCompletionButtonProps) {
  const [complete, { loading: completing }] = useMutation(CompleteLessonDocument);
  const [uncomplete, { loading: uncompleting }] = useMutation(UncompleteLessonDocument);
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
          Completed <Check size="1em" aria-hidden="true" />
          <span className="visually-hidden"> (select to mark as not complete)</span>
        </>
      ) : (
        'Mark as complete'
      )}
    </Button>
  );
}
