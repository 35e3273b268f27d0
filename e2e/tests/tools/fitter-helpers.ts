import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '../../support/test.ts';

/** What the fitter's page made: the downloaded file's path, its suggested name and its bytes. */
export type PreparedUpload = { path: string; fileName: string; bytes: Buffer };

type Options = {
  /** The image to pick: a file path, or a name and its bytes. */
  image: string | { name: string; mimeType: string; buffer: Buffer };
  /** The size to choose (the radio's visible name, e.g. 'IBPS photo' or 'Photo'); the first when absent. */
  size?: string | RegExp;
  /** Move the crop box by dragging this many pixels and zoom in this many steps by keyboard. */
  drag?: { dx: number; dy: number };
  zoomSteps?: number;
};

/**
 * The fitter's UI steps on a page already at `/tools/photo` (with or without `?job=`): choose the size,
 * pick the image, move and zoom the crop box, wait for the result and download it. For the fitter's own
 * walk and for other walks that need a prepared photo or signature (such as "I applied").
 */
async function prepare(page: Page, options: Options): Promise<PreparedUpload> {
  if (options.size) await page.getByRole('radio', { name: options.size }).first().check();
  await page
    .getByLabel(/^(Choose (a photo or take one|another image)|फ़ोटो चुनें या खींचें|दूसरी तस्वीर चुनें)$/)
    .setInputFiles(options.image);
  const box = page.getByTestId('crop-box');
  await expect(box).toBeVisible();
  const before = await page.getByTestId('fitter-result-size').textContent({ timeout: 15_000 });
  if (options.drag) {
    const area = (await box.boundingBox())!;
    const x = area.x + area.width / 2;
    const y = area.y + area.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + options.drag.dx, y + options.drag.dy, { steps: 4 });
    await page.mouse.up();
  }
  if (options.zoomSteps) {
    await box.focus();
    for (let step = 0; step < options.zoomSteps; step += 1) await page.keyboard.press('+');
  }
  if (options.drag || options.zoomSteps) {
    // A new result replaces the first (a different crop: a different file size, almost always).
    await expect(page.getByTestId('fitter-result-size')).not.toHaveText(before ?? '', { timeout: 15_000 });
  }
  // English or Hindi ("<file> डाउनलोड करें").
  const link = page.getByRole('link', { name: /^Download |डाउनलोड करें$/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  return { path: file, fileName: download.suggestedFilename(), bytes: readFileSync(file) };
}

/** Prepares a photo (`size`: which photo size to choose; the first listed when absent). */
export function preparePhoto(page: Page, options: Options): Promise<PreparedUpload> {
  return prepare(page, options);
}

/** Prepares a signature (the first size whose name says "signature", or हस्ताक्षर, when `size` is absent). */
export function prepareSignature(page: Page, options: Options): Promise<PreparedUpload> {
  return prepare(page, { size: /signature|हस्ताक्षर/i, ...options });
}
