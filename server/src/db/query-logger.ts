import { DefaultLogger, type LogContext, type LoggerNamespace } from '@mikro-orm/core';

/**
 * MikroORM's logger with parameter logging switched off for good: with `query-params` never enabled
 * (not by `debug`, not by a query's own `logging` option), a logged query shows `$1`, `$2` where the
 * values were, and the values themselves (emails, password hashes, lyrics) never reach a log line.
 */
export class ParameterFreeLogger extends DefaultLogger {
  override isEnabled(namespace: LoggerNamespace, context?: LogContext): boolean {
    if (namespace === 'query-params') return false;
    return super.isEnabled(namespace, context);
  }

  override logQuery(context: { query: string } & LogContext): void {
    super.logQuery({ ...context, params: undefined });
  }
}
