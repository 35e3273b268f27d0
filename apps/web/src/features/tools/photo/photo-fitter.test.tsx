import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { registerNamespace, setLanguage } from '../../../lib/i18n.ts';
import { enTools } from '../../../locales/en-tools.ts';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import type { FitRequest, FitResponse } from './fitter-protocol.ts';
import { PhotoFitter } from './photo-fitter.tsx';

const fitImage = vi.fn<(request: Omit<FitRequest, 'id'>) => Promise<FitResponse>>();
vi.mock('./fitter-client.ts', () => ({
  fitImage: (request: Omit<FitRequest, 'id'>) => fitImage(request),
  fileKey: (file: File) => file.name,
}));

registerNamespace('tools', enTools);

const fitted = (width: number, height: number, bytes: number): FitResponse => ({
  id: 1,
  ok: true,
  jpeg: new ArrayBuffer(bytes),
  width,
  height,
  sourceWidth: 4000,
  sourceHeight: 3000,
  quality: 0.9,
  detail: 1,
  padded: false,
  milliseconds: 300,
});

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:result', revokeObjectURL: () => undefined }));
  fitImage.mockReset();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

it('lists the common sizes, prints the name from the profile and offers the result with a clear file name', async () => {
  fitImage.mockResolvedValue(fitted(200, 230, 30 * 1024));
  const user = userEvent.setup();
  renderWithProviders(<PhotoFitter slug={null} memberName="Priya Sharma" />);

  expect(screen.getByRole('radio', { name: /^SSC photo,\s?276 × 354 px, 20–50 KB, JPEG$/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^IBPS photo,\s?200 × 230 px, 20–50 KB, JPEG$/ })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: /^IBPS signature,\s?140 × 60 px, 10–20 KB, JPEG$/ })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /Photo with name and date/ }));
  await user.upload(screen.getByLabelText('Choose a photo or take one'), photoFile());

  expect(screen.getByLabelText('Name on the photo')).toHaveValue('Priya Sharma');
  await waitFor(() => expect(fitImage).toHaveBeenCalled());
  expect(fitImage.mock.calls.at(-1)![0]).toMatchObject({
    target: { kind: 'photo', width: 200, height: 230, minKb: 20, maxKb: 50, nameAndDate: true },
    name: 'Priya Sharma',
  });
  expect(await screen.findByTestId('fitter-result-size')).toHaveTextContent('200 × 230 px, 30.0 KB');
  expect(screen.getByRole('link', { name: 'Download photo-200x230-30KB.jpg' })).toHaveAttribute(
    'download',
    'photo-200x230-30KB.jpg',
  );
});

it('lists a recruitment’s own sizes first and names the file after it', async () => {
  fitImage.mockResolvedValue(fitted(140, 60, 12 * 1024));
  mockFetch(({ url }) => {
    expect(url).toBe('/api/jobs/demo-ssc-cgl-2026');
    return {
      body: {
        title: 'SSC CGL 2026',
        titleHi: null,
        details: {
          uploadSpecs: [
            {
              kind: 'signature',
              widthPx: 140,
              heightPx: 60,
              minKb: 10,
              maxKb: 20,
              formats: ['jpeg'],
              nameAndDate: false,
            },
            { kind: 'other', label: 'Caste certificate', minKb: 50, maxKb: 300, formats: ['pdf'], nameAndDate: false },
          ],
        },
      },
    };
  });
  const user = userEvent.setup();
  renderWithProviders(<PhotoFitter slug="demo-ssc-cgl-2026" />);

  expect(await screen.findByRole('heading', { name: 'Sizes asked by SSC CGL 2026' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /^Signature,\s?140 × 60 px, 10–20 KB, JPEG/ })).toBeChecked();
  expect(screen.queryByText(/Caste certificate/)).not.toBeInTheDocument();
  await user.upload(screen.getByLabelText('Choose a photo or take one'), photoFile());
  expect(
    await screen.findByRole('link', { name: /Download signature-demo-ssc-cgl-2026-140x60-12KB\.jpg/ }),
  ).toBeVisible();
});

it('says what is wrong with a custom size and with an unreadable file, in Hindi too', async () => {
  fitImage.mockResolvedValue({ id: 1, ok: false, error: 'heic' });
  const user = userEvent.setup();
  renderWithProviders(<PhotoFitter slug={null} />);
  await user.click(screen.getByRole('radio', { name: 'Custom size' }));
  await user.clear(screen.getByLabelText('Width (px)'));
  await user.type(screen.getByLabelText('Width (px)'), '5');
  expect(
    screen.getByText(
      'Enter a width and height of 20–4000 px and a KB range of 1–10240 KB (smallest not above largest).',
    ),
  ).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Width (px)'));
  await user.type(screen.getByLabelText('Width (px)'), '300');

  await user.upload(screen.getByLabelText('Choose a photo or take one'), photoFile());
  expect(await screen.findByTestId('fitter-error')).toHaveTextContent(/This browser cannot open HEIC photos/);
  await setLanguage('hi');
  await waitFor(() => expect(screen.getByTestId('fitter-error')).toHaveTextContent(/यह ब्राउज़र HEIC फ़ोटो नहीं खोल सकता/));
});
