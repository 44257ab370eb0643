import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { FeatureModule } from '../modules/feature-module.js';
import { FEATURE_MODULES } from '../modules/index.js';
import { assembleAccess } from './access.js';
import { runMutationsInUnitsOfWork } from './mutation-unit-of-work.js';
import { NodeResolver } from './node.resolver.js';

/**
 * Builds the executable schema from the type-graphql resolvers: each mutation is one unit of work, and
 * each field is used only by whom it declares (graphql/access.ts); a field that declares nothing stops
 * the build.
 */
export function buildAppSchema(modules: readonly FeatureModule[] = FEATURE_MODULES): Promise<GraphQLSchema> {
  if (modules !== FEATURE_MODULES) return buildSchemaOf(modules);
  // The app's own schema never changes while the process runs, and holds no app's state (a request's
  // services come with its context): built once, however many apps the process starts (the tests
  // start one per file, which took 0.15 s each).
  appSchema ??= buildSchemaOf(FEATURE_MODULES);
  return appSchema;
}

let appSchema: Promise<GraphQLSchema> | undefined;

async function buildSchemaOf(modules: readonly FeatureModule[]): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // node(id:), then every module's resolvers.
    resolvers: [NodeResolver, ...modules.flatMap((feature) => feature.resolvers ?? [])],
    // Input rules live in the services (zod), shared with REST; class-validator is not used.
    validate: false,
    // Every subscription brings its own `subscribe` over the live feed (modules/live): type-graphql
    // asks for a topic pub/sub all the same, and this one refuses to be used.
    pubSub: {
      publish: () => {
        throw new Error('Subscriptions publish through the live feed (modules/live), not a pub/sub.');
      },
      subscribe: () => {
        throw new Error('Subscriptions subscribe through the live feed (modules/live), not a pub/sub.');
      },
    },
  });
  return assembleAccess(runMutationsInUnitsOfWork(schema));
}
