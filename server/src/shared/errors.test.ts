import { describe, expect, it } from 'vitest';
import { knownErrorOf, RequestAbortedError } from './errors.js';

describe('knownErrorOf', () => {
  it("takes graphql-upload-ts's 499 (the client went away mid-upload) for an interrupted upload", () => {
    // graphql-upload-ts's http-errors object, as its processRequest rejects an unfinished upload.
    const disconnected = Object.assign(new Error('Request disconnected during file upload stream parsing.'), {
      status: 499,
      expose: true,
    });
    expect(knownErrorOf(disconnected)).toBeInstanceOf(RequestAbortedError);
    expect(knownErrorOf(Object.assign(new Error('other'), { status: 500 }))).toBeNull();
  });
});
