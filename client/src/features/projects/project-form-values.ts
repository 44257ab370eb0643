import type {
  CreateProjectInput,
  ProjectGenre,
  ProjectStatus,
  UpdateProjectInput,
} from '../../__generated__/types';

/** 'a, b,, c ' -> ['a', 'b', 'c']: how the tags and credits fields are typed. */
function commaSeparated(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function text(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}

/** The New Project form's answers; null when the title is blank, which does nothing. */
export function readNewProject(form: FormData): CreateProjectInput | null {
  const title = text(form, 'title');
  if (!title) return null;
  const genre = text(form, 'genre') as ProjectGenre | '';
  return { title, description: text(form, 'description'), ...(genre ? { genre } : {}) };
}

/** Every field of the edit form; null when the title is blank. An empty BPM or date clears it (null). */
export function readProjectChanges(form: FormData, projectId: string): UpdateProjectInput | null {
  const title = text(form, 'title');
  if (!title) return null;
  const bpm = text(form, 'bpm');
  return {
    projectId,
    title,
    description: text(form, 'description'),
    genre: text(form, 'genre') as ProjectGenre,
    status: text(form, 'status') as ProjectStatus,
    bpm: bpm ? Number(bpm) : null,
    key: text(form, 'key'),
    tags: commaSeparated(text(form, 'tags')),
    credits: commaSeparated(text(form, 'credits')),
    targetReleaseDate: text(form, 'targetReleaseDate') || null,
  };
}
