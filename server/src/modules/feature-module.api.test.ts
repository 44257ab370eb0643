import type { EntityManager } from '@mikro-orm/postgresql';
import { Router } from 'express';
import { Ctx, Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedIn } from '../graphql/access.js';
import type { GraphQLContext } from '../graphql/context.js';
import { currentUserId } from '../graphql/current-user.js';
import { forSignedIn } from '../http/route-access.js';
import type { Services } from '../services.js';
import { useTestDatabase } from '../test/database.js';
import { uniqueEmail } from '../test/factories.js';
import { errorCodes, graphql } from '../test/http-client.js';
import { type StartedApp, startApp } from '../test/start-app.js';
import { testConfig } from '../test/test-config.js';
import { signUp } from '../test/uploads.js';
import type { FeatureModule } from './feature-module.js';
import { FEATURE_MODULES } from './index.js';

// A new feature, written as docs/architecture.md describes: everything it adds is in its own
// description. (A real module also declares its service on `Services` and lives in its own folder.)
class StudioClockService {
  /** The database's clock, so every instance of the app agrees on it. */
  async now(em: EntityManager, callerId: string): Promise<string> {
    const [row] = await em.execute<{ now: string }[]>('select now()::text as now');
    return `${callerId}: ${row?.now}`;
  }
}

interface StudioClockServices {
  readonly studioClock: StudioClockService;
}

@Resolver()
class StudioClockResolver {
  @SignedIn()
  @Query(() => String, { description: "The studio's clock, for the signed-in artist." })
  studioTime(@Ctx() ctx: GraphQLContext): Promise<string> {
    const { studioClock } = ctx.services as unknown as StudioClockServices;
    return studioClock.now(ctx.em, currentUserId(ctx));
  }
}

const studioClockModule: FeatureModule = {
  name: 'studio-clock',
  // A real module declares `studioClock` on Services instead of these casts (kept out of the app's type).
  services: () => ({ studioClock: new StudioClockService() }) as unknown as Partial<Services>,
  resolvers: [StudioClockResolver],
  routes: (services) =>
    Router().get(
      '/studio-time',
      forSignedIn(async (req, res, callerId) => {
        const { studioClock } = services as unknown as StudioClockServices;
        res.json({ time: await studioClock.now(req.context.em, callerId) });
      }),
    ),
};

const db = useTestDatabase();
let app: StartedApp;
beforeAll(async () => {
  app = await startApp(db.orm, testConfig(), undefined, [...FEATURE_MODULES, studioClockModule]);
});
afterAll(() => app?.close());

describe('a feature module added to the list', () => {
  it('serves its GraphQL field and REST route, each for whom it declares', async () => {
    const token = await signUp(app.url, uniqueEmail());
    const me = await graphql(app.url, '{ me { id } }', {}, token);
    const id = me.data?.me.id as string;

    const answer = await graphql(app.url, '{ studioTime }', {}, token);
    expect(answer.data?.studioTime).toMatch(new RegExp(`^${id}: \\d{4}-`));
    expect(errorCodes(await graphql(app.url, '{ studioTime }', {}))).toEqual(['UNAUTHENTICATED']);

    const rest = await fetch(`${app.url}/studio-time`, { headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { time: string }).time).toMatch(new RegExp(`^${id}: `));
    expect((await fetch(`${app.url}/studio-time`)).status).toBe(401);
  });
});
