import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist, newTrack } from '../../test/factories.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import { ManagerFacts } from './manager-facts.entity.js';
import { Migration20261202110000 } from './manager-sound-facts.migration.js';

const db = useTestDatabase();

async function run(direction: 'up' | 'down'): Promise<void> {
  const migration = new Migration20261202110000(db.orm.em.getDriver(), db.orm.config);
  await migration[direction]();
  for (const query of migration.getQueries()) await db.fork().getConnection().execute(String(query));
}

describe('the migration that tells the manager of the sound', () => {
  it('counts the keys to confirm and finds the hottest master, artist by artist', async () => {
    const em = db.fork();
    const [loud, quiet] = [await insertArtist(em), await insertArtist(em)];
    const analysed = (truePeakDbtp: number) => ({ analysisStatus: AnalysisStatus.DONE, truePeakDbtp });
    em.persist([
      Object.assign(newTrack(loud, { title: 'Hot' }), analysed(0.4)),
      Object.assign(newTrack(loud, { title: 'Warm' }), analysed(-0.5)),
      Object.assign(newTrack(loud, { title: 'Unsure' }), { keyConfirmed: false }),
      Object.assign(newTrack(quiet, { title: 'Calm' }), analysed(-3)),
      new ManagerFacts(loud),
      new ManagerFacts(quiet),
    ]);
    await em.flush();
    await run('down');
    await run('up');
    const rows = await db
      .fork()
      .execute<{ unconfirmed_key_count: number; peaking_title: string | null }[]>(
        'select unconfirmed_key_count, peaking_title from manager_facts where owner_id in (?, ?) order by unconfirmed_key_count desc',
        [loud.id, quiet.id],
      );
    expect(rows).toEqual([
      { unconfirmed_key_count: 1, peaking_title: 'Hot' },
      { unconfirmed_key_count: 0, peaking_title: null },
    ]);
  });
});
