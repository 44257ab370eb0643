import fs from 'node:fs';

const clientSource = new URL('../../client/src/', import.meta.url);

/**
 * The web client's hand-written TypeScript modules, as paths under client/src: no generated code or
 * declarations, and no test files unless `tests` is set.
 */
export function clientSourceFiles({ tests }: { tests: boolean }): string[] {
  return fs
    .readdirSync(clientSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(generated|d)\.tsx?$/.test(file))
    .filter((file) => tests || !/\.test\.tsx?$/.test(file));
}

export function readClientSource(file: string): string {
  return fs.readFileSync(new URL(file, clientSource), 'utf8');
}
