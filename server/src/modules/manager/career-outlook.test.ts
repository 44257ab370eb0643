import { describe, expect, it } from 'vitest';
import { type ArtistFigures, momentumOf, predictGrowth, successPathway } from './career-outlook.js';
import { GrowthMetric } from './growth-metric.js';

const FIGURES: ArtistFigures = { monthlyListeners: 4200, streams: 58430, followers: 396, revenue: 1247.8 };

describe('career outlook', () => {
  it('momentum is the mean of satisfaction and recent completion', () => {
    expect(momentumOf(80, 3, 4)).toBeCloseTo(0.775);
    expect(momentumOf(85, 0, 0)).toBeCloseTo(0.425);
    expect(momentumOf(150, 9, 3)).toBe(1);
  });

  it('predicts six months of compound growth per metric', () => {
    const [streams, followers, revenue] = predictGrowth(FIGURES, 0.5);
    // streams grow 5% + 5% x momentum a month; followers and revenue 12% + 10% x momentum.
    expect(streams).toEqual({
      metric: GrowthMetric.STREAMS,
      current: 58430,
      predicted: Math.round(58430 * 1.075 ** 6),
    });
    expect(followers).toEqual({
      metric: GrowthMetric.FOLLOWERS,
      current: 396,
      predicted: Math.round(396 * 1.17 ** 6),
    });
    expect(revenue?.predicted).toBeCloseTo(1247.8 * 1.17 ** 6, 2);
  });

  it('predicts nothing for a figure that was not entered', () => {
    const growth = predictGrowth({ ...FIGURES, streams: null, revenue: null }, 0.5);
    expect(growth.map((row) => row.metric)).toEqual([GrowthMetric.FOLLOWERS]);
  });

  it('places the artist on a level by monthly listeners, with its milestone and time to reach it', () => {
    expect(successPathway(4200, 0.5)).toEqual({
      level: 2,
      totalLevels: 5,
      confidencePercent: 65,
      nextMilestone: 'Reach 10K monthly listeners and secure first major playlist feature',
      estimatedTime: '12-14 months',
    });
    expect(successPathway(300, 1).level).toBe(1);
    expect(successPathway(1_000_000, 1)).toMatchObject({
      level: 5,
      estimatedTime: 'Ongoing',
      confidencePercent: 90,
    });
  });
});
