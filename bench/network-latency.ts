/**
 * Latency of My Network's reads over GraphQL with ARTISTS artists (default 20,000) and about ten
 * connections each, against the baseline of the cheapest signed-in query (`me { id }`, the same
 * session check and HTTP path): `network` (first pages of 50) for an artist with 200 connections (half mutual) and 50
 * requests, and `artistSearch` for a name part that many names contain. The app runs in this
 * process on a scratch database; artists and connections are inserted with SQL. Run by hand:
 *   npm run bench:network -w server
 * BENCH_DATABASE_URL defaults to postgresql://postgres@127.0.0.1:5432/postgres.
 */
import { withSignedInApp } from './signed-in-app.js';
import { timeAlternately } from './timing.js';

const ARTISTS = Number(process.env.ARTISTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 100);

const BASELINE = '{ me { id } }';
// The web client's pages: the first 50 connections and requests, the first 20 search results.
const NETWORK = `{ network { connectionCount mutualCount
  connections(first: 50) { totalCount nodes { id artistName role avatar genre connected connectsBack mutual } }
  requests(first: 50) { totalCount nodes { id artistName } } } }`;
const SEARCH =
  '{ artistSearch(name: "ist 12") { totalCount nodes { id artistName role avatar connected connectsBack mutual } } }';

await withSignedInApp(async ({ direct, userId, gql }) => {
  await direct.query(
    `insert into users (id, created_at, updated_at, email, password_hash, artist_name, genre)
     select gen_random_uuid(), now(), now(), 'artist' || n || '@example.com', 'x', 'Artist ' || n, 'House'
     from generate_series(1, $1) as n`,
    [ARTISTS],
  );
  // About ten connections from every artist to others, then the benchmarked artist's own.
  await direct.query(
    `with numbered as (select id, row_number() over (order by id) as n from users where id <> $1)
     insert into connections (from_id, to_id)
     select a.id, b.id from numbered a
     join generate_series(1, 10) as k on true
     join numbered b on b.n = 1 + (a.n * 7 + k * 131) % $2
     where a.id <> b.id
     on conflict do nothing`,
    [userId, ARTISTS],
  );
  await direct.query(
    `with picked as (select id, row_number() over (order by id) as n from users where id <> $1 limit 250)
     insert into connections (from_id, to_id)
     select $1, id from picked where n <= 200
     union all select id, $1 from picked where n <= 100 or n > 200
     on conflict do nothing`,
    [userId],
  );
  await direct.query('analyze users; analyze connections');

  const check = (await gql(NETWORK)) as {
    data?: { network: { connectionCount: number; mutualCount: number } };
  };
  if (check.data?.network.connectionCount !== 200 || check.data.network.mutualCount !== 100) {
    throw new Error(`unexpected answer: ${JSON.stringify(check).slice(0, 300)}`);
  }
  const found = (await gql(SEARCH)) as { data?: { artistSearch: { nodes: unknown[] } } };
  if (found.data?.artistSearch.nodes.length !== 20)
    throw new Error(`unexpected search: ${JSON.stringify(found)}`);

  const [networkMs, baseForNetwork] = await timeAlternately(
    ROUNDS,
    () => gql(NETWORK),
    () => gql(BASELINE),
  );
  const [searchMs, baseForSearch] = await timeAlternately(
    ROUNDS,
    () => gql(SEARCH),
    () => gql(BASELINE),
  );
  console.log(`${ARTISTS} artists, ${ROUNDS} rounds each, medians against { me { id } }:`);
  console.log(
    `network (first 50 of 200 connections, 50 requests) ${networkMs.toFixed(2)} ms, baseline ${baseForNetwork.toFixed(2)} ms, ratio ${(networkMs / baseForNetwork).toFixed(2)}`,
  );
  console.log(
    `artistSearch("ist 12", 20 of many) ${searchMs.toFixed(2)} ms, baseline ${baseForSearch.toFixed(2)} ms, ratio ${(searchMs / baseForSearch).toFixed(2)}`,
  );
});
