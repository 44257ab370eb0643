import fc from 'fast-check';
import type { HttpCall } from '../http-call.js';
import type { SeedFiles } from '../seed.js';
import { headerValue } from './hostile-values.js';
import type { FuzzKnowledge } from './schema-values.js';

/** Who sends a fuzz input: the signed-in artist, nobody, or someone with a bad Authorization header. */
export type Sender = 'artist' | 'anonymous' | { readonly authorization: string };

/** One generated request and its sender: plain data, printed as it is when it fails. */
export interface FuzzInput {
  readonly sender: Sender;
  readonly call: HttpCall;
}

/** A family of inputs, run as one fast-check property: a GraphQL field, a REST route, a transport. */
export interface FuzzTarget {
  readonly name: string;
  readonly kind: 'graphql field' | 'rest route' | 'transport';
  readonly input: fc.Arbitrary<FuzzInput>;
}

/** What the targets are generated from besides the schema and the routes. */
export interface FuzzContext {
  readonly knowledge: FuzzKnowledge;
  readonly files: SeedFiles;
  /** Tokens that are not access tokens but look like them: the artist's refresh token, a media token. */
  readonly wrongTokens: readonly string[];
  /** The artist's signed media addresses (path and query), for the media routes. */
  readonly mediaPaths: readonly string[];
}

/** Mostly the artist, often anonymous, sometimes a malformed or misused token. */
export function senderArbitrary(context: FuzzContext): fc.Arbitrary<Sender> {
  const bad = fc
    .oneof(
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YXVkaXQ6YXVkaXQ=',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwic2lkIjoieCJ9.',
        'Bearer a.b.c',
      ),
      fc.constantFrom(...context.wrongTokens).map((token) => `Bearer ${token}`),
      headerValue.map((value) => `Bearer ${value}`),
      headerValue,
    )
    .map((authorization) => ({ authorization }));
  return fc.oneof(
    { weight: 7, arbitrary: fc.constant('artist' as const) },
    { weight: 2, arbitrary: fc.constant('anonymous' as const) },
    { weight: 1, arbitrary: bad },
  );
}

/** The file a multipart part carries: one of the real fixtures, or bytes that are no such file. */
export type FileChoice =
  | { readonly fixture: keyof SeedFiles | 'empty' | 'text' }
  | { readonly bytes: Uint8Array };

export const fileChoice: fc.Arbitrary<FileChoice> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('wav', 'ogg', 'png', 'empty', 'text').map((fixture) => ({ fixture })),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({ bytes })) },
) as fc.Arbitrary<FileChoice>;

export function fileBytes(choice: FileChoice, files: SeedFiles): Uint8Array {
  if ('bytes' in choice) return choice.bytes;
  if (choice.fixture === 'empty') return new Uint8Array();
  if (choice.fixture === 'text')
    return new Uint8Array(Buffer.from('This is a text file, not music.\n'.repeat(20)));
  return files[choice.fixture];
}

export const fileName: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('take.wav', 'voice.ogg', 'cover.png', 'song.mp3') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '.wav',
      '../../etc/passwd',
      'C:\\music\\take.wav',
      `${'a'.repeat(300)}.wav`,
      'é😀.wav',
      'a\u0000.wav',
      'take\r\n.wav',
      'name";x=".wav',
    ),
  },
);

/** Percent-encodes text as UTF-8 (lone surrogates become U+FFFD, as a browser would send them). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** One line for an input: sender, method, path, headers and the start of the body. */
export function describeInput(input: FuzzInput, limit: number): string {
  const { call, sender } = input;
  const who =
    typeof sender === 'string'
      ? sender
      : `authorization ${JSON.stringify(sender.authorization.slice(0, 60))}`;
  const body =
    call.body === undefined
      ? ''
      : typeof call.body === 'string'
        ? call.body
        : shortenParts(Buffer.from(call.body).toString('latin1'));
  const text = `[${who}] ${call.method} ${call.path} ${JSON.stringify(call.headers)} ${JSON.stringify(body)}`;
  // A copy, not a slice: V8 slices keep the whole (possibly megabytes long) text alive.
  return text.length > limit
    ? Buffer.from(`${text.slice(0, limit)}… (${text.length} chars)`).toString()
    : text;
}

/** A multipart body with each part cut to its first 400 characters, so every part shows. */
function shortenParts(body: string): string {
  return body
    .split(/(?=--audit-boundary)/)
    .map((part) => (part.length > 400 ? `${part.slice(0, 400)}…(${part.length} chars)` : part))
    .join('');
}
