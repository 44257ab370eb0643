import type { AdvisorQuestion } from './manager-advisor.js';

/** What the artist asked about, as the offline advisor recognises it. */
export interface Intent {
  key: string;
  /** Words that say the question is about this. */
  words: RegExp;
  advice: (asked: AdvisorQuestion, about: Mentioned | null) => string;
}

/** A project of the artist's that the question names. */
export interface Mentioned {
  title: string;
  stage: string;
  /** The day the artist means to release it on, YYYY-MM-DD, if set. */
  targetReleaseDate?: string | null;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What a project in each stage still needs before it can come out. */
const BEFORE_RELEASE: Record<string, string> = {
  DRAFT: 'it is still a draft, so record it first; a release date set now would only slip',
  RECORDING: 'it is still being recorded, so finish the takes and the mix before you fix a date',
  MIXING: 'it is in mixing: finish the mix and the master, then set the date',
  MASTERING: 'it is in mastering, so the date can be set now',
  RELEASED: 'it is already released, so the next step is getting it heard',
};

/** What a project in each stage still needs to keep the release date set for it. */
const BEFORE_SET_DATE: Record<string, string> = {
  DRAFT: 'it is still a draft, so record it now or move the date: mixing and mastering take weeks',
  RECORDING: 'it is still being recorded, so finish the takes and book the mix now to keep that date',
  MIXING: 'it is in mixing, so finish the mix and the master at least four weeks before that date',
  MASTERING: 'it is in mastering, so send the master to your distributor as soon as it is signed off',
};

/** The pipeline's stages, furthest from release first. */
const STAGE_ORDER = ['DRAFT', 'RECORDING', 'MIXING', 'MASTERING'];

/** The artist's unreleased project furthest along the pipeline (the most recently changed on a tie). */
export function closestToRelease(projects: readonly Mentioned[]): Mentioned | null {
  let closest: Mentioned | null = null;
  for (const project of projects) {
    const rank = STAGE_ORDER.indexOf(project.stage);
    if (rank >= 0 && (!closest || rank > STAGE_ORDER.indexOf(closest.stage))) closest = project;
  }
  return closest;
}

/** Where the artist's projects stand: the one closest to release, and how many sit in each stage. */
function projectStandings(projects: readonly Mentioned[]): string {
  if (projects.length === 0) return 'You have no projects yet: create one in My Projects for your next song.';
  const byStage = [...STAGE_ORDER, 'RELEASED']
    .map((stage) => [stage, projects.filter((project) => project.stage === stage).length] as const)
    .filter(([, count]) => count > 0)
    .map(([stage, count]) => `${count} in ${stage.toLowerCase()}`)
    .join(', ');
  const closest = closestToRelease(projects);
  if (!closest) return `Every one of your projects is released (${byStage}): start the next one as a draft.`;
  const beside = projects.filter((project) => project !== closest && project.stage === closest.stage);
  const tie =
    beside.length > 0
      ? `, with ${beside.map((project) => `"${project.title}"`).join(' and ')} beside it`
      : '';
  return `"${closest.title}" is closest to release: it is in ${closest.stage.toLowerCase()}${tie}. Your projects: ${byStage}.`;
}

/** The intents, in the order the answer takes them when a question asks several things. */
export const INTENTS: readonly Intent[] = [
  {
    key: 'project-standings',
    words:
      /\b(closest|nearest|furthest|farthest|status|stages?|progress|where (?:do|does|are|is) (?:my|the) \w+|which (?:of my )?(?:projects?|songs?))\b/i,
    advice: ({ projects }) => projectStandings(projects),
  },
  {
    key: 'release-timing',
    words: /\b(release|releasing|drop|launch|put (?:it |this |them )?out|come out|release date)\b/i,
    advice: ({ facts, projects }, named) => {
      const about = named ?? closestToRelease(projects);
      if (about?.targetReleaseDate && about.stage !== 'RELEASED')
        return `"${about.title}" is set to come out on ${about.targetReleaseDate}: ${BEFORE_SET_DATE[about.stage] ?? 'check where it stands first'}. Keep that day a Friday, with the distributor's upload three weeks before it and playlist pitches two weeks before.`;
      const lead = about
        ? `"${about.title}": ${BEFORE_RELEASE[about.stage] ?? 'check where it stands first'}.`
        : facts.trackCount === 0
          ? 'Nothing is in your library yet, so there is nothing to date.'
          : `You have ${plural(facts.trackCount, 'track')} in your library and ${plural(facts.projectCount, 'project')}.`;
      return `${lead} Pick a Friday four to six weeks after the master is done: that leaves time for artwork, the distributor's upload (they ask for one to three weeks) and pitching to playlists about two weeks ahead.`;
    },
  },
  {
    key: 'single-first',
    words: /\b(singles?|lead track|focus track)\b/i,
    advice: ({ facts }) =>
      `Yes: put one song out as a single four to six weeks before the rest, so the release has an audience when it lands. Choose the one with the strongest first 30 seconds${facts.trackCount > 1 ? ` among your ${plural(facts.trackCount, 'track')}` : ''}, and pitch it on its own.`,
  },
  {
    // Before mixing and collaboration: 'what did Kai say about my mix' asks for the comments themselves.
    key: 'feedback',
    words:
      /\b(?:what (?:did|has|have) .{1,40}? (?:say|said|think|thought|write|wrote)|what (?:do|does) .{1,40}? think|said about|feedback|comments?)\b/i,
    advice: ({ facts }) =>
      facts.openComments
        ? `v${facts.openComments.version} of "${facts.openComments.title}" has ${plural(facts.openComments.count, 'open comment')}. I do not read your collaborators' comments myself: open the project to read them at their moments on the waveform, then answer or resolve each one.`
        : "I do not read your collaborators' comments myself, and none is open on your songs now. A project's page shows each version's comments at their moments on the waveform.",
  },
  {
    key: 'mixing',
    words: /\b(mix|mixes|mixing|master|mastering|eq|compress\w*|loud\w*|clip\w*|peaks?|reference tracks?)\b/i,
    advice: ({ facts, question, tracks = [] }) => {
      const named = mentionedTrack(question, tracks);
      const peaking =
        named?.truePeakDbtp != null && named.truePeakDbtp > -1
          ? { title: named.title, truePeakDbtp: named.truePeakDbtp }
          : named
            ? null
            : facts.peakingTrack;
      if (peaking) {
        return `"${peaking.title}" peaks at ${signed(peaking.truePeakDbtp)} dBTP: above -1 dBTP it may clip once streaming services encode it. Put a true-peak limiter last on the master with its ceiling at -1 dBTP, ease the loudest part back by a dB or two rather than squashing it, and check it again on its Sound panel.`;
      }
      if (named) {
        return `For "${named.title}": mix at a low volume, check on small speakers, and compare it with two reference tracks at matched loudness. Leave headroom for mastering (peaks around -6 dBFS) and fix the three biggest problems before the small ones.`;
      }
      return facts.stuckInMixing
        ? `"${facts.stuckInMixing.title}" has sat in mixing for ${facts.stuckInMixing.days} days. Book one session, compare against two reference tracks at the same loudness, fix the three biggest problems and move it on.`
        : 'Mix at a low volume, check on small speakers, and compare with two reference tracks at matched loudness. Leave headroom for mastering (peaks around -6 dBFS) and fix the three biggest problems before the small ones.';
    },
  },
  {
    // Before playlists: 'a sync pitch' is a pitch to a music supervisor, not to a curator.
    key: 'sync-pitch',
    words: /\b(sync|licens\w*|music supervisors?|placements?|briefs?)\b/i,
    advice: ({ facts }) => {
      const song = facts.trackOutsidePlaylists?.title ?? facts.stuckInMixing?.title;
      const subject = song ? `"${song}"` : 'your strongest finished song';
      return `For a sync pitch, write to one music supervisor at a time, in five lines: the subject line names ${subject}, its genre and mood; one line on the scenes it fits (a drive at night, a montage, a trailer's build); one line saying you control the master and the publishing, so it is one-stop cleared; a private streaming link, never an attachment; and that an instrumental and stems are ready. Send the instrumental of every finished song to a sync library too.`;
    },
  },
  {
    key: 'playlists',
    // A bare 'pitch' is a playlist pitch, unless the question is about sync.
    words:
      /\b(?:playlists?|curators?|spotify|editorial)\b|^(?![\s\S]*\b(?:sync|licens\w*|music supervisors?)\b)[\s\S]*\bpitch\w*/i,
    advice: ({ facts, question, tracks = [] }) =>
      `${
        mentionedTrack(question, tracks)
          ? `For "${mentionedTrack(question, tracks)?.title}": pitch it personally to three independent curators who added artists like you this month, with one sentence on why it fits their list, and put it in a playlist of your own next to songs that suit it.`
          : facts.trackOutsidePlaylists
            ? `Start with "${facts.trackOutsidePlaylists.title}"${facts.trackOutsidePlaylists.mastered ? ', your mastered track' : ''}: pitch it personally to three independent curators who added artists like you this month, with one sentence on why it fits their list.`
            : 'Pitch your newest finished song personally to three independent curators who added artists like you this month, with one sentence on why it fits their list.'
      } For Spotify's editors, pitch one unreleased song through Spotify for Artists at least seven days before release day (two to three weeks is safer), with its genre, mood, instruments and story filled in.`,
  },
  {
    key: 'promotion',
    words:
      /\b(promot\w*|market\w*|fans?|followers?|grow\w*|social|tiktok|instagram|audience|streams?|listeners?)\b/i,
    advice: ({ facts }) =>
      `Post the strongest 15 seconds of ${facts.trackOutsidePlaylists ? `"${facts.trackOutsidePlaylists.title}"` : 'your newest song'} as a short clip three times this week, reply to every comment, and keep a weekly rhythm: consistency beats volume.`,
  },
  {
    key: 'collaboration',
    words:
      /\b(collab\w*|features?|featuring|co-?writ\w*|producers?|engineers?|together|band|invite\w*|feedback|comments?|versions?)\b/i,
    advice: ({ facts }) => {
      if (facts.openComments)
        return `v${facts.openComments.version} of "${facts.openComments.title}" has ${plural(facts.openComments.count, 'open comment')}: answer or resolve them first, so your collaborators can move.`;
      if (facts.newVersion)
        return `${facts.newVersion.uploader} uploaded v${facts.newVersion.version} of "${facts.newVersion.title}": listen through and comment at the moments that need work.`;
      if (facts.waitingStage)
        return `"${facts.waitingStage.title}" has waited ${facts.waitingStage.days} days in ${facts.waitingStage.stage}, and the next move is yours.`;
      return 'Share a project from its page with a role (a mix engineer can upload mixes in mixing, a commenter can leave notes at a moment in the song), and ask for comments on one version at a time.';
    },
  },
  {
    key: 'writing',
    words: /\b(lyrics?|verses?|chorus\w*|hooks?|song ?writing|songwriter|writer'?s block|rhymes?)\b/i,
    advice: ({ facts }) =>
      facts.releasedWithoutLyrics
        ? `Save the lyrics of "${facts.releasedWithoutLyrics}" in the Creative Studio first. For new songs, free-write for 20 minutes without editing and keep the three best lines as the seed of a chorus.`
        : 'Free-write for 20 minutes without editing, then keep the three best lines. Record a voice note of any melody that comes with them: the studio keeps both with the project.',
  },
  {
    key: 'money',
    words: /\b(money|revenue|income|paid|pay|merch|royalt\w*|deals?)\b/i,
    advice: () =>
      'Register every released song with a performing rights organisation (with splits), put instrumentals of finished tracks into a sync library, and test one merch item tied to a song.',
  },
  {
    key: 'plan',
    words: /\b(plan|today|tasks?|next step|focus|priorit\w*|what should i (?:do|work on))\b/i,
    advice: ({ facts }) => {
      if (facts.trackCount === 0) return 'Upload your first track so we have something real to plan around.';
      if (facts.stuckInMixing)
        return `Finishing "${facts.stuckInMixing.title}" is the most valuable thing you can do this week.`;
      if (facts.draftWithoutTracks)
        return `Record a first take for "${facts.draftWithoutTracks}": ideas move once there is audio.`;
      return 'Work through today’s action plan first: each task was picked from your own projects and tracks.';
    },
  },
];

/** What the offline advisor can talk about, for an honest answer to anything else. */
export const CAN_HELP_WITH =
  'where your projects stand, release timing, singles, mixing and mastering, playlists and promotion, sync pitches, collaboration, songwriting, earning from your music, and today’s plan';

/** The artist's project the question names, the longest title first ('Neon Nights EP' before 'Neon'). */
export function mentionedProject(question: string, projects: readonly Mentioned[]): Mentioned | null {
  const asked = question.toLowerCase();
  const named = [...projects]
    .filter((project) => project.title.trim().length >= 3)
    .sort((a, b) => b.title.length - a.title.length)
    .find((project) => asked.includes(project.title.trim().toLowerCase()));
  return named ?? null;
}

/** The artist's track the question names, the longest title first, as projects are found. */
export function mentionedTrack<Track extends { title: string }>(
  question: string,
  tracks: readonly Track[],
): Track | null {
  const asked = question.toLowerCase();
  const named = [...tracks]
    .filter((track) => track.title.trim().length >= 3)
    .sort((a, b) => b.title.length - a.title.length)
    .find((track) => asked.includes(track.title.trim().toLowerCase()));
  return named ?? null;
}

function signed(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}`;
}
