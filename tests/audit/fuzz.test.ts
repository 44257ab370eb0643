import { expect, it } from 'vitest';
import { useTestDatabase } from '../../server/src/test/database.js';
import { useTestServer } from '../../server/src/test/test-server.js';
import { captureAppLog } from './app-log.js';
import { AUDIT_CONFIG } from './audit-app.js';
import { formatFuzzReport } from './fuzz/fuzz-report.js';
import { fuzzApp } from './fuzz/fuzz-session.js';

// The short run of `npm run audit:fuzz`: a few hundred inputs, every GraphQL field and REST route.
const db = useTestDatabase();
const { logger, problems } = captureAppLog();
const server = useTestServer(db, AUDIT_CONFIG, logger);

it('answers generated and hostile inputs to every field and route without a 5xx or INTERNAL_SERVER_ERROR', async () => {
  const runs = Number(process.env.FUZZ_RUNS ?? 300);
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const { figures, memory } = await fuzzApp({ url: server.url, app: server.app, problems }, { runs, seed });
  const report = formatFuzzReport(figures, memory);
  console.log(report.join('\n'));
  expect(report.filter((line) => line.startsWith('FAILURE') || line.startsWith('  input'))).toEqual([]);
  expect(figures.loggedErrors).toEqual([]);
}, 120_000);
