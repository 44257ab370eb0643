import fs from 'node:fs/promises';

/** Names of the files under a storage folder, temporary ones included. */
export async function filesUnder(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}
