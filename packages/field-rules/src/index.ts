/**
 * The limits of what an artist types, defined once. The server's columns, input rules and GraphQL
 * descriptions and the web client's form fields all read them from here (by the package's name), so
 * a form never lets through what the server refuses, nor refuses what it accepts.
 */
export const FIELD_LIMITS = {
  account: { email: 254, artistName: 100, genre: 50 },
  track: { search: 200 },
  project: {
    title: 200,
    description: 2000,
    key: 20,
    /** Each tag's length, and how many a project holds. */
    tag: 30,
    tags: 20,
    /** Each credited name's length, and how many names a project credits. */
    credit: 100,
    credits: 20,
  },
  lyrics: { title: 200, content: 20_000 },
  version: { note: 1000 },
  comment: { body: 2000 },
  note: { content: 10_000 },
  playlist: { name: 100 },
  profile: { artistName: 100, role: 60, location: 100, bio: 1000, website: 200, handle: 50 },
  network: { message: 2000, search: 100 },
  manager: { question: 1000 },
} as const;

/** A track's text details: their labels, lengths and which are required. */
export const TRACK_TEXT_DETAILS = {
  title: { label: 'Title', maxLength: 200, required: true },
  artist: { label: 'Artist', maxLength: 200, required: true },
  key: { label: 'Key', maxLength: 20, required: true },
  genre: { label: 'Genre', maxLength: 50, required: true },
  mood: { label: 'Mood', maxLength: 50, required: false },
} as const;

/**
 * The figures an artist enters on their profile: whole numbers from 0, exact in a JavaScript number
 * and a bigint column; revenue is dollars with cents in a numeric(14, 2), and a billion is above any
 * artist's own.
 */
export const PROFILE_FIGURE_LIMITS = {
  min: 0,
  monthlyListeners: Number.MAX_SAFE_INTEGER,
  totalStreams: Number.MAX_SAFE_INTEGER,
  followers: Number.MAX_SAFE_INTEGER,
  following: Number.MAX_SAFE_INTEGER,
  totalRevenueUsd: 1_000_000_000,
} as const;

/** Beats per minute, for a track and a project. */
export const BPM_RANGE = { min: 20, max: 300 } as const;

export const NO_TRACK_FILE = 'Please select a file to upload.';

/** The refusal of a file that is not MP3 or WAV: the server's answer and the upload screens' line. */
export const INVALID_TRACK_FILE = 'Invalid file type. Please upload MP3 or WAV files.';
