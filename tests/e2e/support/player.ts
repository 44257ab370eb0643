import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The workspace player's bar. */
export function playerBar(page: Page) {
  return page.getByRole('region', { name: 'Player' });
}

/** Waits until the bar's elapsed time has moved on from what it shows now: the music really plays. */
export async function expectTimeToAdvance(page: Page) {
  const elapsed = playerBar(page).getByTestId('player-elapsed');
  const before = await elapsed.textContent();
  await expect(elapsed).not.toHaveText(before ?? '', { timeout: 10_000 });
}
