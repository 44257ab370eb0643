import type { RequestContext } from '../http/request-context.js';
import type { FeatureModule } from '../modules/feature-module.js';
import { FEATURE_MODULES } from '../modules/index.js';
import type { Services } from '../services.js';

/**
 * The request's batch loaders, the one way the answer avoids a query per row: each gathers the keys
 * asked for while one level of the answer resolves (say, every card of a page of projects) and loads
 * them in one query. Scoped to the caller; nothing is cached across requests or callers but reduced
 * waveforms (immutable, reached only through a track the caller may read). Each module declares its
 * own loaders on this interface, beside the factory that makes them (`<feature>.module.ts`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each module's declaration.
export interface Loaders {}

/** Fresh loaders for one request, from every module. */
export function createLoaders(
  context: RequestContext,
  services: Services,
  modules: readonly FeatureModule[] = FEATURE_MODULES,
): Loaders {
  const loaders: Record<string, unknown> = {};
  for (const feature of modules) Object.assign(loaders, feature.loaders?.(context, services));
  return loaders as unknown as Loaders;
}
