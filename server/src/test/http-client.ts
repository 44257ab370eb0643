/** What a test sees of an HTTP answer. */
export interface HttpAnswer<Body = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: Body;
}

/** POSTs JSON to a REST path, as the description's web client does. */
export async function postJson<Body = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<Body>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

export interface GraphQLAnswer<Data = Record<string, unknown>> {
  status: number;
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** Runs a GraphQL operation over HTTP, with an optional bearer token. */
// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the tests' assertions check.
export async function graphql<Data = Record<string, any>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  accessToken?: string,
): Promise<GraphQLAnswer<Data>> {
  const answer = await postJson<Omit<GraphQLAnswer<Data>, 'status'>>(
    baseUrl,
    '/graphql',
    { query, variables },
    accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  );
  return { status: answer.status, ...answer.body };
}

/** The codes of a GraphQL answer's errors, for compact assertions. */
export function errorCodes(answer: GraphQLAnswer<unknown>): (string | undefined)[] {
  return (answer.errors ?? []).map((error) => error.extensions?.code);
}
