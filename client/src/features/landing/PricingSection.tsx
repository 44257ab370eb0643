import { useEffect, useState } from 'react';
import { MARKETING } from './landing-content';

interface Tier {
  id: string;
  name: string;
  description: string;
  features: string[];
  monthlyPrice: number;
}

interface Pricing {
  currency: string;
  country: string;
  tiers: Record<string, Tier>;
}

type PricingState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pricing: Pricing };

/** The plans, priced by the server for the visitor's locale (GET /api/pricing/geo). */
export function PricingSection() {
  const [state, setState] = useState<PricingState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/pricing/geo', { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`pricing answered ${response.status}`);
        return response.json() as Promise<Pricing>;
      })
      .then((pricing) => setState({ status: 'ready', pricing }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);

  return (
    <section className="landing-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Pricing</h2>
      <p className="muted">Waitlist members keep {MARKETING.waitlistDiscount}.</p>
      {state.status === 'loading' && <p>Loading pricing...</p>}
      {state.status === 'error' && (
        <p className="form-error" role="alert">
          Could not load pricing.
        </p>
      )}
      {state.status === 'ready' && <PricingTiers pricing={state.pricing} />}
    </section>
  );
}

function PricingTiers({ pricing }: { pricing: Pricing }) {
  const money = new Intl.NumberFormat(navigator.language, {
    style: 'currency',
    currency: pricing.currency,
    maximumFractionDigits: 0,
  });
  return (
    <ul className="card-grid">
      {Object.values(pricing.tiers).map((tier) => (
        <li key={tier.id} className="landing-card">
          <h3>{tier.name}</h3>
          <p className="price">
            <strong>{money.format(tier.monthlyPrice)}</strong>
            <span className="muted">/month</span>
          </p>
          <p>{tier.description}</p>
          <ul className="check-list new">
            {tier.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
