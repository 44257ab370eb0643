import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { type ErrorCode, knownErrorOf, ServiceUnavailableError } from '../shared/errors.js';

/** What a transport says about an error: status, code, the user-facing message and its details. */
interface ErrorAnswer {
  status: number;
  code: ErrorCode | 'BAD_REQUEST';
  message: string;
  field?: string;
  retryAfterSeconds?: number;
  maxBytes?: number;
}

/**
 * The REST error answer: the user-facing message under `messageKey` ("message" for accounts,
 * "error" for the waitlist, as the description's clients read them), plus a stable code.
 */
export function restErrorHandler(messageKey: 'message' | 'error' = 'message'): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const answer = answerFor(error, req, res);
    res.status(answer.status).json({
      [messageKey]: answer.message,
      code: answer.code,
      field: answer.field,
      maxBytes: answer.maxBytes,
    });
  };
}

/**
 * Errors raised on /graphql before Apollo runs (resolving the caller's session, reading the body or
 * the multipart form) answered in GraphQL's shape, `{errors: [{message, extensions: {code}}]}`,
 * with the same status and headers a REST client would get.
 */
export const graphqlTransportErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const answer = answerFor(error, req, res);
  const extensions = {
    code: answer.code,
    ...(answer.field ? { field: answer.field } : {}),
    ...(answer.retryAfterSeconds ? { retryAfterSeconds: answer.retryAfterSeconds } : {}),
    ...(answer.maxBytes ? { maxBytes: answer.maxBytes } : {}),
  };
  res.status(answer.status).json({ errors: [{ message: answer.message, extensions }] });
};

/** Answers an unknown REST path with JSON rather than the app's HTML page. */
export const restNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.', code: 'NOT_FOUND' });
};

/** Decides the answer for any error, logs what needs logging and sets Retry-After when there is one. */
function answerFor(error: unknown, req: Request, res: Response): ErrorAnswer {
  const known = knownErrorOf(error);
  if (known) {
    if (known instanceof ServiceUnavailableError) req.log.warn({ err: error }, 'database unavailable');
    if (known.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    return {
      status: known.httpStatus,
      code: known.code,
      message: known.message,
      field: known.field,
      retryAfterSeconds: known.retryAfterSeconds,
      maxBytes: known.maxBytes,
    };
  }
  const status = httpStatusOf(error);
  if (status === 413)
    return {
      status,
      code: 'PAYLOAD_TOO_LARGE',
      message: clientErrorMessage(status),
      maxBytes: limitOf(error),
    };
  if (status && status < 500) return { status, code: 'BAD_REQUEST', message: clientErrorMessage(status) };
  req.log.error({ err: error }, 'unexpected error');
  return {
    status: 500,
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Something went wrong on our side. Please try again.',
  };
}

/** body-parser and friends mark client errors (bad JSON, too large) with a status. */
function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** body-parser's 413 names the limit it applied. */
function limitOf(error: unknown): number | undefined {
  const limit = (error as { limit?: unknown } | null)?.limit;
  return typeof limit === 'number' ? limit : undefined;
}

function clientErrorMessage(status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Unsupported content type.';
  return 'The request could not be read.';
}
