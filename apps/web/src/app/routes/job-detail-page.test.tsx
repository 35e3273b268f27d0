import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../testing/render.tsx';
import { JobDetailPage } from './job-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const NOT_FOUND = 'This recruitment does not exist or is no longer published.';

describe('JobDetailPage when the recruitment cannot be shown', () => {
  // 414: a slug longer than any route takes (Fastify's maxParamLength); 400: a malformed id.
  it.each([404, 400, 414])('says the recruitment does not exist when the API answers %i', async (status) => {
    mockFetch(() => ({ status, body: { code: 'X', message: 'whatever the server said' } }));
    renderWithProviders(<JobDetailPage />, { route: `/jobs/${'a'.repeat(130)}`, path: '/jobs/:idOrSlug' });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByText('Jobs could not be loaded. Check your connection and try again.')).toBeNull();
  });

  it('says loading failed, not "does not exist", when the server fails', async () => {
    mockFetch(() => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'Try again' } }));
    renderWithProviders(<JobDetailPage />, { route: '/jobs/some-job', path: '/jobs/:idOrSlug' });
    expect(
      await screen.findByText('Jobs could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });
});
