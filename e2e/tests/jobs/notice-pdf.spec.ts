import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';

test('a notice PDF renders in the page with pdf.js: page 1, next page, zoom, download', async ({ page }) => {
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);
  await page.goto('/jobs?cat=railway');
  await page.getByTestId('job-card').first().getByRole('link').click();
  await page.getByTestId('notice-timeline').getByRole('link', { name: 'PDF' }).first().click();
  await expect(page).toHaveURL(/\/notice\/[0-9a-f-]+\/pdf$/);

  const canvas = page.getByTestId('pdf-canvas');
  await expect(canvas).toHaveAttribute('data-rendered-page', '1', { timeout: 20_000 });
  await expect(page.getByTestId('pdf-page')).toHaveText(/^Page 1 of [12]$/);
  // Something was drawn: the canvas is not blank.
  const inked = await canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(500);

  if ((await page.getByTestId('pdf-page').textContent())!.endsWith('of 2')) {
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(canvas).toHaveAttribute('data-rendered-page', '2');
  }
  const width = await canvas.evaluate((element) => element.getBoundingClientRect().width);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByTestId('pdf-zoom')).toHaveText('125%');
  await expect.poll(() => canvas.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(width);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /^\/api\/files\/[0-9a-f-]+$/);

  await page.goto('/notice/00000000-0000-4000-8000-000000000000/pdf');
  await expect(page.getByText('This notice does not exist or is no longer published.')).toBeVisible();
});
