import type { Page } from '@playwright/test';

/** Makes the server seem to fail (HTTP 500) for one GraphQL operation, by name; the rest go through. */
export async function failGraphqlOperation(page: Page, operationName: string): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === operationName)
      return route.fulfill({ status: 500, body: '{}' });
    return route.continue();
  });
}

/**
 * Holds back the answer to one GraphQL operation, by name, until the returned function is called;
 * the rest go through. For what a screen shows while that answer is on its way.
 */
export async function holdGraphqlOperation(page: Page, operationName: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === operationName) await held;
    await route.continue();
  });
  return release;
}

/**
 * Resolves when the server has answered one GraphQL operation, by name: start it before the action that
 * sends the operation, await it before reloading, so the reload reads what was saved.
 */
export function graphqlAnswer(page: Page, operationName: string): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      response.request().postDataJSON()?.operationName === operationName,
  );
}

/**
 * Lets the next request of one GraphQL operation, by name, reach the server and be answered at once,
 * and holds that answer on its way back until `release` is called: an answer older than what happens
 * meanwhile. `answered` resolves once the server has answered.
 */
export async function holdNextAnswer(
  page: Page,
  operationName: string,
): Promise<{ answered: Promise<void>; release: () => void }> {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = true;
  await page.route('**/graphql', async (route) => {
    if (!holding || route.request().postDataJSON()?.operationName !== operationName) return route.continue();
    holding = false;
    const response = await route.fetch();
    answer();
    await held;
    await route.fulfill({ response }).catch(() => undefined);
  });
  return { answered, release };
}
