import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/**
 * axe's serious and critical findings against WCAG 2.1 A and AA (contrast included). Legacy mode runs
 * axe in the page itself instead of gathering the results in a new blank page, which we need only
 * for cross-origin frames (the app has none): a scan takes 0.2 s instead of 0.5 s here.
 */
export async function seriousViolations(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page, ...(await axeSourceToSend(page)) })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    // Only the violations in full: axe otherwise lists every passing node too, a result of megabytes
    // that the test process reads and checks, frame by frame, for every scan.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Waits for the screen's finite animations and transitions to end (a toast fading in, say), so contrast
 * is judged as a person sees it once the screen settles, not at a frame halfway through.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core's source (about 550 KB, sent twice a scan) goes to a document only once: a later scan of the
 * same document, after a click that changed the screen, finds axe already there and sends an empty
 * source instead. A new page load starts without it, and gets it again.
 */
async function axeSourceToSend(page: Page): Promise<{ axeSource?: string }> {
  const loaded = await page.evaluate(() => 'axe' in window);
  return loaded ? { axeSource: ';' } : {};
}

/** Whether the page is wider than the window, so the user would have to scroll sideways. */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Whether the grid's last row holds a single card that does not fill the row (an orphan). */
/** The widths of a grid's cards that differ from the first card's by more than a pixel: none in an even grid. */
export function unevenCardWidths(grid: Locator): Promise<number[]> {
  return grid.evaluate((node) => {
    const widths = Array.from(node.children, (child) => child.getBoundingClientRect().width);
    const first = widths[0] ?? 0;
    return widths.filter((width) => Math.abs(width - first) > 1);
  });
}

export function hasOrphanCard(grid: Locator): Promise<boolean> {
  return grid.evaluate((node) => {
    const cards = Array.from(node.children, (child) => child.getBoundingClientRect());
    const last = cards.at(-1);
    if (!last) return false;
    const lastRow = cards.filter((card) => Math.abs(card.top - last.top) < 2);
    const rowsAbove = cards.length > lastRow.length;
    return rowsAbove && lastRow.length === 1 && last.width < node.getBoundingClientRect().width - 2;
  });
}
