import { describe, expect, it } from 'vitest';
import { computeMentorInsight, type ProjectProgressFacts } from './mentor-insight.js';
import { ProjectStatus } from './project.entity.js';
import { ProjectTrackStatus } from './project-track.entity.js';

const facts = (overrides: Partial<ProjectProgressFacts>): ProjectProgressFacts => ({
  title: 'Halo',
  status: ProjectStatus.DRAFT,
  trackStatuses: [],
  hasLyrics: false,
  ...overrides,
});

describe('computeMentorInsight', () => {
  it('weighs stage 50%, track readiness 30% and lyrics 20%', () => {
    expect(computeMentorInsight(facts({})).completionPercent).toBe(0);
    const mixing = computeMentorInsight(
      facts({
        status: ProjectStatus.MIXING,
        trackStatuses: [ProjectTrackStatus.MASTERED, ProjectTrackStatus.DRAFT],
        hasLyrics: true,
      }),
    );
    // 0.5 * 0.5 + 0.3 * 0.5 + 0.2 = 0.6
    expect(mixing).toMatchObject({ completionPercent: 60, headline: '"Halo" is 60% of the way to release.' });
    expect(mixing.nextStep).toBe('1 track is still a draft: mix it next.');
  });

  it('stays below 100 until released, and is 100 once released', () => {
    const mastered = facts({
      status: ProjectStatus.MASTERING,
      trackStatuses: [ProjectTrackStatus.MASTERED],
      hasLyrics: true,
    });
    expect(computeMentorInsight(mastered)).toMatchObject({
      completionPercent: 88,
      nextStep: 'Everything is mastered: move it to Released when it is out.',
    });
    const released = computeMentorInsight({ ...mastered, status: ProjectStatus.RELEASED });
    expect(released).toMatchObject({ completionPercent: 100, headline: '"Halo" is released.' });
  });

  it('asks for a first take, then lyrics, before pipeline advice', () => {
    expect(computeMentorInsight(facts({ status: ProjectStatus.MIXING })).nextStep).toMatch(
      /^Upload a first take/,
    );
    expect(
      computeMentorInsight(facts({ status: ProjectStatus.MIXING, trackStatuses: [ProjectTrackStatus.MIXED] }))
        .nextStep,
    ).toMatch(/^Write the lyrics/);
    expect(
      computeMentorInsight(
        facts({ status: ProjectStatus.MIXING, trackStatuses: [ProjectTrackStatus.MIXED], hasLyrics: true }),
      ).nextStep,
    ).toBe('Every track is mixed: move the project to Mastering.');
  });
});
