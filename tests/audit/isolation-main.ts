/**
 * Isolation audit (issue 15): artist B calls every GraphQL field and REST route that takes an id with
 * artist A's ids; each must answer NOT_FOUND (or is allow-listed as public), and A's data must not
 * change. Run:  npm run audit:isolation   (BENCH_DATABASE_URL as for the benchmarks). Exits 1 on a failure.
 */
import { withAuditApp } from './audit-app.js';
import { auditIsolation, formatIsolationReport, isolationFailures } from './isolation/isolation-session.js';

const report = await withAuditApp((app) => auditIsolation(app));
for (const line of formatIsolationReport(report)) console.log(line);
process.exitCode = isolationFailures(report).length > 0 ? 1 : 0;
