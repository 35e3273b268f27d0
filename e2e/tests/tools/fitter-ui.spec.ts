import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '../../support/test.ts';
import { createConfirmedAccount, signInThroughUi } from '../../support/accounts.ts';
import { artifactsDir } from '../../support/paths.ts';
import { makeCorpus } from './fitter-corpus.ts';
import { preparePhoto, prepareSignature } from './fitter-helpers.ts';

const SLUG = 'demo-ssc-cgl-2026';

test('at 360 px: pick a photo on /tools/photo?job=…, move and zoom the crop, download an IBPS photo and a signature', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const [photo, signature] = await makeCorpus(path.join(artifactsDir, 'fitter-corpus'), (name) =>
    ['photo-1200x1600.jpg', 'scan-signature-1200x600.jpg'].includes(name),
  );
  const account = await createConfirmedAccount(page);
  await signInThroughUi(page, account.email, account.password);

  await page.goto(`/tools/photo?job=${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Prepare my photo and signature', level: 1 })).toBeVisible();

  const prepared = await preparePhoto(page, {
    image: photo!.file,
    size: /^IBPS photo/,
    drag: { dx: 30, dy: -20 },
    zoomSteps: 2,
  });
  expect(prepared.fileName).toMatch(new RegExp(`^photo-${SLUG}-200x230-\\d+KB\\.jpg$`));
  const meta = await sharp(prepared.bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 230]);
  expect(prepared.bytes.length).toBeGreaterThanOrEqual(20 * 1024);
  expect(prepared.bytes.length).toBeLessThanOrEqual(50 * 1024);
  await expect(page.getByTestId('fitter-result-size')).toHaveText(/^200 × 230 px, \d+\.\d KB$/);
  // Nothing sticks out sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const signed = await prepareSignature(page, { image: signature!.file, size: /^IBPS signature/ });
  expect(signed.fileName).toMatch(new RegExp(`^signature-${SLUG}-140x60-\\d+KB\\.jpg$`));
  const signatureMeta = await sharp(signed.bytes).metadata();
  expect([signatureMeta.format, signatureMeta.width, signatureMeta.height]).toEqual(['jpeg', 140, 60]);
  expect(signed.bytes.length).toBeGreaterThanOrEqual(10 * 1024);
  expect(signed.bytes.length).toBeLessThanOrEqual(20 * 1024);
  // The paper is cleaned to white: the corners of the signature are pure white.
  const { data, info } = await sharp(signed.bytes).raw().toBuffer({ resolveWithObject: true });
  expect(Math.min(data[0]!, data[(info.width - 1) * info.channels]!)).toBeGreaterThanOrEqual(245);

  // A file that is not an image gets a clear message.
  await page.getByLabel('Choose another image').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo at all'),
  });
  await expect(page.getByTestId('fitter-error')).toHaveText(
    'This file could not be read as an image. Choose a JPEG or PNG photo.',
  );
});
