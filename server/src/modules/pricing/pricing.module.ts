import type { FeatureModule } from '../feature-module.js';
import { pricingRoutes } from './pricing.rest.js';
import { PricingService } from './pricing.service.js';

declare module '../../services.js' {
  interface Services {
    readonly pricing: PricingService;
  }
}

export const pricingModule: FeatureModule = {
  name: 'pricing',
  services: () => ({ pricing: new PricingService() }),
  routes: pricingRoutes,
};
