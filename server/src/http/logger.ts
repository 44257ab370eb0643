import { type Logger, pino } from 'pino';
import { serializeErrorForLog } from './error-log-serializer.js';

/** JSON logs; credentials and SQL parameter values are redacted wherever they could appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'backline' },
    serializers: { err: serializeErrorForLog },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.accessToken',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
  });
}
