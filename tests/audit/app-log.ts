import { type Logger, pino } from 'pino';

/** A warning or error the app logged while audited. */
export interface LoggedProblem {
  readonly level: 'warn' | 'error' | 'fatal';
  readonly msg: string;
  readonly err?: { type?: string; message?: string; stack?: string };
}

/**
 * A logger for the audited app that keeps its warnings and errors in memory: a 500 is always logged
 * with its cause ("unexpected error"), and a lost database is logged as a warning, so the reports can
 * say what happened, not only what was answered.
 */
export function captureAppLog(): { logger: Logger; problems: LoggedProblem[] } {
  const problems: LoggedProblem[] = [];
  const levels: Record<number, LoggedProblem['level']> = { 40: 'warn', 50: 'error', 60: 'fatal' };
  const logger = pino(
    { level: 'warn' },
    {
      write(line: string) {
        const entry = JSON.parse(line) as { level: number; msg: string; err?: LoggedProblem['err'] };
        problems.push({ level: levels[entry.level] ?? 'error', msg: entry.msg, err: entry.err });
      },
    },
  );
  return { logger, problems };
}
