/** The plans, priced in US dollars; other currencies are converted from these. */
export const TIERS = [
  {
    id: 'CREATOR',
    name: 'Creator',
    monthlyUsd: 29,
    description: 'For artists starting to release on their own.',
    features: ['Unlimited tracks and playlists', 'Song projects and the Creative Studio', 'One AI manager'],
  },
  {
    id: 'PRO',
    name: 'Professional',
    monthlyUsd: 59,
    description: 'For artists releasing every month.',
    features: ['Everything in Creator', 'All four AI managers', 'Growth predictions', 'Priority support'],
  },
  {
    id: 'LABEL',
    name: 'Label',
    monthlyUsd: 149,
    description: 'For small labels and managers with several artists.',
    features: ['Everything in Professional', 'Up to 10 artists', 'Shared projects'],
  },
] as const;

/**
 * Currencies we price in, with a fixed rate from US dollars (set by hand when prices are reviewed,
 * not fetched: the app runs offline) and the rounding that keeps prices tidy.
 */
export const CURRENCIES: Record<string, { perUsd: number; roundTo: number }> = {
  USD: { perUsd: 1, roundTo: 1 },
  EUR: { perUsd: 0.92, roundTo: 1 },
  GBP: { perUsd: 0.79, roundTo: 1 },
  CAD: { perUsd: 1.37, roundTo: 1 },
  AUD: { perUsd: 1.52, roundTo: 1 },
  JPY: { perUsd: 150, roundTo: 100 },
  INR: { perUsd: 83, roundTo: 10 },
  BRL: { perUsd: 5, roundTo: 1 },
  MXN: { perUsd: 17, roundTo: 10 },
  SEK: { perUsd: 10.5, roundTo: 10 },
};

/** Where a region prices in something other than its own currency code's obvious owner. */
export const REGION_CURRENCIES: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  JP: 'JPY',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  SE: 'SEK',
  ...Object.fromEntries(
    [
      'AT',
      'BE',
      'CY',
      'DE',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PT',
      'SI',
      'SK',
    ].map((region) => [region, 'EUR']),
  ),
};

/** A language's usual region, for visitors whose browser names only a language ("de", "ja"). */
export const LANGUAGE_REGIONS: Record<string, string> = {
  en: 'US',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'BR',
  ja: 'JP',
  hi: 'IN',
  sv: 'SE',
};
