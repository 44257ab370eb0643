import type { FeatureModule } from '../feature-module.js';
import { ServerSecret } from './server-secret.entity.js';

/** The signing secret shared through the database (read at start, before the services). */
export const secretsModule: FeatureModule = {
  name: 'secrets',
  entities: [ServerSecret],
};
