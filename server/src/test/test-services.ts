import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import type { User } from '../modules/accounts/user.entity.js';
import type { Project } from '../modules/projects/project.entity.js';
import { createServices, type Services } from '../services.js';
import { buildProject } from './factories.js';
import { testConfig } from './test-config.js';

/** The app's services over a test database, configured as the tests' app is. */
export function testServices(orm: MikroORM): Services {
  const config = testConfig();
  return createServices(orm, config, config.jwt.secret ?? '');
}

/** The services, their config, and a project (with its new owner) built with `buildProject`. */
export async function servicesWithProject(
  orm: MikroORM,
  project: Parameters<typeof buildProject>[1] = {},
): Promise<Services & { config: AppConfig; owner: User; project: Project }> {
  const config = testConfig();
  const built = await buildProject(orm.em.fork(), project);
  return {
    ...createServices(orm, config, config.jwt.secret ?? ''),
    config,
    owner: built.owner,
    project: built,
  };
}
