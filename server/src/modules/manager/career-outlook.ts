import { GrowthMetric } from './growth-metric.js';

/**
 * The artist's figures the outlook is computed from, as entered on their profile; null for a figure
 * they have not entered (stored as 0). The app cannot count these itself yet.
 */
export interface ArtistFigures {
  monthlyListeners: number | null;
  streams: number | null;
  followers: number | null;
  revenue: number | null;
}

export const NO_FIGURES: ArtistFigures = {
  monthlyListeners: null,
  streams: null,
  followers: null,
  revenue: null,
};

/** How hard the artist is working with the manager, 0-1: satisfaction and recent completion, equally. */
export function momentumOf(satisfaction: number, completedRecently: number, plannedRecently: number): number {
  const completionRate = plannedRecently > 0 ? completedRecently / plannedRecently : 0;
  return (clamp(satisfaction, 0, 100) / 100 + clamp(completionRate, 0, 1)) / 2;
}

export interface GrowthPrediction {
  metric: GrowthMetric;
  /** A count, or US dollars for REVENUE. */
  current: number;
  predicted: number;
}

export const PREDICTION_MONTHS = 6;
/** Monthly growth rate at zero momentum and the extra at full momentum. */
const MONTHLY_GROWTH = {
  streams: { base: 0.05, withMomentum: 0.05 },
  followers: { base: 0.12, withMomentum: 0.1 },
  revenue: { base: 0.12, withMomentum: 0.1 },
} as const;

/** Each metric and the figure it grows from, in the order the outlook lists them. */
export const GROWTH_METRICS: ReadonlyArray<[GrowthMetric, keyof typeof MONTHLY_GROWTH]> = [
  [GrowthMetric.STREAMS, 'streams'],
  [GrowthMetric.FOLLOWERS, 'followers'],
  [GrowthMetric.REVENUE, 'revenue'],
];

/**
 * predicted = current x (1 + base + extra x momentum) ^ 6, per metric (rates above); only for the
 * metrics the artist has a figure for: nothing is predicted from a figure nobody entered.
 */
export function predictGrowth(figures: ArtistFigures, momentum: number): GrowthPrediction[] {
  return GROWTH_METRICS.flatMap(([metric, figure]) => {
    const current = figures[figure];
    if (current === null) return [];
    const predicted = current * (1 + monthlyRate(figure, momentum)) ** PREDICTION_MONTHS;
    return [{ metric, current, predicted: figure === 'revenue' ? round2(predicted) : Math.round(predicted) }];
  });
}

/** The career stages by monthly listeners, with the milestone that ends each. */
const STAGES = [
  { below: 1_000, milestone: 'Reach 1K monthly listeners and release music every month' },
  { below: 10_000, milestone: 'Reach 10K monthly listeners and secure first major playlist feature' },
  { below: 50_000, milestone: 'Reach 50K monthly listeners and headline your own show' },
  { below: 250_000, milestone: 'Reach 250K monthly listeners and sign a distribution or sync deal' },
  { below: Number.POSITIVE_INFINITY, milestone: 'Sustain 250K+ monthly listeners with a full-time team' },
] as const;

export interface SuccessPathway {
  level: number;
  totalLevels: number;
  /** 0-100. */
  confidencePercent: number;
  nextMilestone: string;
  estimatedTime: string;
}

/**
 * Level = the stage the monthly listeners fall in (1-5). Estimated time = months for the listeners to
 * reach the stage's target at the streams growth rate, as a range (whole months, then two more).
 * Confidence (percent) = 40 + 50 x momentum, so a committed artist approaches 90.
 */
export function successPathway(monthlyListeners: number, momentum: number): SuccessPathway {
  const found = STAGES.findIndex((stage) => monthlyListeners < stage.below);
  const index = found === -1 ? STAGES.length - 1 : found;
  const stage = STAGES[index] as (typeof STAGES)[number];
  const confidencePercent = Math.round(40 + 50 * clamp(momentum, 0, 1));
  return {
    level: index + 1,
    totalLevels: STAGES.length,
    confidencePercent,
    nextMilestone: stage.milestone,
    estimatedTime: estimatedMonths(monthlyListeners, stage.below, monthlyRate('streams', momentum)),
  };
}

function estimatedMonths(current: number, target: number, rate: number): string {
  if (!Number.isFinite(target)) return 'Ongoing';
  const months = Math.max(1, Math.ceil(Math.log(target / Math.max(current, 1)) / Math.log(1 + rate)));
  return months > 36 ? 'More than 3 years' : `${months}-${months + 2} months`;
}

function monthlyRate(metric: keyof typeof MONTHLY_GROWTH, momentum: number): number {
  const { base, withMomentum } = MONTHLY_GROWTH[metric];
  return base + withMomentum * clamp(momentum, 0, 1);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
