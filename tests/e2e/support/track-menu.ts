import type { Locator, Page } from '@playwright/test';

/** The actions in a library track's 'More actions for {title}' menu (its card's, its table row's). */
export type TrackAction = 'Add to playlist' | 'Add to project' | 'Edit' | 'Delete';

/**
 * Opens the track's 'More actions for {title}' menu found in `scope` (the page, a card, a row) with a
 * click, and chooses the action.
 */
export async function chooseTrackAction(scope: Page | Locator, title: string, action: TrackAction) {
  const name = `More actions for ${title}`;
  await scope.getByRole('button', { name, exact: true }).click();
  await scope
    .getByRole('menu', { name, exact: true })
    .getByRole('menuitem', { name: action, exact: true })
    .click();
}
