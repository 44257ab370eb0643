import { ownerOnly, USER } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { IdempotencyService } from './idempotency.service.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

declare module '../../services.js' {
  interface Services {
    readonly idempotency: IdempotencyService;
  }
}

export const idempotencyModule: FeatureModule = {
  name: 'idempotency',
  entities: [IdempotencyKey],
  accessRules: { IdempotencyKey: ownerOnly(USER) },
  services: () => ({ idempotency: new IdempotencyService() }),
};
