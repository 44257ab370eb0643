import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import type { FeatureModule } from './modules/feature-module.js';
import { FEATURE_MODULES } from './modules/index.js';

/**
 * The app's services, made once at start and shared by GraphQL and REST. Each module declares its own
 * members on this interface, beside the factory that makes them (`<feature>.module.ts`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each module's declaration.
export interface Services {}

/** Builds every module's services, in the module list's order. */
export function createServices(
  orm: MikroORM,
  config: AppConfig,
  signingSecret: string,
  modules: readonly FeatureModule[] = FEATURE_MODULES,
): Services {
  const built: Record<string, unknown> = {};
  // While they are built, a module asking for a service not built yet is told which, not handed undefined.
  const available = new Proxy(built, {
    get(target, name) {
      if (typeof name === 'string' && !(name in target)) {
        throw new Error(`The service ${name} is not built yet: list its module earlier in modules/index.ts`);
      }
      return Reflect.get(target, name);
    },
  }) as unknown as Services;
  for (const feature of modules) {
    Object.assign(built, feature.services?.(available, { orm, config, signingSecret }));
  }
  return Object.freeze(built) as unknown as Services;
}
