/**
 * Latency of dashboardStats and tracks(first: 50) over GraphQL with 10,000 tracks, against the same
 * SQL run directly on the database (target: within 3x): the session check every authenticated request
 * makes, then the page (the columns the app selects when no waveform is asked for) and the count, or the
 * dashboard aggregates. The app runs in this process (createApp) on a
 * scratch database; tracks are inserted with SQL. Run by hand:
 *   npm run bench:library -w server
 * BENCH_DATABASE_URL defaults to postgresql://postgres@127.0.0.1:5432/postgres; TRACKS to 10000.
 */
import { withSignedInApp } from './signed-in-app.js';
import { timeAlternately } from './timing.js';

const TRACKS = Number(process.env.TRACKS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 100);
const DASHBOARD = `{ dashboardStats { totalTracks storageBytes recentUploads { id title artist createdAt }
  quickStats { genres { name count } moods { name count } } } }`;
const TRACK_PAGE =
  '{ tracks(first: 50) { totalCount pageInfo { endCursor } edges { node { id title artist genre key bpm } } } }';

await withSignedInApp(async ({ direct, userId, gql }) => {
  const [session] = (
    await direct.query<{ id: string }>('select id from sessions where user_id = $1', [userId])
  ).rows;
  // Every authenticated request first checks its session is live, so the direct runs do too.
  const sessionSql = () =>
    direct.query('select count(*)::int from sessions where id = $1 and user_id = $2 and revoked_at is null', [
      session?.id,
      userId,
    ]);
  await direct.query(
    `insert into tracks (id, created_at, updated_at, owner_id, title, artist, bpm, key, genre, mood, format,
       duration_seconds, sample_rate, channels, bit_rate, size_bytes, storage_key, peaks)
     select gen_random_uuid(), now() - (n || ' minutes')::interval, now(), $1, 'Track ' || n, 'Artist ' || (n % 97),
       60 + (n % 120), 'C', (array['House','Techno','Ambient','Pop','Rock'])[1 + n % 5],
       (array['','Dark','Happy','Calm'])[1 + n % 4], 'WAV', 180, 44100, 2, 1411200, 3000000 + n,
       'tracks/bench/' || n || '.wav', decode(repeat('7f81', 8000), 'hex')
     from generate_series(1, $2) as n`,
    [userId, TRACKS],
  );
  await direct.query('analyze tracks');

  const dashboardSql = () =>
    Promise.all([
      sessionSql(),
      direct.query(
        'select count(*)::int, coalesce(sum(size_bytes),0)::bigint from tracks where owner_id = $1',
        [userId],
      ),
      direct.query(
        'select id, title, artist, created_at from tracks where owner_id = $1 order by created_at desc, id desc limit 5',
        [userId],
      ),
      direct.query(
        `select genre, count(*)::int from tracks where owner_id = $1 and genre <> '' group by genre`,
        [userId],
      ),
      direct.query(
        `select mood, count(*)::int from tracks where owner_id = $1 and mood <> '' group by mood`,
        [userId],
      ),
    ]);
  // The page's query asks for no waveform, so like the app this leaves out the 16 KB peaks column.
  const columns = await direct.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_name = 'tracks' and column_name <> 'peaks'",
  );
  const listedColumns = columns.rows.map((row) => row.column_name).join(', ');
  const pageSql = () =>
    Promise.all([
      sessionSql(),
      direct.query(
        `select ${listedColumns} from tracks where owner_id = $1 order by created_at desc, id desc limit 51`,
        [userId],
      ),
      direct.query('select count(*)::int from tracks where owner_id = $1', [userId]),
    ]);

  const check = (await gql(DASHBOARD)) as { data?: { dashboardStats: { totalTracks: number } } };
  if (check.data?.dashboardStats.totalTracks !== TRACKS)
    throw new Error(`unexpected answer: ${JSON.stringify(check)}`);

  const [dashboardApi, dashboardDirect] = await timeAlternately(ROUNDS, () => gql(DASHBOARD), dashboardSql);
  const [pageApi, pageDirect] = await timeAlternately(ROUNDS, () => gql(TRACK_PAGE), pageSql);
  console.log(`${TRACKS} tracks, ${ROUNDS} rounds each, medians:`);
  console.log(
    `dashboardStats over GraphQL ${dashboardApi.toFixed(2)} ms, same SQL direct ${dashboardDirect.toFixed(2)} ms, ratio ${(dashboardApi / dashboardDirect).toFixed(2)} (target <= 3)`,
  );
  console.log(
    `tracks(first: 50) over GraphQL ${pageApi.toFixed(2)} ms, same SQL direct ${pageDirect.toFixed(2)} ms, ratio ${(pageApi / pageDirect).toFixed(2)} (target <= 3)`,
  );
});
