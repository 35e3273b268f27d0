import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { FitTarget } from '@jobportal/shared/domain/photo-fit';
import { expect, test } from '../../support/test.ts';
import { artifactsDir } from '../../support/paths.ts';
import { REFUSED, corpusTargets, fitterWorkerAsset, makeCorpus } from './fitter-corpus.ts';

/**
 * Issue #26: the fitter lands inside the KB range for 100 % of a generated corpus against every spec
 * (the list and every spec of the demo recruitments), each output decoded here, in Node with
 * sharp (libvips), outside the fitter's code: a JPEG that starts with a JFIF header, of the exact pixel
 * size, its bytes within [minKb, maxKb]. The pipeline runs in the real built worker in Chromium, driven through its messages
 * (no clicks per image); outputs are written to `.artifacts/…/fitter-output/`.
 */

type Fitted =
  | { ok: true; base64: string; quality: number; detail: number; padded: boolean; milliseconds: number }
  | { ok: false; error: string };

const corpusDir = path.join(artifactsDir, 'fitter-corpus');
const outputDir = path.join(artifactsDir, 'fitter-output');

/** Fits one image (served to the page under /__corpus/) to each target, in the page's fitter worker. */
async function fitInPage(page: Page, worker: string, name: string, targets: FitTarget[], slot = 0): Promise<Fitted[]> {
  return page.evaluate(
    async ({ worker, name, targets, slot }) => {
      type Scope = typeof window & { fitterWorkers?: Worker[] };
      const scope = window as Scope;
      const workers = (scope.fitterWorkers ??= []);
      const fitter = (workers[slot] ??= new Worker(worker, { type: 'module' }));
      const file = await (await fetch(`/__corpus/${encodeURIComponent(name)}`)).blob();
      const results = [];
      for (const [index, target] of targets.entries()) {
        const response = await new Promise<Record<string, unknown>>((resolve) => {
          const onMessage = (event: MessageEvent<Record<string, unknown>>) => {
            fitter.removeEventListener('message', onMessage);
            resolve(event.data);
          };
          fitter.addEventListener('message', onMessage);
          fitter.postMessage({
            id: index,
            file,
            fileKey: name,
            target,
            view: { centerX: 0.5, centerY: 0.5, zoom: 1 },
            name: 'Priya Sharma',
            date: '26-11-2026',
          });
        });
        if (!response['ok']) {
          results.push({ ok: false as const, error: String(response['error']) });
          continue;
        }
        const bytes = new Uint8Array(response['jpeg'] as ArrayBuffer);
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        results.push({
          ok: true as const,
          base64: btoa(binary),
          quality: response['quality'] as number,
          detail: response['detail'] as number,
          padded: response['padded'] as boolean,
          milliseconds: response['milliseconds'] as number,
        });
      }
      return results;
    },
    { worker, name, targets, slot },
  );
}

/**
 * A JFIF file: the start of image (FF D8), then at once an APP0 segment (FF E0) whose identifier, at
 * byte 6, is `JFIF\0`. Portal-side upload checks (Python's `imghdr` among them) look there, so padding
 * or anything else the fitter adds must come after that header.
 */
function startsWithJfif(jpeg: Buffer): boolean {
  return (
    jpeg.length > 11 &&
    jpeg[0] === 0xff &&
    jpeg[1] === 0xd8 &&
    jpeg[2] === 0xff &&
    jpeg[3] === 0xe0 &&
    jpeg.subarray(6, 11).toString('latin1') === 'JFIF\0'
  );
}

async function servedCorpus(page: Page, files: Record<string, Buffer>) {
  await page.route('**/__corpus/*', async (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!);
    const body = files[name];
    await (body ? route.fulfill({ body, contentType: 'application/octet-stream' }) : route.fulfill({ status: 404 }));
  });
}

test('the fitter lands every corpus image inside every spec: JFIF JPEG, exact pixels, KB range', async ({ page }) => {
  test.setTimeout(240_000);
  const images = await makeCorpus(corpusDir);
  expect(images.length).toBeGreaterThanOrEqual(30);
  const targets = await corpusTargets();
  // The fixed list at least (IBPS photo, signature, thumb, declaration; SSC photo and signature).
  expect(targets.length).toBeGreaterThanOrEqual(7);
  mkdirSync(outputDir, { recursive: true });

  const files = Object.fromEntries(images.map((image) => [image.name, readFileSync(image.file)]));
  await servedCorpus(page, files);
  await page.goto('/');
  const worker = fitterWorkerAsset();

  const misses: string[] = [];
  const checks: Promise<void>[] = [];
  let checked = 0;
  /** Decoded outside the fitter: libvips reads the header and every pixel (while the page fits the next). */
  const check = async (where: string, target: FitTarget, jpeg: Buffer, file: string) => {
    writeFileSync(file, jpeg);
    const meta = await sharp(jpeg).metadata();
    const pixels = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const problems = [
      meta.format !== 'jpeg' && `format ${meta.format}`,
      (meta.width !== target.width || meta.height !== target.height) && `size ${meta.width}×${meta.height}`,
      pixels.info.width !== target.width && `decoded width ${pixels.info.width}`,
      (jpeg.length < target.minKb * 1024 || jpeg.length > target.maxKb * 1024) && `${jpeg.length} bytes`,
      !startsWithJfif(jpeg) && `no JFIF APP0 first (${jpeg.subarray(0, 12).toString('hex')})`,
    ].filter(Boolean);
    if (problems.length > 0) misses.push(`${where}: ${problems.join(', ')}`);
    checked += 1;
  };
  // Two workers in the page, each fitting every other image (two cores: about half the time).
  const fitAll = async (slot: number) => {
    for (const image of images.filter((_, index) => index % 2 === slot)) {
      const fitted = await fitInPage(
        page,
        worker,
        image.name,
        targets.map((t) => t.target),
        slot,
      );
      for (const [index, result] of fitted.entries()) {
        const { label, target } = targets[index]!;
        const where = `${image.name} → ${label} (${target.width}×${target.height}, ${target.minKb}–${target.maxKb} KB)`;
        if (!result.ok) {
          misses.push(`${where}: ${result.error}`);
          continue;
        }
        const file = path.join(outputDir, `${image.name}--${label.replaceAll('/', '_')}.jpg`);
        checks.push(check(where, target, Buffer.from(result.base64, 'base64'), file));
      }
    }
  };
  await Promise.all([fitAll(0), fitAll(1)]);
  await Promise.all(checks);
  expect(misses).toEqual([]);
  expect(checked).toBe(images.length * targets.length);
});

test('the fitter refuses a broken file and a HEIC photo with its own reason', async ({ page }) => {
  const files = Object.fromEntries(Object.entries(REFUSED).map(([name, { bytes }]) => [name, bytes]));
  await servedCorpus(page, files);
  await page.goto('/');
  const worker = fitterWorkerAsset();
  const target: FitTarget = { kind: 'photo', width: 200, height: 230, minKb: 20, maxKb: 50, nameAndDate: false };
  for (const [name, { error }] of Object.entries(REFUSED)) {
    const [result] = await fitInPage(page, worker, name, [target]);
    expect(result, name).toEqual({ ok: false, error });
  }
});
