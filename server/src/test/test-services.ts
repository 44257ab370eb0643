import type { MikroORM } from '@mikro-orm/postgresql';
import { createServices, type Services } from '../services.js';
import { testConfig } from './test-config.js';

/** The app's services over a test database, configured as the tests' app is. */
export function testServices(orm: MikroORM): Services {
  const config = testConfig();
  return createServices(orm, config, config.jwt.secret ?? '');
}
