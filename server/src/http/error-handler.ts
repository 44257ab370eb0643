import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { AppError, RateLimitedError } from '../shared/errors.js';

interface ErrorAnswer {
  status: number;
  message: string;
  code: string;
  field?: string;
  retryAfterSeconds?: number;
}

/**
 * The REST error answer: the user-facing message under `messageKey` ("message" for accounts,
 * "error" for the waitlist, as the description's clients read them), plus a stable code.
 */
export function restErrorHandler(messageKey: 'message' | 'error' = 'message'): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const answer = errorAnswer(error, req);
    if (answer.retryAfterSeconds) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
    res.status(answer.status).json({ [messageKey]: answer.message, code: answer.code, field: answer.field });
  };
}

/**
 * Errors at /graphql before Apollo runs (an unreadable JSON or multipart body, a refused upload), in
 * GraphQL's response shape so GraphQL clients read them like any other error.
 */
export const graphqlRequestErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const answer = errorAnswer(error, req);
  const extensions = { code: answer.code, ...(answer.field ? { field: answer.field } : {}) };
  res.status(answer.status).json({ errors: [{ message: answer.message, extensions }] });
};

/** Answers an unknown REST path with JSON rather than the app's HTML page. */
export const restNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.', code: 'NOT_FOUND' });
};

/** The status, message and code for an error; anything unexpected is logged and answered with a 500. */
function errorAnswer(error: unknown, req: Request): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.httpStatus,
      message: error.message,
      code: error.code,
      field: error.field,
      retryAfterSeconds: error instanceof RateLimitedError ? error.retryAfterSeconds : undefined,
    };
  }
  const status = httpStatusOf(error);
  if (status && status < 500) return { status, message: clientErrorMessage(status), code: 'BAD_REQUEST' };
  req.log.error({ err: error }, 'unexpected error');
  return {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
    code: 'INTERNAL_SERVER_ERROR',
  };
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
