import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, newTrack } from '../../test/factories.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import { Migration20261202090000 } from './track-key-codes.migration.js';
import { Migration20261202100000 } from './track-key-order.migration.js';

const db = useTestDatabase();

async function run(direction: 'up' | 'down'): Promise<void> {
  // The key order is generated from the key code: it goes first and comes back last.
  const classes = [Migration20261202090000, Migration20261202100000];
  for (const Class of direction === 'up' ? classes : classes.reverse()) {
    const migration = new Class(db.orm.em.getDriver(), db.orm.config);
    await migration[direction]();
    for (const query of migration.getQueries()) await db.fork().getConnection().execute(String(query));
  }
}

describe('the migration that files tracks by key', () => {
  it("gives tracks from before their key's Camelot code, typed or confidently detected, and keeps them confirmed", async () => {
    const em = db.fork();
    const owner = await insertArtist(em);
    const typed = Object.assign(newTrack(owner, { title: 'Typed' }), { key: 'Am' });
    const detected = Object.assign(newTrack(owner, { title: 'Detected' }), {
      key: 'Unknown',
      analysisStatus: AnalysisStatus.DONE,
      detectedKey: 'F# minor',
      keyConfidence: 0.7,
    });
    const unsure = Object.assign(newTrack(owner, { title: 'Unsure' }), {
      key: 'Unknown',
      analysisStatus: AnalysisStatus.DONE,
      detectedKey: 'F# minor',
      keyConfidence: 0.05,
    });
    await em.persist([typed, detected, unsure]).flush();
    await run('down');
    await run('up');
    const rows = await db.fork().execute<
      {
        title: string;
        key_code: string | null;
        key_order: number;
        bpm_confirmed: boolean;
        key_confirmed: boolean;
      }[]
    >('select title, key_code, key_order, bpm_confirmed, key_confirmed from tracks order by title');
    expect(rows).toEqual([
      { title: 'Detected', key_code: '11A', key_order: 20, bpm_confirmed: true, key_confirmed: true },
      { title: 'Typed', key_code: '8A', key_order: 14, bpm_confirmed: true, key_confirmed: true },
      { title: 'Unsure', key_code: null, key_order: 99, bpm_confirmed: true, key_confirmed: true },
    ]);
  });
});
