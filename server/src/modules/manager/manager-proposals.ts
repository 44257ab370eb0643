import type { WorkspaceTool } from './workspace-tools.js';

/** A task a chat model proposes for today's plan; nothing happens until the artist accepts it. */
export interface ProposedTask {
  title: string;
  reason: string;
}

const TITLE = { min: 3, max: 120 };
const REASON_MAX = 300;

/**
 * The `propose_task` tool: the model may suggest one task for today's plan. It is kept with the
 * answer and shown with 'Add to today's plan'; only the artist's acceptance adds it
 * (`acceptManagerProposal`).
 */
export function proposeTaskTool(propose: (task: ProposedTask) => void): WorkspaceTool {
  let proposed = false;
  return {
    name: 'propose_task',
    description:
      "Suggest one task for the artist's plan today. It is only added if the artist accepts it. Give a short title and why it matters now.",
    parameters: {
      type: 'object',
      properties: {
        title: { type: 'string', description: `The task, ${TITLE.min}-${TITLE.max} characters.` },
        reason: { type: 'string', description: `Why now, at most ${REASON_MAX} characters.` },
      },
      required: ['title', 'reason'],
    },
    run: async (args) => {
      const title = typeof args.title === 'string' ? args.title.replace(/\s+/g, ' ').trim() : '';
      const reason = typeof args.reason === 'string' ? args.reason.replace(/\s+/g, ' ').trim() : '';
      if (proposed) return { error: 'One proposal per answer.' };
      if (title.length < TITLE.min || title.length > TITLE.max)
        return { error: `The title must be ${TITLE.min}-${TITLE.max} characters.` };
      proposed = true;
      propose({ title, reason: reason.slice(0, REASON_MAX) });
      return { proposed: true, note: 'The artist will be asked to accept it; do not say it is added.' };
    },
  };
}
