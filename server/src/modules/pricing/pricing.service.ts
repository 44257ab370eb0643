import { CURRENCIES, LANGUAGE_REGIONS, REGION_CURRENCIES, TIERS } from './pricing-tiers.js';

export interface PricedTier {
  id: string;
  name: string;
  description: string;
  features: string[];
  monthlyPrice: number;
  /** Twelve months for the price of ten. */
  yearlyPrice: number;
}

export interface LocalPricing {
  currency: string;
  /** ISO 3166 region the prices were chosen for. */
  country: string;
  /** The description's shape: tiers keyed by id, in display order. */
  tiers: Record<string, PricedTier>;
}

const DEFAULT_REGION = 'US';

/**
 * Prices in the visitor's currency, chosen from their languages in preference order (the REST
 * adapter reads them from Accept-Language with Express's own negotiator).
 */
export class PricingService {
  pricingFor(languages: string[]): LocalPricing {
    const country = regionOf(languages);
    const currency = REGION_CURRENCIES[country] ?? 'USD';
    const { perUsd, roundTo } = CURRENCIES[currency] ?? { perUsd: 1, roundTo: 1 };
    const price = (usd: number) => Math.max(roundTo, Math.round((usd * perUsd) / roundTo) * roundTo);
    const tiers = Object.fromEntries(
      TIERS.map((tier) => [
        tier.id,
        {
          id: tier.id,
          name: tier.name,
          description: tier.description,
          features: [...tier.features],
          monthlyPrice: price(tier.monthlyUsd),
          yearlyPrice: price(tier.monthlyUsd * 10),
        },
      ]),
    );
    return { currency, country, tiers };
  }
}

/** The region of the first language we can price for: its own region, else the language's usual one. */
function regionOf(languages: string[]): string {
  for (const tag of languages) {
    const [language = '', ...subtags] = tag.split('-');
    const region = subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag))?.toUpperCase();
    if (region && REGION_CURRENCIES[region]) return region;
    const usual = LANGUAGE_REGIONS[language.toLowerCase()];
    if (!region && usual) return usual;
  }
  return DEFAULT_REGION;
}
