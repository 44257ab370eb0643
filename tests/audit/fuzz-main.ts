/**
 * Fuzz audit (issue 15): generated and hostile inputs to every GraphQL field and REST route of the
 * app running in this process; no answer may be a 5xx or INTERNAL_SERVER_ERROR. Run:
 *   npm run audit:fuzz                 (FUZZ_RUNS inputs, default 5000; FUZZ_SEED replays a run)
 * BENCH_DATABASE_URL picks the PostgreSQL server (default 127.0.0.1:5432; a scratch database is made).
 * The inputs run twice (the second pass replays the first) between heap measurements; exits 1 when
 * an input fails or the heap grows by more than 5% over the replay.
 */
import { withAuditApp } from './audit-app.js';
import { formatFuzzReport } from './fuzz/fuzz-report.js';
import { fuzzApp } from './fuzz/fuzz-session.js';

const runs = Number(process.env.FUZZ_RUNS ?? 5000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MAX_REPLAY_HEAP_RATIO = 1.05;

const { figures, memory } = await withAuditApp((app) => fuzzApp(app, { runs, seed, replay: true }));
for (const line of formatFuzzReport(figures, memory)) console.log(line);
const replayRatio = (memory.heapAfterReplay ?? memory.heapAfter) / memory.heapAfter;
if (replayRatio > MAX_REPLAY_HEAP_RATIO)
  console.log(`The heap grew by more than ${MAX_REPLAY_HEAP_RATIO}x on the replay: a leak?`);
process.exitCode = figures.failures.length > 0 || replayRatio > MAX_REPLAY_HEAP_RATIO ? 1 : 0;
