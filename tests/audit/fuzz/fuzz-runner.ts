import fc from 'fast-check';
import type { LoggedProblem } from '../app-log.js';
import { answerCodes, type HttpAnswer, type HttpCall, send } from '../http-call.js';
import { describeInput, type FuzzInput, type FuzzTarget, type Sender } from './fuzz-input.js';

/** How an answer counts: the app did its job, the app failed, or something outside the request failed. */
export type Verdict =
  | { readonly kind: 'ok' }
  | { readonly kind: 'failure'; readonly reason: string }
  | { readonly kind: 'not the client'; readonly reason: string };

/**
 * A 5xx or an INTERNAL_SERVER_ERROR anywhere is a failure, and so is no answer at all. A lost
 * database (503 SERVICE_UNAVAILABLE) or a full disk (507 INSUFFICIENT_STORAGE) is the app answering
 * correctly about a cause that is not the request: counted apart, never as a fuzz failure.
 */
export function verdictOf(answer: HttpAnswer): Verdict {
  if (answer.transportError) return { kind: 'failure', reason: `no answer: ${answer.transportError}` };
  const codes = answerCodes(answer);
  if (codes.includes('INTERNAL_SERVER_ERROR')) return { kind: 'failure', reason: 'INTERNAL_SERVER_ERROR' };
  if (answer.status === 503 && codes.includes('SERVICE_UNAVAILABLE')) {
    return { kind: 'not the client', reason: 'database unavailable (503 SERVICE_UNAVAILABLE)' };
  }
  if (answer.status === 507 && codes.includes('INSUFFICIENT_STORAGE')) {
    return { kind: 'not the client', reason: 'disk full (507 INSUFFICIENT_STORAGE)' };
  }
  if (answer.status >= 500) return { kind: 'failure', reason: `HTTP ${answer.status}` };
  return { kind: 'ok' };
}

export interface FuzzFailure {
  readonly target: string;
  /** The smallest failing input fast-check found, and what it answered when sent again. */
  readonly input: FuzzInput;
  readonly answer: HttpAnswer;
  readonly reason: string;
  readonly seed: number;
  readonly shrinks: number;
}

export interface TimedRequest {
  readonly target: string;
  readonly milliseconds: number;
  readonly status: number;
  /** The input, cut short (the inputs themselves can be megabytes: the memory check must not count them). */
  readonly description: string;
}

export interface FuzzFigures {
  readonly seed: number;
  readonly inputs: number;
  readonly shrinkRequests: number;
  readonly seconds: number;
  readonly targets: Record<FuzzTarget['kind'], number>;
  readonly bySender: Record<string, number>;
  readonly byAnswer: Map<string, number>;
  readonly slowest: TimedRequest[];
  readonly failures: FuzzFailure[];
  readonly notTheClient: { target: string; reason: string }[];
  readonly loggedErrors: LoggedProblem[];
}

export interface FuzzRun {
  readonly baseUrl: string;
  readonly targets: FuzzTarget[];
  /** Inputs in all, shared evenly by the targets (each gets at least one). */
  readonly runs: number;
  readonly seed: number;
  readonly tokenOf: (sender: Sender) => string | null;
  /** The app's captured warnings and errors. */
  readonly problems: LoggedProblem[];
}

const SLOWEST_KEPT = 10;

/** Runs each target as a fast-check property (failures are shrunk), counting every answer. */
export async function runFuzz(run: FuzzRun): Promise<FuzzFigures> {
  const started = performance.now();
  const loggedBefore = run.problems.length;
  const perTarget = Math.max(1, Math.ceil(run.runs / run.targets.length));
  const figures = {
    seed: run.seed,
    inputs: 0,
    shrinkRequests: 0,
    seconds: 0,
    targets: { 'graphql field': 0, 'rest route': 0, transport: 0 },
    bySender: {} as Record<string, number>,
    byAnswer: new Map<string, number>(),
    slowest: [] as TimedRequest[],
    failures: [] as FuzzFailure[],
    notTheClient: [] as { target: string; reason: string }[],
    loggedErrors: [] as LoggedProblem[],
  };
  for (const [index, target] of run.targets.entries()) {
    figures.targets[target.kind] += 1;
    let shrinking = false;
    const property = fc.asyncProperty(target.input, async (input) => {
      const answer = await send(run.baseUrl, withSender(input, run.tokenOf));
      const verdict = verdictOf(answer);
      if (shrinking) {
        figures.shrinkRequests += 1;
      } else {
        record(figures, target.name, input, answer);
        if (verdict.kind === 'not the client')
          figures.notTheClient.push({ target: target.name, reason: verdict.reason });
      }
      if (verdict.kind === 'failure') shrinking = true;
      return verdict.kind !== 'failure';
    });
    const seed = run.seed + index;
    const result = await fc.check(property, { numRuns: perTarget, seed });
    if (result.failed && result.counterexample) {
      const [input] = result.counterexample;
      const answer = await send(run.baseUrl, withSender(input, run.tokenOf));
      const verdict = verdictOf(answer);
      figures.failures.push({
        target: target.name,
        input,
        answer,
        reason: verdict.kind === 'ok' ? 'failed once, passed when sent again' : verdict.reason,
        seed,
        shrinks: result.numShrinks,
      });
    }
  }
  figures.seconds = (performance.now() - started) / 1000;
  figures.loggedErrors = run.problems.slice(loggedBefore).filter((problem) => problem.level !== 'warn');
  return figures;
}

function record(
  figures: FuzzFigures & { inputs: number },
  target: string,
  input: FuzzInput,
  answer: HttpAnswer,
) {
  figures.inputs += 1;
  const sender = typeof input.sender === 'string' ? input.sender : 'bad token';
  figures.bySender[sender] = (figures.bySender[sender] ?? 0) + 1;
  const codes = [...new Set(answerCodes(answer))].sort().join(',') || '-';
  const key = answer.transportError ? 'no answer' : `${answer.status} ${codes}`;
  figures.byAnswer.set(key, (figures.byAnswer.get(key) ?? 0) + 1);
  const slowest = figures.slowest;
  if (slowest.length < SLOWEST_KEPT || answer.milliseconds > (slowest.at(-1)?.milliseconds ?? 0)) {
    const description = describeInput(input, 140);
    slowest.push({ target, milliseconds: answer.milliseconds, status: answer.status, description });
    slowest.sort((a, b) => b.milliseconds - a.milliseconds);
    slowest.length = Math.min(slowest.length, SLOWEST_KEPT);
  }
}

/** The call with the sender's Authorization header. */
export function withSender(input: FuzzInput, tokenOf: (sender: Sender) => string | null): HttpCall {
  const token = tokenOf(input.sender);
  const authorization =
    typeof input.sender === 'object' ? input.sender.authorization : token ? `Bearer ${token}` : undefined;
  return authorization === undefined
    ? input.call
    : { ...input.call, headers: { ...input.call.headers, authorization } };
}
