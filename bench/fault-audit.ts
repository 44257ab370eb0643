/**
 * Fault audit (issue 15): the built app (`node server/dist/main.js`, in its own process, on a scratch
 * database) under four faults, each printing its figures and pass/fail checks:
 *   1. PostgreSQL restarted (the link cut 1.5 s) and out for 10 s while clients create playlists with
 *      idempotency keys and retry until acknowledged: nothing acknowledged lost, no duplicates, recovery.
 *   2. The storage disk full (a tmpfs): 507 with the clear message, nothing half-written, other
 *      requests served; uploads succeed again once space is freed.
 *   3. SIGTERM mid-upload: uploads under way finish or are cut at SHUTDOWN_DRAIN_SECONDS, exit 0,
 *      no temporary file.
 *   4. 1,000 uploads abandoned mid-file (REST and GraphQL): no file left open, no temporary file.
 * Run by hand, as root (scenario 2 mounts a tmpfs), with PostgreSQL on BENCH_DATABASE_URL's server:
 *   npm run build && npm run audit:faults
 * SCENARIOS=1,3 runs some; ABORTED_UPLOADS (1000), OUTAGE_WORKERS (20). Exits 1 when a check fails.
 * The machine's PostgreSQL is never stopped: outages are cuts of a TCP relay between app and database.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireBuiltServer } from './built-server.js';
import { abortedUploads } from './fault-audit/aborted-uploads.js';
import { checks } from './fault-audit/audit-kit.js';
import { auditDatabaseOutage } from './fault-audit/database-outage.js';
import { auditFullDisk } from './fault-audit/full-disk.js';
import { auditShutdownDrain } from './fault-audit/shutdown-drain.js';
import { createScratchDatabase } from './scratch-database.js';

requireBuiltServer();
const chosen = new Set((process.env.SCENARIOS ?? '1,2,3,4').split(',').map((s) => s.trim()));
const scratch = await createScratchDatabase();
// Reachable by every user: the workspace's own folders (and /root) may not be.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backline-faults-'));
const started = performance.now();
try {
  if (chosen.has('1')) await auditDatabaseOutage(scratch.url, workDir);
  if (chosen.has('2')) await auditFullDisk(scratch.url, workDir);
  if (chosen.has('3')) await auditShutdownDrain(scratch.url, workDir);
  if (chosen.has('4')) await abortedUploads(scratch.url, workDir);
} finally {
  await scratch.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

const failed = checks.filter((c) => !c.ok);
console.log(
  `\n${checks.length - failed.length} of ${checks.length} checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
for (const c of failed) console.log(`  FAILED [${c.scenario}] ${c.name}: ${c.detail}`);
process.exit(failed.length ? 1 : 0);
