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

/** A picture (a track's cover, a profile photo): its largest file, the server's refusal beyond it. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The picture types taken, as browsers name them: the server checks the bytes (imageFormatOf), not the name. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export type ImageFormat = 'JPEG' | 'PNG' | 'WEBP';

/** A picture's format from its first bytes (12 are enough), whatever its name or declared type. */
export function imageFormatOf(head: Uint8Array): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'JPEG';
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return 'PNG';
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'WEBP';
  return null;
}

/** Why a picture is refused, in the server's words; `plural` names what it is ('Cover images'). */
export const IMAGE_REFUSALS = {
  type: (plural: string) => `${plural} must be JPEG, PNG or WebP.`,
  size: (plural: string) => `${plural} can be at most 5 MB.`,
  unreadable: 'That image could not be read. Please choose another JPEG, PNG or WebP.',
} as const;
export * from './detected-sound.js';
export * from './musical-key.js';
