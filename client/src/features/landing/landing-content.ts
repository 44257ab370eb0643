/**
 * The landing page's words and figures (the marketing figures are the product description's, but
 * for its launch date, Q4 2025, which has passed: the workspace is open in early access, and the
 * waitlist keeps its members' discount for the paid plans).
 */

export const MARKETING = {
  priceFrom: '$29/month',
  waitlistDiscount: '50% off for life',
  waitlistSize: '1,000+',
  launch: 'Early access',
  friendsToJumpAhead: 3,
} as const;

export const MANAGER_PERSONAS = [
  {
    style: 'The Hustler',
    name: 'Maya Reyes',
    title: 'Release Machine',
    avatar: '🔥',
    pitch: 'Ships something every week and keeps your momentum up.',
  },
  {
    style: 'The Strategist',
    name: 'Elliot Vance',
    title: 'Career Architect',
    avatar: '🧭',
    pitch: 'Reads your numbers and plans each release like a campaign.',
  },
  {
    style: 'The Creative',
    name: 'Luna Okafor',
    title: 'Artistic Director',
    avatar: '🎨',
    pitch: 'Guards your sound and turns your story into a brand.',
  },
  {
    style: 'The Entrepreneur',
    name: 'Marcus Hale',
    title: 'Music Business Builder',
    avatar: '💼',
    pitch: 'Finds the revenue: sync, merch, licensing and deals.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote: 'I used to lose whole weeks deciding what to do next. Now I open Backline and the day is planned.',
    name: 'Jade Moreno',
    title: 'Singer-songwriter, Austin',
    avatar: '🎤',
  },
  {
    quote:
      'My mixes, my lyrics and my release plan finally live in one place. My last single went out on time.',
    name: 'Kofi Asante',
    title: 'Producer, London',
    avatar: '🎛️',
  },
  {
    quote: 'The strategist told me to hold my EP for six weeks and build the audience first. It worked.',
    name: 'Rina Takahashi',
    title: 'Electronic artist, Osaka',
    avatar: '🎹',
  },
] as const;

export const OLD_WAY = [
  'Files scattered across drives, phones and chats',
  'Guessing what to post, when to release, who to contact',
  'Paying a manager you cannot afford yet, or having none',
  'Lyrics in notes apps, ideas lost in voice memos',
] as const;

export const NEW_WAY = [
  'Every track, project, lyric and voice note in one workspace',
  'A daily action plan built from your own music and progress',
  'An AI manager at your side around the clock',
  'A clear pathway with milestones and growth predictions',
] as const;

export const FEATURES = [
  {
    icon: '📋',
    title: 'Daily action plans',
    text: 'Concrete tasks every morning, ranked by impact on your career.',
  },
  {
    icon: '🗺️',
    title: 'Success pathway',
    text: 'Where you are, the next milestone, and how long it should take.',
  },
  { icon: '💬', title: 'Guidance around the clock', text: 'Ask your manager anything, any time.' },
  { icon: '🤝', title: 'Networking suggestions', text: 'The collaborators and contacts worth your time.' },
  {
    icon: '📈',
    title: 'Release timing and growth',
    text: 'When to release, and what it should do for your numbers.',
  },
  {
    icon: '🎧',
    title: 'Your studio workspace',
    text: 'Upload tracks, keep playlists, run projects from draft to release.',
  },
] as const;

export const FAQ = [
  {
    question: 'What is Backline?',
    answer:
      'A workspace for independent artists and producers: your tracks, playlists, song projects, lyrics and notes, with an AI career manager that plans your days.',
  },
  {
    question: 'How does the AI manager work?',
    answer:
      'You pick one of four manager personalities. It reads your projects and tracks and sets a daily action plan in its own style, and answers your questions.',
  },
  {
    question: 'How much will it cost?',
    answer: `Plans start at ${MARKETING.priceFrom}. Everyone on the waitlist keeps ${MARKETING.waitlistDiscount}.`,
  },
  {
    question: 'When does it launch?',
    answer: `It is open now: create an account and start today. Waitlist members hear about new features first and keep ${MARKETING.waitlistDiscount} on the paid plans.`,
  },
  {
    question: 'How do I move up the waitlist?',
    answer: `Share your referral link. When ${MARKETING.friendsToJumpAhead} friends join through it, you move to the front.`,
  },
] as const;
