/** A length as the player shows it: m:ss, or h:mm:ss from an hour up. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** 'N tracks', as the description's cards say it ('1 track' for one). */
export function trackCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'track' : 'tracks'}`;
}
