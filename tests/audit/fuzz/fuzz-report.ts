import { megabytes } from '../memory.js';
import { describeInput } from './fuzz-input.js';
import type { FuzzFigures } from './fuzz-runner.js';

export interface MemoryFigures {
  readonly heapBefore: number;
  readonly heapAfter: number;
  readonly heapAfterReplay?: number;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The fuzz run's figures as lines to print: counts, answers, the slowest, failures, memory. */
export function formatFuzzReport(figures: FuzzFigures, memory?: MemoryFigures): string[] {
  const { targets } = figures;
  const lines = [
    `Fuzz: ${count(figures.inputs)} inputs over ${targets['graphql field'] + targets['rest route'] + targets.transport} targets ` +
      `(${targets['graphql field']} GraphQL fields, ${targets['rest route']} REST routes, ${targets.transport} /graphql transport) ` +
      `in ${figures.seconds.toFixed(1)} s; seed ${figures.seed} (FUZZ_SEED=${figures.seed} replays it)`,
    `  senders: ${Object.entries(figures.bySender)
      .map(([sender, n]) => `${sender} ${count(n)}`)
      .join(
        ', ',
      )}${figures.shrinkRequests ? `; ${count(figures.shrinkRequests)} more requests while shrinking` : ''}`,
    'Answers by HTTP status and code:',
    ...[...figures.byAnswer.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, n]) => `  ${key.padEnd(40)} ${count(n).padStart(7)}`),
    'Slowest requests:',
    ...figures.slowest.map(
      (timed) =>
        `  ${timed.milliseconds.toFixed(0).padStart(6)} ms  ${timed.status}  ${timed.target}: ${timed.description}`,
    ),
  ];
  if (figures.failures.length === 0) lines.push('Failures (5xx, INTERNAL_SERVER_ERROR, no answer): none');
  for (const failure of figures.failures) {
    lines.push(
      `FAILURE ${failure.target}: ${failure.reason} (seed ${failure.seed}, shrunk ${failure.shrinks} times)`,
      `  input: ${describeInput(failure.input, 4000)}`,
      `  answer: ${failure.answer.status} ${failure.answer.text.slice(0, 300)}`,
    );
  }
  const outside = new Map<string, number>();
  for (const { reason } of figures.notTheClient) outside.set(reason, (outside.get(reason) ?? 0) + 1);
  lines.push(
    outside.size === 0
      ? 'Causes outside the request (database down, disk full): none'
      : `Causes outside the request, not counted as failures: ${[...outside].map(([reason, n]) => `${reason} x${n}`).join('; ')}`,
  );
  lines.push(`Errors the app logged: ${figures.loggedErrors.length}`);
  const distinct = new Map(
    figures.loggedErrors.map((problem) => [`${problem.msg} ${problem.err?.message}`, problem]),
  );
  for (const problem of distinct.values()) {
    lines.push(`  ${problem.msg}: ${problem.err?.type ?? ''} ${problem.err?.message ?? ''}`.slice(0, 300));
    const stack = problem.err?.stack?.split('\n').slice(1, 6) ?? [];
    lines.push(...stack.map((frame) => `    ${frame.trim()}`));
  }
  if (memory) {
    lines.push(
      `Memory (heap used after a full GC): ${megabytes(memory.heapBefore)} MB before the inputs, ` +
        `${megabytes(memory.heapAfter)} MB after; ratio ${(memory.heapAfter / memory.heapBefore).toFixed(2)}`,
    );
    if (memory.heapAfterReplay !== undefined) {
      lines.push(
        `  after the same inputs once more: ${megabytes(memory.heapAfterReplay)} MB; ratio to the first pass ` +
          `${(memory.heapAfterReplay / memory.heapAfter).toFixed(2)}`,
      );
    }
  }
  return lines;
}
