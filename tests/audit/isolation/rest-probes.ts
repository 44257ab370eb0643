import { randomUUID } from 'node:crypto';
import { fillPath, type RestRoute, routeName } from '../app-routes.js';
import { send } from '../http-call.js';
import type { SeededArtist } from '../seed.js';
import type { ProbeOutcome } from './graphql-probes.js';

/** What a route's `:param` names, by the path segment before it ("/media/covers/:id" -> Track). */
const PARAM_TYPES_BY_SEGMENT: Record<string, string> = {
  tracks: 'Track',
  notes: 'Note',
  covers: 'Track',
  versions: 'TrackVersion',
};
/** Parameters that are no ids, with a valid value. */
const OTHER_PARAMS: Record<string, string> = { size: 'small' };

/**
 * Routes open to anyone by design, with why; the audit leaves them out. Each has tests of its own
 * that it serves nothing else (profile-photo.api.test.ts).
 */
export const OPEN_BY_DESIGN: Record<string, string> = {
  'GET /media/avatars/:artistId/:photoId/:size':
    'a profile photo is shown to every artist; its address holds a random id made when it was set',
};

export interface RestPlan {
  readonly routes: number;
  readonly run: (baseUrl: string) => Promise<ProbeOutcome[]>;
}

/**
 * Every REST route with a path parameter, called by artist B with artist A's id: with B's session it
 * must answer 404; with a signed address B holds for its own file of that kind, exactly what it
 * answers for an id that does not exist (401: the address grants that one file, nothing else). Fails
 * up front, naming it, for a parameter it cannot map to a seeded type.
 */
export function planRestProbes(routes: RestRoute[], owner: SeededArtist, caller: SeededArtist): RestPlan {
  const withIds = routes.filter(
    (route) =>
      !(routeName(route) in OPEN_BY_DESIGN) && route.params.some((param) => !(param in OTHER_PARAMS)),
  );
  const plans = withIds.map((route) => {
    const segments = route.path.split('/');
    const values = (pick: (type: string) => string) =>
      Object.fromEntries(
        route.params.map((param) => {
          if (param in OTHER_PARAMS) return [param, OTHER_PARAMS[param] as string];
          const segment = segments[segments.indexOf(`:${param}`) - 1] ?? '';
          const type = PARAM_TYPES_BY_SEGMENT[segment];
          if (!type || !owner.ids[type]?.length) {
            throw new Error(
              `The isolation audit cannot tell what ${routeName(route)}'s :${param} names: add '${segment}' to ` +
                'PARAM_TYPES_BY_SEGMENT in tests/audit/isolation/rest-probes.ts (a GraphQL type the seed provides).',
            );
          }
          return [param, pick(type)];
        }),
      );
    const ownersPath = fillPath(
      route,
      values((type) => owner.ids[type]?.[0] as string),
    );
    const nobodysPath = fillPath(
      route,
      values(() => randomUUID()),
    );
    const kind = route.path.split('/:')[0] ?? route.path;
    const signed = Object.values(caller.media).find((media) => media.startsWith(`${kind}/`));
    if (kind.startsWith('/media/') && !signed) {
      throw new Error(
        `The seed hands out no signed address under ${kind}/: seed one in tests/audit/seed.ts.`,
      );
    }
    return {
      route,
      ownersPath,
      nobodysPath,
      token: signed ? new URL(signed, 'http://x').searchParams.get('token') : null,
    };
  });
  return {
    routes: withIds.length,
    run: async (baseUrl) => {
      const outcomes: ProbeOutcome[] = [];
      for (const plan of plans) {
        const name = routeName(plan.route);
        const session = {
          method: 'GET' as const,
          path: plan.ownersPath,
          headers: { authorization: `Bearer ${caller.token}` },
        };
        const answer = await send(baseUrl, session);
        outcomes.push({
          probe: { name: `${name} with B's session`, expect: 'NOT_FOUND', call: session },
          ok: answer.status === 404,
          got: `${answer.status} ${answer.text.slice(0, 120)}`,
        });
        if (!plan.token) continue;
        const signed = {
          method: 'GET' as const,
          path: `${plan.ownersPath}?token=${plan.token}`,
          headers: {},
        };
        const [withSigned, forNobody] = [
          await send(baseUrl, signed),
          await send(baseUrl, { ...signed, path: `${plan.nobodysPath}?token=${plan.token}` }),
        ];
        outcomes.push({
          probe: {
            name: `${name} with B's signed address of its own file`,
            expect: 'as for an id of nothing',
            call: signed,
          },
          ok:
            withSigned.status >= 400 &&
            withSigned.status === forNobody.status &&
            withSigned.text === forNobody.text,
          got: `${withSigned.status} ${withSigned.text.slice(0, 120)} (an id of nothing: ${forNobody.status})`,
        });
      }
      return outcomes;
    },
  };
}
