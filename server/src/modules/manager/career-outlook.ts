/** The artist's figures the outlook is computed from (stored on the profile). */
export interface ArtistFigures {
  monthlyListeners: number;
  streams: number;
  followers: number;
  revenue: number;
}

/**
 * Shown until the artist has figures of their own: the description's sample (58,430 streams, 396
 * followers, $1,247.80 revenue) and 4,200 monthly listeners, which puts the sample on level 2 of 5.
 */
export const SAMPLE_FIGURES: ArtistFigures = {
  monthlyListeners: 4200,
  streams: 58430,
  followers: 396,
  revenue: 1247.8,
};

/** How hard the artist is working with the manager, 0-1: satisfaction and recent completion, equally. */
export function momentumOf(satisfaction: number, completedRecently: number, plannedRecently: number): number {
  const completionRate = plannedRecently > 0 ? completedRecently / plannedRecently : 0;
  return (clamp(satisfaction, 0, 100) / 100 + clamp(completionRate, 0, 1)) / 2;
}

export interface GrowthPrediction {
  metric: 'streams' | 'followers' | 'revenue';
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

/** predicted = current x (1 + base + extra x momentum) ^ 6, per metric (rates above). */
export function predictGrowth(figures: ArtistFigures, momentum: number): GrowthPrediction[] {
  return (['streams', 'followers', 'revenue'] as const).map((metric) => {
    const rate = monthlyRate(metric, momentum);
    const predicted = figures[metric] * (1 + rate) ** PREDICTION_MONTHS;
    return {
      metric,
      current: figures[metric],
      predicted: metric === 'revenue' ? round2(predicted) : Math.round(predicted),
    };
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
  confidence: number;
  nextMilestone: string;
  estimatedTime: string;
}

/**
 * Level = the stage the monthly listeners fall in (1-5). Estimated time = months for the listeners to
 * reach the stage's target at the streams growth rate, as a range (whole months, then two more).
 * Confidence = 40 + 50 x momentum, so a committed artist approaches 90.
 */
export function successPathway(figures: ArtistFigures, momentum: number): SuccessPathway {
  const found = STAGES.findIndex((stage) => figures.monthlyListeners < stage.below);
  const index = found === -1 ? STAGES.length - 1 : found;
  const stage = STAGES[index] as (typeof STAGES)[number];
  const confidence = Math.round(40 + 50 * clamp(momentum, 0, 1));
  return {
    level: index + 1,
    totalLevels: STAGES.length,
    confidence,
    nextMilestone: stage.milestone,
    estimatedTime: estimatedMonths(figures.monthlyListeners, stage.below, monthlyRate('streams', momentum)),
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
