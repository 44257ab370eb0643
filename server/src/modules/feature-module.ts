import type { MigrationObject } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import type { Loaders } from '../graphql/loaders.js';
import type { NodeSource } from '../graphql/node-source.js';
import type { RequestContext } from '../http/request-context.js';
import type { AccessRule } from '../policies/policy.js';
import type { Services } from '../services.js';

/** What a module's services are made from, besides other modules' services. */
export interface ServiceContext {
  readonly orm: MikroORM;
  readonly config: AppConfig;
  /** Signs access tokens and media addresses. */
  readonly signingSecret: string;
}

/**
 * One feature as the app assembles it: everything it adds, declared in its own folder. The app takes
 * each kind of part from every module in `modules/index.ts`, so adding a feature touches its folder
 * and that one list. A module reads another module's data through that module's service, or in SQL
 * through the views that module publishes.
 */
export interface FeatureModule {
  readonly name: string;
  /** Its MikroORM entities. */
  readonly entities?: readonly (abstract new (
    ...args: never[]
  ) => object)[];
  /** The access rules for its entities, by entity class name (see policies/policy.ts). */
  readonly accessRules?: Readonly<Record<string, AccessRule>>;
  /**
   * The views its migrations create for other modules' raw SQL: what it publishes of its tables, the
   * only part of them another module's statement may name (tests/raw-sql.test.ts).
   */
  readonly publishedViews?: readonly string[];
  /** Its migrations, named by timestamp: all modules' run in name order after the schema's history. */
  readonly migrations?: readonly MigrationObject[];
  /**
   * Its services, which it also declares on the `Services` interface. Built in the list's order:
   * `services` holds those of the modules listed before it when this runs, and every module's by the
   * time a service calls another.
   */
  readonly services?: (services: Services, context: ServiceContext) => Partial<Services>;
  /** Its type-graphql resolver classes. */
  readonly resolvers?: readonly (abstract new (
    ...args: never[]
  ) => object)[];
  /** The types node(id:) finds through its services. */
  readonly nodeSources?: readonly NodeSource[];
  /** Its request loaders, which it also declares on the `Loaders` interface. */
  readonly loaders?: (context: RequestContext, services: Services) => Partial<Loaders>;
  /** Its REST routes. */
  readonly routes?: (services: Services) => Router;
  /**
   * Background work it starts once the app is assembled (a job over rows left from before); must not
   * throw, and must not hold up the start.
   */
  readonly start?: (services: Services, logger: Logger) => void;
  /** Stops what `start` began and what it runs in the background; modules stop in reverse list order. */
  readonly stop?: (services: Services) => Promise<void>;
}
