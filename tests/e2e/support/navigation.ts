import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Tells the app's router to go to a path, as a link inside the app does; where it lands is up to the app. */
export async function followInAppLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Goes to a path as a link inside the app does, without loading the page again. A page load costs
 * the browser more than a second of CPU on these machines, so a test that walks through screens
 * moves this way unless the load itself is under test.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await followInAppLink(page, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}
