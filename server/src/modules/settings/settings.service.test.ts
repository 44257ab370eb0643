import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { Theme, UserSettings } from './user-settings.entity.js';

const db = useTestDatabase();
const { fork } = db;

const services = () => testServices(db.orm);

describe('preferences', () => {
  it('are dark, email on, push off and auto-save on until saved, and reading writes nothing', async () => {
    const { settings } = services();
    const artist = await insertArtist(fork());
    expect(await settings.readSettings(fork(), artist.id)).toEqual({
      id: artist.id,
      theme: Theme.DARK,
      emailNotifications: true,
      pushNotifications: false,
      autoSave: true,
    });
    expect(await fork().count(UserSettings, {})).toBe(0);
  });

  it('change only the ones given, and are stored', async () => {
    const { settings } = services();
    const artist = await insertArtist(fork());
    await settings.updateSettings(fork(), artist.id, { theme: 'LIGHT' });
    await settings.updateSettings(fork(), artist.id, { pushNotifications: true, theme: null });
    await settings.updateSettings(fork(), artist.id, { autoSave: false, emailNotifications: false });
    expect(await settings.readSettings(fork(), artist.id)).toEqual({
      id: artist.id,
      theme: Theme.LIGHT,
      emailNotifications: false,
      pushNotifications: true,
      autoSave: false,
    });
  });

  it.each([
    [{ theme: 'SEPIA' }, 'Theme must be DARK or LIGHT.', 'theme'],
    [{ autoSave: 'yes' }, 'Auto-save must be on or off.', 'autoSave'],
  ])('refuses %o with "%s"', async (change, message, field) => {
    const { settings } = services();
    const artist = await insertArtist(fork());
    await expect(settings.updateSettings(fork(), artist.id, change)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message,
      field,
    });
    expect((await settings.readSettings(fork(), artist.id)).theme).toBe(Theme.DARK);
  });

  it("are each artist's own", async () => {
    const { settings } = services();
    const artist = await insertArtist(fork());
    const other = await insertArtist(fork());
    await settings.updateSettings(fork(), other.id, { theme: 'LIGHT', autoSave: false });
    await settings.updateSettings(fork(), artist.id, { pushNotifications: true });
    expect(await settings.readSettings(fork(), other.id)).toMatchObject({
      theme: Theme.LIGHT,
      pushNotifications: false,
      autoSave: false,
    });
    expect(await settings.readSettings(fork(), artist.id)).toMatchObject({
      theme: Theme.DARK,
      pushNotifications: true,
      autoSave: true,
    });
  });
});
