import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The Node flags `npm start` runs the server with: those of package.json's `start:built`. */
export function startNodeFlags(): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
  const words = String(scripts['start:built']).split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'server/dist/main.js')
    throw new Error('start:built must read `node [flags] server/dist/main.js`.');
  return words.slice(1, -1);
}
