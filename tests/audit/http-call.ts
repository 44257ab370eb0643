import { toJsonText } from './raw-json.js';

/** One HTTP request as the audits describe it: plain data, so fast-check can print and shrink it. */
export interface HttpCall {
  readonly method: 'GET' | 'POST';
  /** Path and query string, sent as written (already percent-encoded where it needs to be). */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

/** What came back: status, the parsed JSON body when there is one, and how long it took. */
export interface HttpAnswer {
  readonly status: number;
  readonly json: unknown;
  readonly text: string;
  readonly milliseconds: number;
  /** Set when no answer came at all (connection closed, timed out). */
  readonly transportError?: string;
}

const ANSWER_TIMEOUT_MS = 15_000;

/** Sends the call; never throws (a missing answer is reported in `transportError`). */
export async function send(baseUrl: string, call: HttpCall): Promise<HttpAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${call.path}`, {
      method: call.method,
      headers: call.headers,
      body: call.method === 'GET' ? undefined : call.body,
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: parseJson(text),
      text,
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return {
      status: 0,
      json: undefined,
      text: '',
      milliseconds: performance.now() - started,
      transportError: `${(error as Error).message}${cause ? ` (${cause})` : ''}`,
    };
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The codes an answer carries: each GraphQL error's extensions.code, or a REST body's code. */
export function answerCodes(answer: HttpAnswer): string[] {
  const body = answer.json as
    | { errors?: { extensions?: { code?: unknown } }[]; code?: unknown }
    | undefined
    | null;
  if (!body || typeof body !== 'object') return [];
  if (Array.isArray(body.errors)) return body.errors.map((error) => String(error?.extensions?.code ?? '-'));
  return typeof body.code === 'string' ? [body.code] : [];
}

/** One part of a multipart/form-data body. */
export interface FormPart {
  readonly name: string;
  readonly value: string | Uint8Array;
  readonly filename?: string;
  readonly contentType?: string;
}

/**
 * A multipart/form-data body written byte by byte (FormData would refuse or rewrite some of what
 * the fuzz sends, such as control characters in a part's name).
 */
export function multipartBody(
  parts: readonly FormPart[],
  boundary = 'audit-boundary-7MA4YWxkTrZu0gW',
): {
  body: Uint8Array;
  contentType: string;
} {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: new Uint8Array(Buffer.concat(chunks)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A GraphQL request as the web client sends it (JSON POST, or multipart when it carries files);
 * variables may hold RawJson tokens.
 */
export function graphqlCall(
  query: string,
  variables: Record<string, unknown>,
  token: string | null,
  files: { variable: string; filename: string; bytes: Uint8Array }[] = [],
): HttpCall {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (files.length === 0) {
    return {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', ...authorization },
      body: toJsonText({ query, variables }),
    };
  }
  // A file's variable may be a path into an input object (`input.file`): null it there.
  const withNulls = structuredClone(variables);
  for (const file of files) setPath(withNulls, file.variable.split('.'), null);
  const map = Object.fromEntries(files.map((file, index) => [String(index), [`variables.${file.variable}`]]));
  const { body, contentType } = multipartBody([
    { name: 'operations', value: toJsonText({ query, variables: withNulls }) },
    { name: 'map', value: JSON.stringify(map) },
    ...files.map((file, index) => ({
      name: String(index),
      value: file.bytes,
      filename: file.filename,
      contentType: 'application/octet-stream',
    })),
  ]);
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': contentType, 'apollo-require-preflight': 'true', ...authorization },
    body,
  };
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = target[head];
  const child = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
  target[head] = child;
  setPath(child, rest, value);
}
