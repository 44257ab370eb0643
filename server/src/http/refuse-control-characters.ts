import type { RequestHandler } from 'express';
import {
  fieldOf,
  findRefusedCharacter,
  type RefusedCharacter,
  refusedCharacterMessage,
} from '../shared/control-characters.js';
import { ValidationError } from '../shared/errors.js';

/** The refusal of a value's first control character as a ValidationError (400, BAD_USER_INPUT). */
export function controlCharacterError(refused: RefusedCharacter): ValidationError {
  return new ValidationError(refusedCharacterMessage(refused.path, refused.character), {
    field: fieldOf(refused.path),
  });
}

/** Throws when any string in a JSON-like value (a REST body, a form's fields) holds a control character. */
export function assertNoControlCharacters(value: unknown): void {
  const refused = findRefusedCharacter(value);
  if (refused) throw controlCharacterError(refused);
}

/**
 * REST edge check, after express.json: the query string and the JSON body hold no control
 * character (see shared/control-characters.ts), so none reaches a service or the database.
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  assertNoControlCharacters(req.query);
  assertNoControlCharacters(req.body);
  next();
};
