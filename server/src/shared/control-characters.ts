/**
 * Text inputs may hold tab, line feed and carriage return (lyrics and notes are multi-line) but no
 * other control character: U+0000-U+0008, U+000B, U+000C, U+000E-U+001F (C0), U+007F (DEL) and
 * U+0080-U+009F (C1). They are invisible, no client types them, and PostgreSQL refuses NUL outright.
 */
export function isRefusedCharacter(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  return code >= 0x7f && code <= 0x9f;
}

/**
 * The text without the characters inputs refuse: for text that did not come from a person's typing
 * (a chat model's answer), which is kept rather than refused.
 */
export function withoutRefusedCharacters(text: string): string {
  let kept = '';
  for (const character of text) {
    if (!isRefusedCharacter(character.charCodeAt(0))) kept += character;
  }
  return kept;
}

/** Where a refused character sits in a JSON-like value, and which one it is. */
export interface RefusedCharacter {
  /** Object keys and array indexes from the value's root to the string. */
  readonly path: readonly (string | number)[];
  /** The character, as U+XXXX. */
  readonly character: string;
}

/** The first refused character in a string, as U+XXXX, or null. */
export function refusedCharacterIn(text: string): string | null {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isRefusedCharacter(code)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}

type JsonPath = readonly (string | number)[];

interface PendingValue {
  value: unknown;
  key: string | number | null;
  parent: PendingValue | null;
}

/**
 * Visits the leaves of a JSON-like value (strings, numbers, and anything that is neither an array nor
 * a plain object, such as an upload) in document order until the visitor returns a result. Iterative,
 * and paths are only built when asked for, so deep nesting costs neither stack nor quadratic time.
 */
export function findLeaf<Result>(
  value: unknown,
  visit: (leaf: unknown, path: () => JsonPath) => Result | null,
): Result | null {
  const pending: PendingValue[] = [{ value, key: null, parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const parent = next;
    if (Array.isArray(parent.value)) {
      for (let index = parent.value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: parent.value[index], key: index, parent });
      }
    } else if (isPlainObject(parent.value)) {
      for (const key of Object.keys(parent.value).reverse()) {
        pending.push({ value: parent.value[key], key, parent });
      }
    } else {
      const result = visit(parent.value, () => pathOf(parent));
      if (result !== null) return result;
    }
  }
  return null;
}

/** The first string holding a refused character in a JSON-like value (a body, variables, form fields). */
export function findRefusedCharacter(value: unknown): RefusedCharacter | null {
  return findLeaf(value, (leaf, path) => {
    const character = typeof leaf === 'string' ? refusedCharacterIn(leaf) : null;
    return character ? { path: path(), character } : null;
  });
}

function pathOf(node: PendingValue): JsonPath {
  const path: (string | number)[] = [];
  for (let at: PendingValue | null = node; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The field name errors carry: the path joined with dots ("email", "input.title", "tags.2"). */
export function fieldOf(path: readonly (string | number)[]): string | undefined {
  return path.length ? path.join('.') : undefined;
}

/** The user-facing refusal, naming the field (its last name, "tags" for "tags.2") and the character. */
export function refusedCharacterMessage(
  path: readonly (string | number)[],
  character: string,
  subject = subjectOf(path),
): string {
  return `${subject} contains a control character (${character}), which is not allowed. Text may hold tabs and line breaks but no other control characters.`;
}

function subjectOf(path: readonly (string | number)[]): string {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string');
  return name ? `The ${name} field` : 'The request';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
