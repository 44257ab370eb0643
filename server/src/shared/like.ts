/** Text for a LIKE pattern that matches it as written: its wildcards and backslashes escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
