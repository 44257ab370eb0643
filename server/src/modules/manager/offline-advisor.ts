import { CAN_HELP_WITH, INTENTS, mentionedProject } from './advisor-intents.js';
import { AdvisorKind, type AdvisorQuestion, type ManagerAdvisor } from './manager-advisor.js';
import { ManagerStyle } from './manager-personas.js';

/** How many things one answer takes up, when a question asks several. */
const INTENTS_PER_ANSWER = 2;

const OPENINGS: Record<ManagerStyle, string> = {
  HUSTLER: 'Here is the move, today:',
  STRATEGIST: 'Looking at where you are, here is the plan:',
  CREATIVE: 'Let us keep this true to your sound:',
  ENTREPRENEUR: 'Here is the business angle:',
};

const CLOSINGS: Record<ManagerStyle, string> = {
  HUSTLER: 'Do the first step before tonight and tell me how it went.',
  STRATEGIST: 'Check the result in a week and we will adjust.',
  CREATIVE: 'Trust your ear on the details.',
  ENTREPRENEUR: 'Track what it earns, and we will double down on what works.',
};

/**
 * The built-in advisor: no network, no model. It recognises what was asked (release timing, a single
 * first, mixing, playlists, promotion, collaboration, songwriting, money, the plan; up to two in one
 * question) and answers each from the artist's own data, quoting their titles and figures, in the
 * manager's voice. A question about anything else gets an honest answer saying what it can help
 * with, never advice that pretends to answer it.
 */
export class OfflineAdvisor implements ManagerAdvisor {
  readonly kind = AdvisorKind.BUILT_IN;

  async answer(asked: AdvisorQuestion): Promise<string> {
    const intents = INTENTS.filter((intent) => intent.words.test(asked.question)).slice(
      0,
      INTENTS_PER_ANSWER,
    );
    if (intents.length === 0) return outsideWhatIDo(asked);
    const about = mentionedProject(asked.question, asked.projects);
    const advice = intents.map((intent) => intent.advice(asked, about)).join(' ');
    return `${OPENINGS[asked.persona.style]} ${advice} ${CLOSINGS[asked.persona.style]}`;
  }
}

function outsideWhatIDo({ persona, projects }: AdvisorQuestion): string {
  const example = projects[0]
    ? `'When should I release "${projects[0].title}"?'`
    : `'How do I get my first song on a playlist?'`;
  return `That is outside what I can help with as ${persona.name}: I can help with ${CAN_HELP_WITH}. Try, for example, ${example}`;
}
