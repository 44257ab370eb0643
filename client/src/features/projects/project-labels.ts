/** '1 track', '2 tracks', '0 collaborators': the noun takes an s unless there is exactly one. */
export function countLabel(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
