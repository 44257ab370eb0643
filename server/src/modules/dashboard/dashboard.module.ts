import type { FeatureModule } from '../feature-module.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { dashboardRoutes } from './dashboard.rest.js';
import { DashboardService } from './dashboard.service.js';

declare module '../../services.js' {
  interface Services {
    readonly dashboard: DashboardService;
  }
}

export const dashboardModule: FeatureModule = {
  name: 'dashboard',
  services: ({ tracks }) => ({ dashboard: new DashboardService(tracks) }),
  resolvers: [DashboardResolver],
  routes: dashboardRoutes,
};
