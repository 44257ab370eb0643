import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';

/**
 * Machine-readable codes shared by GraphQL (extensions.code) and REST. Input the user can fix
 * (invalid, taken, wrong type) is BAD_USER_INPUT; the HTTP status tells them apart. A body or file
 * over a size limit is PAYLOAD_TOO_LARGE, with the limit (`maxBytes`).
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'CONFLICT'
  | 'INVALID_CREDENTIALS'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'INSUFFICIENT_STORAGE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** An error whose message is safe to show to the user, with its GraphQL code and HTTP status. */
export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  abstract readonly httpStatus: number;
  /** The input field the error is about, when there is one. */
  readonly field?: string;
  /** When set, the client may retry after this many seconds (HTTP Retry-After, extensions.retryAfterSeconds). */
  readonly retryAfterSeconds?: number;
  /** For a size refused: the most bytes accepted (extensions.maxBytes). */
  readonly maxBytes?: number;

  constructor(message: string, options: { field?: string } = {}) {
    super(message);
    this.name = new.target.name;
    this.field = options.field;
  }
}

export class ValidationError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
}

export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  readonly httpStatus = 401;
  constructor(message = 'Please sign in to continue.') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  readonly httpStatus = 403;
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  readonly httpStatus = 404;
}

/** The request clashes with what exists (an email already registered). */
export class ConflictError extends AppError {
  readonly code = 'CONFLICT';
  readonly httpStatus = 409;
}

/**
 * A sign-in refused: wrong email or password. Not UNAUTHENTICATED, which means only 'no valid
 * session', so a client that renews its session on UNAUTHENTICATED never tries to renew a failed login.
 */
export class InvalidCredentialsError extends AppError {
  readonly code = 'INVALID_CREDENTIALS';
  readonly httpStatus = 401;
}

/** The request is well-formed but cannot be carried out as asked (an idempotency key reused for another request). */
export class UnprocessableError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 422;
}

export class PayloadTooLargeError extends AppError {
  readonly code = 'PAYLOAD_TOO_LARGE';
  readonly httpStatus = 413;
  override readonly maxBytes: number;

  constructor(message: string, maxBytes: number) {
    super(message);
    this.maxBytes = maxBytes;
  }
}

export class UnsupportedMediaError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 415;
}

export class RateLimitedError extends AppError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly httpStatus = 429;
  override readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('Too many attempts. Please try again later.');
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** The server has no room left to store a file; the user can try again later. */
export class InsufficientStorageError extends AppError {
  readonly code = 'INSUFFICIENT_STORAGE';
  readonly httpStatus = 507;
  constructor() {
    super('There is no room to store this file right now. Please try again later.');
  }
}

/** The client went away before its request was read to the end. */
export class RequestAbortedError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor() {
    super('The upload was interrupted before it finished.');
  }
}

/** A dependency (the database) cannot be reached right now; the same request may succeed later. */
export class ServiceUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly httpStatus = 503;
  override readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS) {
    super('The service is temporarily unavailable. Please try again in a few seconds.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The AppError a transport should answer for any thrown value: an AppError as it is, a lost or
 * unreachable database as ServiceUnavailableError, an upload its client abandoned as
 * RequestAbortedError, anything else null (an unexpected error).
 */
export function knownErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError();
  if (isAbandonedUpload(error)) return new RequestAbortedError();
  return uploadFormError(error);
}

/** The one rule for every upload, on both transports: one file per request, a second one refused. */
export function oneFilePerRequestError(field: string): ValidationError {
  return new ValidationError('Send one file per request.', { field });
}

const UPLOAD_SPEC_FIELD_LIMIT = /multipart field value exceeds the (\d+) byte size limit/;

/**
 * What graphql-upload-ts refuses in a multipart form, in our terms: it marks its errors with an HTTP
 * status only, and a file the map names but the form lacks would otherwise read as our fault.
 */
function uploadFormError(error: unknown): AppError | null {
  if (!(error instanceof Error)) return null;
  const status = (error as { status?: unknown }).status;
  if (status === 400 && error.message === 'File missing in the request.')
    return new ValidationError('The request names a file that it does not contain.', { field: 'file' });
  if (status === 413 && error.message.endsWith('max file uploads exceeded.'))
    return oneFilePerRequestError('file');
  const fieldLimit = status === 413 ? UPLOAD_SPEC_FIELD_LIMIT.exec(error.message) : null;
  if (fieldLimit) return new PayloadTooLargeError('A form field is too large.', Number(fieldLimit[1]));
  return null;
}

/**
 * graphql-upload-ts rejects an upload whose client went away mid-body with HTTP status 499 (no one
 * reads the answer): the client's doing, like RequestAbortedError over REST, not an internal error.
 */
function isAbandonedUpload(error: unknown): boolean {
  return error instanceof Error && (error as { status?: unknown }).status === 499;
}
