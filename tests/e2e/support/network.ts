import type { Page } from '@playwright/test';

/** Makes the server seem to fail (HTTP 500) for one GraphQL operation, by name; the rest go through. */
export async function failGraphqlOperation(page: Page, operationName: string): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === operationName)
      return route.fulfill({ status: 500, body: '{}' });
    return route.continue();
  });
}
