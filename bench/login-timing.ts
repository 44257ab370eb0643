/**
 * Does a login with an unknown email cost about the same as one with a wrong password?
 * Runs both through the real AccountService on a scratch database, interleaved, and prints the
 * ratio of their medians (1.00 = indistinguishable). Run by hand:
 *   node --import @swc-node/register/esm-register bench/login-timing.ts
 * Uses BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres.
 */
import 'reflect-metadata';
import { openDatabase } from '../server/src/db/database.js';
import { createServices } from '../server/src/services.js';
import { testConfig } from '../server/src/test/test-config.js';
import { createScratchDatabase, median } from './scratch-database.js';

const ROUNDS = Number(process.env.ROUNDS ?? 60);
const scratch = await createScratchDatabase();
const orm = await openDatabase(scratch.url);
try {
  const config = testConfig({
    RATE_LIMIT_LOGIN_FAILURES: '1000000',
    RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '1000000',
  });
  const { accounts } = createServices(orm, config, config.jwt.secret ?? '');
  const caller = { clientAddress: '127.0.0.1' };
  await accounts.register(
    orm.em.fork(),
    { email: 'known@example.com', password: 'the real password', artistName: 'K' },
    caller,
  );

  const time = async (email: string) => {
    const started = process.hrtime.bigint();
    await accounts
      .login(orm.em.fork(), { email, password: 'a wrong password' }, caller)
      .catch(() => undefined);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  await time('warmup@example.com');
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    known.push(await time('known@example.com'));
    unknown.push(await time(`nobody${round}@example.com`));
  }
  const knownMs = median(known);
  const unknownMs = median(unknown);
  console.log(`rounds: ${ROUNDS}`);
  console.log(`wrong password (baseline): median ${knownMs.toFixed(1)} ms`);
  console.log(`unknown email:             median ${unknownMs.toFixed(1)} ms`);
  console.log(`ratio unknown/baseline:    ${(unknownMs / knownMs).toFixed(2)}`);
} finally {
  await orm.close();
  await scratch.drop();
}
