import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, RateLimitedError } from '../shared/errors.js';

/**
 * The REST error answer: the user-facing message under `messageKey` ("message" for accounts,
 * "error" for the waitlist, as the description's clients read them), plus a stable code.
 */
export function restErrorHandler(messageKey: 'message' | 'error' = 'message'): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = asAppError(error);
    if (!known) {
      const status = httpStatusOf(error);
      if (status && status < 500) {
        res.status(status).json({ [messageKey]: clientErrorMessage(status), code: 'BAD_REQUEST' });
        return;
      }
      req.log.error({ err: error }, 'unexpected error');
      res.status(500).json({
        [messageKey]: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_SERVER_ERROR',
      });
      return;
    }
    if (known instanceof RateLimitedError) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    res.status(known.httpStatus).json({ [messageKey]: known.message, code: known.code, field: known.field });
  };
}

/** Answers an unknown REST path with JSON rather than the app's HTML page. */
export const restNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.', code: 'NOT_FOUND' });
};

function asAppError(error: unknown): AppError | null {
  return error instanceof AppError ? error : null;
}

/** body-parser and friends mark client errors (bad JSON, too large) with a status. */
function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function clientErrorMessage(status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Unsupported content type.';
  return 'The request could not be read.';
}
