import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures.js';

/** A plain picture of one colour, not square (the server crops it square). */
export function solidPng(colour: string, width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * Waits until the shown picture (an <img>) is drawn in about this colour at its centre: which cover
 * or photo it is, whatever its address (signed addresses change on every load).
 */
export async function expectPictureColour(image: Locator, colour: string): Promise<void> {
  const wanted = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
  await expect
    .poll(async () => {
      const centre = await image.evaluate((element: HTMLImageElement) => {
        if (!element.complete || element.naturalWidth === 0) return null;
        const canvas = document.createElement('canvas');
        canvas.width = element.naturalWidth;
        canvas.height = element.naturalHeight;
        const context = canvas.getContext('2d');
        context?.drawImage(element, 0, 0);
        const pixel = context?.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data;
        return pixel ? [pixel[0], pixel[1], pixel[2]] : null;
      });
      // WebP is lossy: a channel may be a few steps off.
      return centre?.every((value, index) => Math.abs((value ?? 0) - (wanted[index] ?? 0)) <= 16) ?? false;
    })
    .toBe(true);
}

/** Closes a dialog with unsaved changes through its Cancel (or Escape), answering Discard changes. */
export async function cancelAndDiscard(page: Page, dialog: Locator, how: 'Cancel' | 'Escape' = 'Cancel') {
  if (how === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click();
  else await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard changes?' });
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
}
