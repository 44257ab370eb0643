import { describe, expect, it } from 'vitest';
import { Migration20261123013539 } from '../../db/migrations/Migration20261123013539.js';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { ManagerStyle } from './manager-personas.js';
import { ManagerState } from './manager-state.entity.js';

const db = useTestDatabase();
const { fork } = db;

/** Runs the migration's statements on the test database, as the migrator would. */
async function migrateUp(): Promise<void> {
  const migration = new Migration20261123013539(db.orm.em.getDriver(), db.orm.config);
  await migration.up();
  for (const query of migration.getQueries()) await fork().getConnection().execute(String(query));
}

describe('the migration to the chosen strategist for existing artists', () => {
  it('gives artists with no row the initial state, marks never-chosen rows chosen and leaves chosen ones', async () => {
    const withoutRow = await insertArtist(fork());
    const neverChose = await insertArtist(fork());
    const chose = await insertArtist(fork());
    await fork().persist(new ManagerState(neverChose)).flush();
    const chosen = ManagerState.initial(chose, new Date('2026-11-20T10:00:00Z'));
    Object.assign(chosen, { style: ManagerStyle.HUSTLER, satisfaction: 62, level: 1 });
    await fork().persist(chosen).flush();

    await migrateUp();

    for (const artist of [withoutRow, neverChose]) {
      const state = await fork().findOneOrFail(ManagerState, { owner: artist.id });
      expect(state).toMatchObject({ style: ManagerStyle.STRATEGIST, satisfaction: 85, level: 3 });
      expect(state.chosenAt).toBeInstanceOf(Date);
    }
    expect(await fork().findOneOrFail(ManagerState, { owner: chose.id })).toMatchObject({
      style: ManagerStyle.HUSTLER,
      satisfaction: 62,
      level: 1,
      chosenAt: new Date('2026-11-20T10:00:00Z'),
    });
    expect(await fork().count(ManagerState, {})).toBe(3);
  });
});
