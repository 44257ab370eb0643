import { describe, expect, it } from 'vitest';
import { NO_COLLABORATION } from './collaboration-facts.js';
import type { ArtistFacts } from './manager-facts.js';
import { ManagerStyle } from './manager-personas.js';
import { dataTasks, draftDailyPlan } from './plan-rules.js';

const busyArtist: ArtistFacts = {
  trackCount: 4,
  playlistCount: 1,
  trackOutsidePlaylists: { title: 'Afterglow', mastered: true },
  projectCount: 3,
  stuckInMixing: { title: 'Glasshouse', days: 12 },
  releasedWithoutLyrics: 'Paper Moon',
  draftWithoutTracks: 'Nightbus',
  wroteNotesThisWeek: false,
  unconfirmedKeys: 0,
  peakingTrack: null,
  peakingVersion: null,
  ...NO_COLLABORATION,
};
const newArtist: ArtistFacts = {
  trackCount: 0,
  playlistCount: 0,
  trackOutsidePlaylists: null,
  projectCount: 0,
  stuckInMixing: null,
  releasedWithoutLyrics: null,
  draftWithoutTracks: null,
  wroteNotesThisWeek: false,
  unconfirmedKeys: 0,
  peakingTrack: null,
  peakingVersion: null,
  ...NO_COLLABORATION,
};

describe('draftDailyPlan', () => {
  it('gives every style at least two complete tasks, even with no data', () => {
    for (const style of Object.values(ManagerStyle)) {
      for (const facts of [newArtist, busyArtist]) {
        const plan = draftDailyPlan(style, facts, 20_000);
        expect(plan.length).toBeGreaterThanOrEqual(2);
        expect(new Set(plan.map((task) => task.ruleKey)).size).toBe(plan.length);
        for (const task of plan) {
          expect(task.impact).toBeGreaterThanOrEqual(1);
          expect(task.impact).toBeLessThanOrEqual(10);
          expect(task.estimatedMinutes).toBeGreaterThan(0);
          expect(task.reasoning).not.toBe('');
          expect(task.successMetrics.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it("is deterministic, and puts each style's favoured work from the data first", () => {
    expect(draftDailyPlan(ManagerStyle.HUSTLER, busyArtist, 7)).toEqual(
      draftDailyPlan(ManagerStyle.HUSTLER, busyArtist, 7),
    );
    const hustler = draftDailyPlan(ManagerStyle.HUSTLER, busyArtist, 7).map((task) => task.ruleKey);
    expect(hustler.slice(0, 2)).toEqual(['track-outside-playlists', 'stuck-in-mixing']);
    const creative = draftDailyPlan(ManagerStyle.CREATIVE, busyArtist, 7).map((task) => task.ruleKey);
    expect(creative.slice(0, 2)).toEqual(['stuck-in-mixing', 'draft-without-tracks']);
  });

  it("uses the description's categories, and makes a mix stalled three weeks URGENT and first", () => {
    const categories = new Set(
      Object.values(ManagerStyle).flatMap((style) =>
        [0, 1].flatMap((day) => draftDailyPlan(style, busyArtist, day).map((task) => task.category)),
      ),
    );
    expect([...categories].sort()).toEqual(['BUSINESS', 'CONTENT', 'NETWORKING', 'PRODUCTION', 'PROMOTION']);
    expect(draftDailyPlan(ManagerStyle.HUSTLER, busyArtist, 7)[1]).toMatchObject({ priority: 'HIGH' });

    const overdue = { ...busyArtist, stuckInMixing: { title: 'Glasshouse', days: 21 } };
    for (const style of Object.values(ManagerStyle)) {
      expect(draftDailyPlan(style, overdue, 7)[0]).toMatchObject({
        ruleKey: 'stuck-in-mixing',
        priority: 'URGENT',
      });
    }
  });

  it('rotates the signature tasks from day to day', () => {
    const today = draftDailyPlan(ManagerStyle.ENTREPRENEUR, newArtist, 10).map((task) => task.ruleKey);
    const tomorrow = draftDailyPlan(ManagerStyle.ENTREPRENEUR, newArtist, 11).map((task) => task.ruleKey);
    expect(today).not.toEqual(tomorrow);
  });
});

describe('task titles', () => {
  it('quote the longest titles the workspace takes (200 characters) within the task title’s 200', () => {
    const long = `${'Very long song title '.repeat(9)}end`.slice(0, 200);
    const facts: ArtistFacts = {
      ...busyArtist,
      trackOutsidePlaylists: { title: long, mastered: true },
      stuckInMixing: { title: long, days: 30 },
      releasedWithoutLyrics: long,
      draftWithoutTracks: long,
      openComments: { title: long, version: 100, count: 99 },
      waitingStage: { title: long, stage: 'mastering', days: 30 },
      newVersion: { title: long, version: 100, uploader: long.slice(0, 100) },
    };
    const tasks = dataTasks(facts);
    expect(tasks).toHaveLength(8);
    for (const { title } of tasks) expect(title.length, title).toBeLessThanOrEqual(200);
    expect(draftDailyPlan(ManagerStyle.STRATEGIST, facts, 0)[0]?.title).toMatch(
      /^Finish the mix of "Very long.*…"$/,
    );
  });
});

describe("the library's sound", () => {
  it('asks to confirm detected keys, counting them, and to master again a track that may clip', () => {
    const titles = (facts: ArtistFacts) => dataTasks(facts).map((task) => task.title);
    const listened = { ...newArtist, trackCount: 7, unconfirmedKeys: 6 };
    expect(titles(listened)).toContain('6 tracks have no confirmed key');
    expect(titles({ ...listened, unconfirmedKeys: 1 })).toContain('1 track has no confirmed key');
    const peaking = { ...listened, peakingTrack: { title: 'Night Drive', truePeakDbtp: 0.31 } };
    const task = dataTasks(peaking).find((draft) => draft.ruleKey === 'true-peak');
    expect(task).toMatchObject({
      title: 'Master "Night Drive" again: it peaks at +0.3 dBTP',
      reasoning:
        '"Night Drive" peaks at +0.3 dBTP; above -1 dBTP a master may clip once streaming services encode it.',
    });
    expect(titles({ ...listened, unconfirmedKeys: 0 })).not.toContain('0 tracks have no confirmed key');
    const master = { ...listened, peakingVersion: { title: 'Night Drive', number: 2, truePeakDbtp: 0.3 } };
    expect(dataTasks(master).find((draft) => draft.ruleKey === 'version-true-peak')).toMatchObject({
      title: 'Master v2 of "Night Drive" again: it peaks at +0.3 dBTP',
      priority: 'HIGH',
    });
  });
});
