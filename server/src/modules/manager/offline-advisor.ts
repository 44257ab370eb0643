import type { AdvisorQuestion, ManagerAdvisor } from './manager-advisor.js';
import type { ArtistFacts } from './manager-facts.js';
import { ManagerStyle } from './manager-personas.js';

interface Topic {
  key: string;
  words: RegExp;
  advice: (facts: ArtistFacts) => string;
}

/** Topics the offline advisor recognises, first match wins; advice draws on the artist's own data. */
const TOPICS: Topic[] = [
  {
    key: 'mixing',
    words: /\b(mix|mixing|master|mastering|eq|compress\w*|loud\w*)\b/i,
    advice: (facts) =>
      facts.stuckInMixing
        ? `"${facts.stuckInMixing.title}" has sat in mixing for ${facts.stuckInMixing.days} days. Book one session, compare against two reference tracks at the same loudness, fix the three biggest problems and move it on: a finished mix beats a perfect one that never ships.`
        : 'Mix at a low volume, check on small speakers, and compare with two reference tracks at matched loudness. Leave mastering headroom (peaks around -6 dBFS) and fix the three biggest problems before the small ones.',
  },
  {
    key: 'release',
    words: /\b(release|single|album|ep|launch|drop|distribut\w*)\b/i,
    advice: (facts) =>
      facts.trackCount === 0
        ? 'Start by uploading your strongest song to your library. Then pick a Friday four to six weeks out: that leaves time to master, make artwork and pitch to playlists before it is out.'
        : `With ${facts.trackCount} track${facts.trackCount === 1 ? '' : 's'} in your library, pick the one listeners react to most, set a release Friday four to six weeks out, and work backwards: master, artwork, distributor upload, then pitching two weeks before.`,
  },
  {
    key: 'promotion',
    words: /\b(promot\w*|playlist\w*|stream\w*|fans?|followers?|grow\w*|social|tiktok|instagram|audience)\b/i,
    advice: (facts) =>
      facts.trackOutsidePlaylists
        ? `"${facts.trackOutsidePlaylists.title}" is in none of your playlists yet: add it to one you can share. Then post a short clip of its best 15 seconds and pitch it personally to three curators in your genre.`
        : 'Post short clips of the strongest moment of each song, reply to every comment this week, and pitch three curators who recently added artists like you. Consistency beats volume.',
  },
  {
    key: 'money',
    words: /\b(money|revenue|income|paid|pay|sync|licens\w*|merch|royalt\w*|deal)\b/i,
    advice: () =>
      'Register every released song with a performing rights organisation (with splits), put instrumentals of finished tracks into a sync library, and test one merch item tied to a song. Three small streams of income beat waiting for one big one.',
  },
  {
    key: 'writing',
    words: /\b(lyric\w*|writ\w*|song ?writing|words|verse|chorus|hook|block\w*|inspir\w*)\b/i,
    advice: (facts) =>
      facts.releasedWithoutLyrics
        ? `Start by saving the lyrics of "${facts.releasedWithoutLyrics}" in the Creative Studio. For new songs, free-write for 20 minutes without editing, then keep the three best lines as the seed of a chorus.`
        : 'Free-write for 20 minutes without editing, then keep the three best lines. Record a voice note of any melody that comes with them: the studio keeps both with the project.',
  },
];

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
 * The built-in advisor: no network, no model. It finds the question's topic by keywords, answers with
 * advice that names the artist's own tracks and projects where they matter, in the manager's voice.
 */
export class OfflineAdvisor implements ManagerAdvisor {
  async answer({ persona, question, facts }: AdvisorQuestion): Promise<string> {
    const topic = TOPICS.find((candidate) => candidate.words.test(question));
    const advice = topic ? topic.advice(facts) : generalAdvice(facts);
    return `${OPENINGS[persona.style]} ${advice} ${CLOSINGS[persona.style]}`;
  }
}

function generalAdvice(facts: ArtistFacts): string {
  if (facts.trackCount === 0) return 'Upload your first track so we have something real to plan around.';
  if (facts.stuckInMixing)
    return `Finishing "${facts.stuckInMixing.title}" is the most valuable thing you can do this week.`;
  if (facts.draftWithoutTracks)
    return `Record a first take for "${facts.draftWithoutTracks}": ideas move once there is audio.`;
  return 'Work through today’s action plan first: each task was picked from your own projects and tracks.';
}
