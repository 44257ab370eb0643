import { withoutRefusedCharacters } from '../../shared/control-characters.js';
import { releaseDateSchema } from '../projects/project.inputs.js';
import { ProposalKind } from './manager-message.entity.js';
import type { WorkspaceTool } from './workspace-tools.js';

/** What a chat model proposes; nothing happens until the artist accepts it. */
export interface Proposal {
  kind: ProposalKind;
  /** The proposal in a line, as the artist sees it. */
  title: string;
  reason: string;
  projectId?: string;
  releaseDate?: string;
  note?: string;
}

/** The artist's own project a proposal names, found by its title; null when there is none. */
export type OwnProjectByTitle = (title: string) => Promise<{ id: string; title: string } | null>;

const TITLE = { min: 3, max: 120 };
const REASON_MAX = 300;
const NOTE = { min: 20, max: 2000 };

type Arguments = Record<string, unknown>;

/**
 * A text argument without the control characters inputs refuse (a model may write them; PostgreSQL
 * refuses NUL), its runs of whitespace made single spaces (a note keeps its lines).
 */
function textOf(args: Arguments, name: string, { keepLines = false } = {}): string {
  const given = args[name];
  if (typeof given !== 'string') return '';
  const clean = withoutRefusedCharacters(given);
  return keepLines ? clean.trim() : clean.replace(/\s+/g, ' ').trim();
}

/** Today, as the UTC day YYYY-MM-DD. */
function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The proposing tools: a task for today's plan (`propose_task`), a target release date for one of
 * the artist's projects (`propose_release_date`), a pitch note kept with one (`propose_pitch_note`).
 * One proposal per answer, whichever tool makes it. It is kept with the answer and carried out only
 * by the artist's acceptance (`acceptManagerProposal`); a call the rules refuse is told to the model.
 */
export function proposalTools(
  findProject: OwnProjectByTitle,
  propose: (proposal: Proposal) => void,
  now: () => Date = () => new Date(),
): WorkspaceTool[] {
  let proposed = false;
  const once =
    (make: (args: Arguments) => Promise<Proposal | { error: string }>) =>
    async (args: Arguments): Promise<unknown> => {
      if (proposed) return { error: 'One proposal per answer.' };
      const made = await make(args);
      if ('error' in made) return made;
      proposed = true;
      propose(made);
      return { proposed: true, note: 'The artist will be asked to accept it; do not say it is done.' };
    };
  const reasonOf = (args: Arguments) => textOf(args, 'reason').slice(0, REASON_MAX);
  const projectNamed = async (args: Arguments) => {
    const named = textOf(args, 'project');
    return named ? findProject(named) : null;
  };
  const projectParameter = { type: 'string', description: 'The title of one of the artist’s own projects.' };
  const reasonParameter = { type: 'string', description: `Why now, at most ${REASON_MAX} characters.` };

  return [
    {
      name: 'propose_task',
      description:
        "Suggest one task for the artist's plan today. It is only added if the artist accepts it. Give a short title and why it matters now.",
      parameters: {
        type: 'object',
        properties: {
          title: { type: 'string', description: `The task, ${TITLE.min}-${TITLE.max} characters.` },
          reason: reasonParameter,
        },
        required: ['title', 'reason'],
      },
      run: once(async (args) => {
        const title = textOf(args, 'title');
        if (title.length < TITLE.min || title.length > TITLE.max)
          return { error: `The title must be ${TITLE.min}-${TITLE.max} characters.` };
        return { kind: ProposalKind.TASK, title, reason: reasonOf(args) };
      }),
    },
    {
      name: 'propose_release_date',
      description:
        "Suggest a target release date for one of the artist's own projects. It is only set if the artist accepts it.",
      parameters: {
        type: 'object',
        properties: {
          project: projectParameter,
          date: { type: 'string', description: 'The day, YYYY-MM-DD, today or later.' },
          reason: reasonParameter,
        },
        required: ['project', 'date', 'reason'],
      },
      run: once(async (args) => {
        const project = await projectNamed(args);
        if (!project) return { error: 'There is no project of the artist’s with that title.' };
        const date = releaseDateSchema.safeParse(textOf(args, 'date'));
        if (!date.success || date.data < today(now()))
          return { error: 'The date must be a real day, YYYY-MM-DD, today or later.' };
        return {
          kind: ProposalKind.RELEASE_DATE,
          title: `Release "${project.title}" on ${date.data}`.slice(0, TITLE.max),
          reason: reasonOf(args),
          projectId: project.id,
          releaseDate: date.data,
        };
      }),
    },
    {
      name: 'propose_pitch_note',
      description:
        "Draft a short pitch (for playlist curators, press or a label) and offer to keep it as a note on one of the artist's own projects. It is only saved if the artist accepts it.",
      parameters: {
        type: 'object',
        properties: {
          project: projectParameter,
          note: { type: 'string', description: `The pitch, ${NOTE.min}-${NOTE.max} characters.` },
          reason: reasonParameter,
        },
        required: ['project', 'note'],
      },
      run: once(async (args) => {
        const project = await projectNamed(args);
        if (!project) return { error: 'There is no project of the artist’s with that title.' };
        const note = textOf(args, 'note', { keepLines: true });
        if (note.length < NOTE.min || note.length > NOTE.max)
          return { error: `The note must be ${NOTE.min}-${NOTE.max} characters.` };
        return {
          kind: ProposalKind.PITCH_NOTE,
          title: `Keep a pitch note on "${project.title}"`.slice(0, TITLE.max),
          reason: reasonOf(args),
          projectId: project.id,
          note,
        };
      }),
    },
  ];
}
