import { type Logger, pino } from 'pino';

/** JSON logs; credentials are redacted wherever they could appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'backline' },
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
