import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { servicesWithProject } from '../../test/test-services.js';
import {
  AUTOSAVE_SITTING_MS,
  currentVersion,
  earlierVersions,
  type LyricsService,
} from './lyrics.service.js';
import { LyricsVersion } from './lyrics-version.entity.js';

const db = useTestDatabase();
const { fork } = db;

async function versionsOf(lyrics: LyricsService, ownerId: string, projectId: string) {
  return (await lyrics.versionsOf(fork(), ownerId, [projectId])).get(projectId) ?? [];
}

describe('LyricsService', () => {
  it('saves lyrics that read back after a reload, and a repeat save adds no version', async () => {
    const { lyrics, owner, project } = await servicesWithProject(db.orm, { title: 'Paper Moon' });
    expect(currentVersion(await versionsOf(lyrics, owner.id, project.id))).toBeNull();
    const saved = await lyrics.saveLyrics(fork(), owner.id, project.id, {
      title: ' Paper Moon ',
      content: 'Verse one\nline two\n\n',
    });
    expect(saved.updatedAt.getTime()).toBeGreaterThanOrEqual(project.updatedAt.getTime());
    await lyrics.saveLyrics(fork(), owner.id, project.id, {
      title: 'Paper Moon',
      content: 'Verse one\nline two',
    });
    expect(currentVersion(await versionsOf(lyrics, owner.id, project.id))).toMatchObject({
      version: 1,
      title: 'Paper Moon',
      content: 'Verse one\nline two',
    });
    expect(await fork().count(LyricsVersion, {})).toBe(1);
  });

  it('keeps the five versions before the current one and restores one as the newest', async () => {
    const { lyrics, owner, project } = await servicesWithProject(db.orm, { title: 'Paper Moon' });
    for (let draft = 1; draft <= 8; draft++) {
      await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: `draft ${draft}` });
    }
    const earlier = earlierVersions(await versionsOf(lyrics, owner.id, project.id));
    expect(earlier.map((version) => version.content)).toEqual([
      'draft 7',
      'draft 6',
      'draft 5',
      'draft 4',
      'draft 3',
    ]);
    expect(await fork().count(LyricsVersion, {})).toBe(6);

    await lyrics.restoreLyrics(fork(), owner.id, project.id, 5);
    expect(currentVersion(await versionsOf(lyrics, owner.id, project.id))).toMatchObject({
      version: 9,
      content: 'draft 5',
    });
    expect(earlierVersions(await versionsOf(lyrics, owner.id, project.id))[0]?.content).toBe('draft 8');
    await expect(lyrics.restoreLyrics(fork(), owner.id, project.id, 1)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'That version of the lyrics is no longer kept.',
    });
  });

  it('revises one auto-saved draft per sitting, and an explicit save or a restore seals it', async () => {
    const { lyrics, owner, project } = await servicesWithProject(db.orm, { title: 'Paper Moon' });
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: 'saved by hand' });
    for (const content of ['a', 'a line', 'a line\nand more']) {
      await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content, autosave: true });
    }
    expect(currentVersion(await versionsOf(lyrics, owner.id, project.id))).toMatchObject({
      version: 2,
      content: 'a line\nand more',
      autosaved: true,
    });
    expect(await fork().count(LyricsVersion, {})).toBe(2);

    // An explicit save of the same text seals the draft; the next auto-save starts version 3.
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: 'a line\nand more' });
    expect(currentVersion(await versionsOf(lyrics, owner.id, project.id))).toMatchObject({
      version: 2,
      autosaved: false,
    });
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: 'v3', autosave: true });
    await lyrics.restoreLyrics(fork(), owner.id, project.id, 1);
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: 'v5', autosave: true });
    const earlier = earlierVersions(await versionsOf(lyrics, owner.id, project.id));
    expect(earlier.map((version) => version.content)).toEqual([
      'saved by hand',
      'v3',
      'a line\nand more',
      'saved by hand',
    ]);
  });

  it('starts a new draft version once the sitting is over', async () => {
    const { lyrics, owner, project } = await servicesWithProject(db.orm, { title: 'Paper Moon' });
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: 'morning', autosave: true });
    const em = fork();
    const draft = await em.findOneOrFail(LyricsVersion, { project: project.id });
    draft.createdAt = new Date(Date.now() - AUTOSAVE_SITTING_MS - 1000);
    await em.flush();
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: 'evening', autosave: true });
    expect(currentVersion(await versionsOf(lyrics, owner.id, project.id))).toMatchObject({
      version: 2,
      content: 'evening',
    });
    expect(
      earlierVersions(await versionsOf(lyrics, owner.id, project.id)).map((version) => version.content),
    ).toEqual(['morning']);
  });

  it("refuses too-long lyrics and another artist's project, saving nothing", async () => {
    const { lyrics, owner, project } = await servicesWithProject(db.orm, { title: 'Paper Moon' });
    const intruder = await insertArtist(fork());
    await expect(
      lyrics.saveLyrics(fork(), owner.id, project.id, { title: '', content: 'x'.repeat(20_001) }),
    ).rejects.toThrow('The lyrics must be at most 20000 characters.');
    await expect(
      lyrics.saveLyrics(fork(), intruder.id, project.id, { title: '', content: 'mine now' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(lyrics.restoreLyrics(fork(), intruder.id, project.id, 1)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Project not found.',
    });
    expect(await fork().count(LyricsVersion, {})).toBe(0);
  });

  it("reads the versions of several projects at once, and none of another artist's", async () => {
    const { lyrics, projects, owner, project } = await servicesWithProject(db.orm, { title: 'Paper Moon' });
    const second = await projects.createProject(fork(), owner.id, { title: 'Glass' });
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: 'one' });
    await lyrics.saveLyrics(fork(), owner.id, project.id, { title: 'T', content: 'two' });
    await lyrics.saveLyrics(fork(), owner.id, second.id, { title: 'T', content: 'glass' });
    const intruder = await insertArtist(fork());

    const versions = await lyrics.versionsOf(fork(), owner.id, [project.id, second.id]);
    expect(versions.get(project.id)?.map((version) => version.content)).toEqual(['two', 'one']);
    expect(versions.get(second.id)?.map((version) => version.content)).toEqual(['glass']);
    const theirs = await lyrics.versionsOf(fork(), intruder.id, [project.id, second.id]);
    expect([...theirs.values()].flat()).toEqual([]);
  });
});
