import { type GraphQLAnswer, graphql, type HttpAnswer } from './http-client.js';

export const TRACK_FIELDS_QUERY = `id title artist bpm key genre mood format durationSeconds sampleRateHz channels bitRateBitsPerSecond sizeBytes audio { url expiresAt }`;

const UPLOAD_TRACK = `mutation Upload($input: UploadTrackInput!) {
  uploadTrack(input: $input) { ${TRACK_FIELDS_QUERY} waveform(points: 100) { min max } }
}`;

export const trackDetails = (overrides: Record<string, unknown> = {}) => ({
  title: 'Night Drive',
  artist: 'Nova Lane',
  bpm: 120,
  key: 'A minor',
  genre: 'Synthwave',
  ...overrides,
});

/** Uploads through GraphQL per the multipart request spec, as Apollo's upload link does. */
export async function uploadTrackOverGraphql(
  baseUrl: string,
  accessToken: string,
  file: Buffer,
  filename: string,
  input: Record<string, unknown> = trackDetails(),
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the tests' assertions check.
): Promise<GraphQLAnswer<Record<string, any>>> {
  return graphqlWithFile(baseUrl, accessToken, UPLOAD_TRACK, { input }, { bytes: file, filename }, headers);
}

/**
 * Runs an operation with one file, per the multipart request spec (as Apollo's upload link does): at
 * `variables.input.file` when the variables hold an `input` object (the conventions' shape), else at
 * `variables.file` (a `$file: Upload!` variable).
 */
export async function graphqlWithFile(
  baseUrl: string,
  accessToken: string,
  query: string,
  variables: Record<string, unknown>,
  file: { bytes: Buffer; filename: string },
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the tests' assertions check.
): Promise<GraphQLAnswer<Record<string, any>>> {
  const form = new FormData();
  const { input } = variables;
  const inInput = typeof input === 'object' && input !== null && !Array.isArray(input);
  const sent = inInput ? { ...variables, input: { ...input, file: null } } : { ...variables, file: null };
  form.append('operations', JSON.stringify({ query, variables: sent }));
  form.append('map', JSON.stringify({ 0: [inInput ? 'variables.input.file' : 'variables.file'] }));
  form.append('0', new Blob([file.bytes]), file.filename);
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, ...headers },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    ...(text.startsWith('{') ? JSON.parse(text) : { errors: [{ message: text }] }),
  };
}

/**
 * Runs a mutation whose `$input` carries the file as `input.file` (the schema's convention), sent per
 * the multipart request spec with the map `variables.input.file`.
 */
export function graphqlWithInputFile(
  baseUrl: string,
  accessToken: string,
  query: string,
  input: Record<string, unknown>,
  file: { bytes: Buffer; filename: string },
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the tests' assertions check.
): Promise<GraphQLAnswer<Record<string, any>>> {
  return graphqlWithFile(baseUrl, accessToken, query, { input }, file, headers);
}

/** Uploads through REST POST /tracks as the description's form does: track first, then the fields. */
export async function uploadTrackOverRest(
  baseUrl: string,
  accessToken: string | null,
  file: Buffer | null,
  filename: string,
  fields: Record<string, unknown> = trackDetails(),
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const form = new FormData();
  if (file) form.append('track', new Blob([file]), filename);
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const response = await fetch(`${baseUrl}/tracks`, {
    method: 'POST',
    headers: { ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...headers },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

/** Registers a new artist through GraphQL and returns their access token. */
export async function signUp(baseUrl: string, email: string): Promise<string> {
  const answer = await graphql(
    baseUrl,
    'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
    { input: { email, password: 'correct horse battery', artistName: 'Tester' } },
  );
  return answer.data?.register.accessToken;
}

/** One part of a hand-written multipart body; `disposition` is sent exactly as given. */
export interface RawPart {
  disposition: string;
  body: string | Buffer;
  contentType?: string;
}

/**
 * POSTs a multipart body written byte by byte, for what FormData will not send (a raw control
 * character in a part header, an RFC 5987 `filename*`). Answers JSON as the other helpers do.
 */
export async function postRawMultipart(
  baseUrl: string,
  path: string,
  parts: RawPart[],
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const boundary = 'backline-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; ${part.disposition}\r\n` +
        (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
        '\r\n',
      'utf8',
    ),
    Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body, 'utf8'),
    Buffer.from('\r\n'),
  ]);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}
