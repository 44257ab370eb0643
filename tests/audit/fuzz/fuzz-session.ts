import { isEnumType } from 'graphql';
import { restRoutes } from '../app-routes.js';
import type { AuditApp } from '../audit-app.js';
import { heapUsedAfterGc } from '../memory.js';
import { loadSchema } from '../schema-walk.js';
import { makeSeedFiles, registerArtist, seedArtist } from '../seed.js';
import type { FuzzContext, FuzzTarget } from './fuzz-input.js';
import type { MemoryFigures } from './fuzz-report.js';
import { type FuzzFigures, runFuzz } from './fuzz-runner.js';
import { graphqlFieldTargets } from './graphql-targets.js';
import { restTargets } from './rest-targets.js';
import { transportTargets } from './transport-targets.js';

/**
 * The whole fuzz against a running app: registers and seeds an artist through the API, generates one
 * target per GraphQL field (from schema.graphql), per REST route (from the app's router) and per
 * /graphql transport shape, warms up with one input per target, then runs `runs` inputs between two
 * heap measurements (after a full GC each), and with `replay` runs the same inputs again and
 * measures once more.
 */
export async function fuzzApp(
  app: AuditApp,
  { runs, seed, replay = false }: { runs: number; seed: number; replay?: boolean },
): Promise<{ figures: FuzzFigures; memory: MemoryFigures }> {
  const files = await makeSeedFiles();
  const peer = await registerArtist(app.url, 'Peer');
  const artist = await seedArtist(app.url, 'Fuzz', files, peer);
  const schema = loadSchema();
  const trackSort = schema.getType('TrackSort');
  const context: FuzzContext = {
    knowledge: {
      ownIds: [...Object.values(artist.ids).flat(), peer.userId],
      email: artist.email,
      trackSorts: isEnumType(trackSort) ? trackSort.getValues().map((value) => value.name) : [],
    },
    files,
    wrongTokens: [
      artist.refreshToken,
      new URL(artist.media.trackAudio, app.url).searchParams.get('token') ?? '',
    ],
    mediaPaths: Object.values(artist.media),
  };
  const targets: FuzzTarget[] = [
    ...graphqlFieldTargets(schema, context),
    ...restTargets(restRoutes(app.app), schema, context),
    ...transportTargets(schema, context),
  ];
  const tokenOf = (sender: unknown) => (sender === 'artist' ? artist.token : null);
  const base = { baseUrl: app.url, targets, tokenOf, problems: app.problems };
  const warmUp = await runFuzz({ ...base, runs: targets.length, seed: seed + 1_000_000 });
  const heapBefore = heapUsedAfterGc();
  const figures = await runFuzz({ ...base, runs, seed });
  const heapAfter = heapUsedAfterGc();
  // The same inputs again: caches keyed by input (Apollo's parsed documents) are full by now, so
  // what the heap still gains is what each request leaves behind.
  const heapAfterReplay = replay
    ? await runFuzz({ ...base, runs, seed }).then((again) => {
        figures.failures.push(...again.failures);
        return heapUsedAfterGc();
      })
    : undefined;
  // The warm-up's inputs are not counted, but anything they broke is reported.
  figures.failures.unshift(...warmUp.failures);
  figures.loggedErrors.unshift(...warmUp.loggedErrors);
  figures.notTheClient.unshift(...warmUp.notTheClient);
  return { figures, memory: { heapBefore, heapAfter, heapAfterReplay } };
}
