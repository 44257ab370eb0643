import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db);

async function pricingFor(acceptLanguage?: string) {
  const response = await fetch(`${server.url}/api/pricing/geo`, {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    currency: string;
    country: string;
    tiers: Record<string, { name: string; monthlyPrice: number; yearlyPrice: number; features: string[] }>;
  };
}

describe('GET /api/pricing/geo', () => {
  it('prices in dollars from $29/month by default, tiers keyed by id in display order', async () => {
    const pricing = await pricingFor();
    expect(pricing).toMatchObject({ currency: 'USD', country: 'US' });
    expect(Object.keys(pricing.tiers)).toEqual(['CREATOR', 'PRO', 'LABEL']);
    expect(pricing.tiers.CREATOR).toMatchObject({ name: 'Creator', monthlyPrice: 29, yearlyPrice: 290 });
    expect(Math.min(...Object.values(pricing.tiers).map((tier) => tier.monthlyPrice))).toBe(29);
  });

  it("follows the visitor's languages in order of preference", async () => {
    expect(await pricingFor('de-DE,de;q=0.9,en;q=0.8')).toMatchObject({ currency: 'EUR', country: 'DE' });
    expect(await pricingFor('en-GB')).toMatchObject({ currency: 'GBP', country: 'GB' });
    expect(await pricingFor('ja')).toMatchObject({ currency: 'JPY', country: 'JP' });
    // A region we do not price for falls through to the next language.
    expect(await pricingFor('en-NZ, fr-FR;q=0.5')).toMatchObject({ currency: 'EUR', country: 'FR' });
    expect(await pricingFor('fr-FR;q=0.2, en-CA')).toMatchObject({ currency: 'CAD', country: 'CA' });
    expect(await pricingFor('xx-YY')).toMatchObject({ currency: 'USD', country: 'US' });
  });

  it('rounds converted prices to tidy amounts', async () => {
    const yen = await pricingFor('ja-JP');
    expect(yen.tiers.CREATOR?.monthlyPrice).toBe(4400);
    const euro = await pricingFor('fr-FR');
    expect(euro.tiers.CREATOR?.monthlyPrice).toBe(27);
  });
});
