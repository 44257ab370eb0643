import type { ApolloServerPlugin } from '@apollo/server';
import { type ASTNode, type DocumentNode, GraphQLError, Kind, type ValueNode, visit } from 'graphql';
import type { FileUpload } from 'graphql-upload-ts';
import {
  fieldOf,
  findLeaf,
  findRefusedCharacter,
  type RefusedCharacter,
  refusedCharacterIn,
  refusedCharacterMessage,
} from '../shared/control-characters.js';
import { knownErrorOf } from '../shared/errors.js';

interface DocumentFacts {
  /** The first refused character in a string literal (arguments, variable defaults). */
  readonly literal: RefusedCharacter | null;
  /** Variable name -> the argument or input field it is passed to, for error field names. */
  readonly usedAs: ReadonlyMap<string, string>;
}

// Apollo keeps parsed documents in its document store, so a repeated operation is examined once.
const factsByDocument = new WeakMap<DocumentNode, DocumentFacts>();

/**
 * GraphQL edge check: no string in the variables, in the document's literals (a "\u0000" escape
 * parses fine) or in an uploaded file's name holds a control character (see
 * shared/control-characters.ts). Refused with HTTP 400 and BAD_USER_INPUT, naming the field, before
 * anything executes.
 */
export function controlCharactersPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const facts = documentFactsOf(document);
          if (facts.literal) throw refusal(facts.literal.path, facts.literal.character);
          const variables = request.variables ?? {};
          const inVariables = findRefusedCharacter(variables);
          if (inVariables) throw refusal(asArgumentPath(inVariables.path, facts), inVariables.character);
          await refuseUploadNames(variables, facts);
        },
      };
    },
  };
}

/**
 * Uploads arrive after the operation (multipart request spec), so their names are read here: waiting
 * for each file to start, not to end. A file part that cannot be read (busboy refuses a raw control
 * character in its header; a mapped file that never came) is refused here too, not in a resolver.
 */
async function refuseUploadNames(variables: Record<string, unknown>, facts: DocumentFacts): Promise<void> {
  const uploads: { promise: Promise<FileUpload>; path: readonly (string | number)[] }[] = [];
  findLeaf(variables, (leaf, path) => {
    const promise = (leaf as { promise?: unknown } | null)?.promise;
    if (promise instanceof Promise) uploads.push({ promise, path: path() });
    return null;
  });
  for (const upload of uploads) {
    const path = asArgumentPath(upload.path, facts);
    const file = await upload.promise.catch((error: unknown) => {
      throw unreadableUpload(path, error);
    });
    // A file part may come without a name (filename="", or none with an octet-stream type).
    const character = refusedCharacterIn(file.filename ?? '');
    if (character) throw refusal(path, character, 'The name of the uploaded file');
  }
}

/** graphql-upload's own errors (http-errors) say what went wrong; busboy's are answered generally. */
function unreadableUpload(path: readonly (string | number)[], error: unknown): GraphQLError {
  const known = knownErrorOf(error);
  if (known)
    return new GraphQLError(known.message, {
      extensions: {
        code: known.code,
        field: fieldOf(path),
        ...(known.maxBytes ? { maxBytes: known.maxBytes } : {}),
        http: { status: known.httpStatus },
      },
    });
  const { status, expose, message } = (error ?? {}) as {
    status?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  const told = expose === true && typeof message === 'string';
  return new GraphQLError(told ? message : 'The uploaded file could not be read.', {
    extensions: {
      code: 'BAD_USER_INPUT',
      field: fieldOf(path),
      http: { status: status === 413 ? 413 : 400 },
    },
  });
}

function refusal(path: readonly (string | number)[], character: string, subject?: string): GraphQLError {
  return new GraphQLError(refusedCharacterMessage(path, character, subject), {
    extensions: { code: 'BAD_USER_INPUT', field: fieldOf(path), http: { status: 400 } },
  });
}

/**
 * A variable's path as the schema names it: `$p` passed as `password` is "password"; inside an input
 * object the argument's own name is left out, as service errors do ("email", not "input.email").
 */
function asArgumentPath(path: readonly (string | number)[], facts: DocumentFacts): (string | number)[] {
  const [variable, ...inner] = path;
  return withinArgument(facts.usedAs.get(String(variable)) ?? String(variable), inner);
}

function withinArgument(name: string, inner: readonly (string | number)[]): (string | number)[] {
  return typeof inner[0] === 'string' ? [...inner] : [name, ...inner];
}

function documentFactsOf(document: DocumentNode): DocumentFacts {
  const known = factsByDocument.get(document);
  if (known) return known;
  let literal: RefusedCharacter | null = null;
  const usedAs = new Map<string, string>();
  visit(document, {
    Argument(node) {
      literal ??= refusedInLiteral(node.value, node.name.value);
    },
    VariableDefinition(node) {
      if (node.defaultValue) literal ??= refusedInLiteral(node.defaultValue, node.variable.name.value);
      return false; // its $name is a definition, not a use
    },
    Variable(node, _key, parent, _path, ancestors) {
      const holder = [parent, ...[...ancestors].reverse()].find(isNamedHolder);
      if (holder && !usedAs.has(node.name.value)) usedAs.set(node.name.value, holder.name.value);
    },
  });
  const facts = { literal, usedAs };
  factsByDocument.set(document, facts);
  return facts;
}

/** The first refused character in an argument's literal value, its path named as asArgumentPath does. */
function refusedInLiteral(root: ValueNode, name: string): RefusedCharacter | null {
  // Iterative like findLeaf; literals are as deep as the parser allowed, so copying paths is fine.
  const pending: { node: ValueNode; path: (string | number)[] }[] = [{ node: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, path } = next;
    if (node.kind === Kind.STRING) {
      const character = refusedCharacterIn(node.value);
      if (character) return { path: withinArgument(name, path), character };
    } else if (node.kind === Kind.LIST) {
      for (let index = node.values.length - 1; index >= 0; index -= 1) {
        pending.push({ node: node.values[index] as ValueNode, path: [...path, index] });
      }
    } else if (node.kind === Kind.OBJECT) {
      for (const field of [...node.fields].reverse()) {
        pending.push({ node: field.value, path: [...path, field.name.value] });
      }
    }
  }
  return null;
}

function isNamedHolder(
  node: ASTNode | readonly ASTNode[] | undefined,
): node is Extract<ASTNode, { kind: Kind.ARGUMENT | Kind.OBJECT_FIELD }> {
  return (
    !!node &&
    !Array.isArray(node) &&
    'kind' in node &&
    (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD)
  );
}
