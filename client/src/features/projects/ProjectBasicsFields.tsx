import { FIELD_LIMITS } from '@backline/field-rules';
import type { ProjectGenre } from '../../__generated__/types';
import { Field } from '../../components/Field';
import { genreLabel } from './project-genres';

interface ProjectBasicsFieldsProps {
  genres: readonly ProjectGenre[];
  title?: string;
  description?: string;
  genre?: ProjectGenre;
}

/** Project Title, Description and Genre: the New Project form's fields, which the edit form starts with. */
export function ProjectBasicsFields({
  genres,
  title = '',
  description = '',
  genre,
}: ProjectBasicsFieldsProps) {
  // A genre outside the list (the list changed since) stays selectable rather than silently replaced.
  const options = genre && !genres.includes(genre) ? [genre, ...genres] : genres;
  return (
    <>
      <Field label="Project Title">
        <input
          name="title"
          defaultValue={title}
          maxLength={FIELD_LIMITS.project.title}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens to fill this form in, title first.
          autoFocus
        />
      </Field>
      <Field label="Description">
        <textarea
          name="description"
          defaultValue={description}
          maxLength={FIELD_LIMITS.project.description}
          rows={3}
        />
      </Field>
      <Field label="Genre">
        <select name="genre" defaultValue={genre ?? options[0]}>
          {options.map((option) => (
            <option key={option} value={option}>
              {genreLabel(option)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
