import { CAN_HELP_WITH, INTENTS, mentionedProject } from './advisor-intents.js';
import { AdvisorKind, type AdvisorQuestion, type ManagerAdvisor } from './manager-advisor.js';
import { ManagerStyle } from './manager-personas.js';

/** How many things one answer takes up, when a question asks several. */
const INTENTS_PER_ANSWER = 2;

/** A few ways each manager opens and closes an answer, so two questions do not read as one template. */
const OPENINGS: Record<ManagerStyle, readonly string[]> = {
  HUSTLER: ['Here is the move, today:', 'Straight to it:', 'Let us get this moving:'],
  STRATEGIST: [
    'Looking at where you are, here is the plan:',
    'Step by step:',
    'Here is how I would sequence it:',
  ],
  CREATIVE: [
    'Let us keep this true to your sound:',
    'Start from the music:',
    'Here is what I hear in your work:',
  ],
  ENTREPRENEUR: [
    'Here is the business angle:',
    'Think of it as an investment:',
    'Here is where the value is:',
  ],
};

const CLOSINGS: Record<ManagerStyle, readonly string[]> = {
  HUSTLER: [
    'Do the first step before tonight and tell me how it went.',
    'Go, and come back with what happened.',
    'Momentum matters more than perfect: start now.',
  ],
  STRATEGIST: [
    'Check the result in a week and we will adjust.',
    'Measure it against the plan, then we decide the next step.',
    'One thing at a time, in that order.',
  ],
  CREATIVE: [
    'Trust your ear on the details.',
    'Keep what feels like you, and drop the rest.',
    'Let the song lead; the rest follows.',
  ],
  ENTREPRENEUR: [
    'Track what it earns, and we will double down on what works.',
    'Keep the costs small until it proves itself.',
    'Note what it brings in, and we will build on it.',
  ],
};

/** The same question always picks the same line; different questions mostly pick different ones. */
function pick(lines: readonly string[], question: string): string {
  let hash = 0;
  for (const char of question) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return lines[hash % lines.length] ?? lines[0] ?? '';
}

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
    const { style } = asked.persona;
    return `${pick(OPENINGS[style], asked.question)} ${advice} ${pick(CLOSINGS[style], `${asked.question}.`)}`;
  }
}

function outsideWhatIDo({ persona, projects }: AdvisorQuestion): string {
  const example = projects[0]
    ? `'When should I release "${projects[0].title}"?'`
    : `'How do I get my first song on a playlist?'`;
  return `That is outside what I can help with as ${persona.name}: I can help with ${CAN_HELP_WITH}. Try, for example, ${example}`;
}
