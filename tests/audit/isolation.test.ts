import { expect, it } from 'vitest';
import { useTestDatabase } from '../../server/src/test/database.js';
import { useTestServer } from '../../server/src/test/test-server.js';
import { captureAppLog } from './app-log.js';
import { AUDIT_CONFIG } from './audit-app.js';
import { auditIsolation, formatIsolationReport, isolationFailures } from './isolation/isolation-session.js';

// `npm run audit:isolation` as a test: the same probes, every id-taking field and route (it is deterministic).
const db = useTestDatabase();
const { logger, problems } = captureAppLog();
const server = useTestServer(db, AUDIT_CONFIG, logger);

it("answers artist B NOT_FOUND for each of artist A's ids, on every field and route that takes one, and leaves A's data as it was", async () => {
  const report = await auditIsolation({ url: server.url, app: server.app, problems });
  console.log(
    formatIsolationReport(report)
      .filter((line) => !line.startsWith('  ok'))
      .join('\n'),
  );
  expect(isolationFailures(report)).toEqual([]);
  expect(report.graphqlOutcomes.length).toBeGreaterThan(0);
  expect(report.restOutcomes.length).toBeGreaterThan(0);
  expect(problems.filter((problem) => problem.level !== 'warn')).toEqual([]);
}, 60_000);
