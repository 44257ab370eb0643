import { RefreshToken } from '../modules/accounts/refresh-token.entity.js';
import { Session } from '../modules/accounts/session.entity.js';
import { User } from '../modules/accounts/user.entity.js';
import { Playlist } from '../modules/playlists/playlist.entity.js';
import { PlaylistEntry } from '../modules/playlists/playlist-entry.entity.js';
import { RateLimitCounter } from '../modules/rate-limits/rate-limit-counter.entity.js';
import { Track } from '../modules/tracks/track.entity.js';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity.js';

/** Every entity, listed explicitly so discovery works the same from src/ and dist/. */
export const entities = [
  User,
  Session,
  RefreshToken,
  WaitlistEntry,
  Track,
  Playlist,
  PlaylistEntry,
  RateLimitCounter,
];
