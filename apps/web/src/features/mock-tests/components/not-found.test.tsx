import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { TestInstructions } from './test-instructions.tsx';
import { TestPlayer } from './test-player.tsx';
import { TestResult } from './test-result.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '33333333-3333-4333-8333-333333333333';
const missing = (message: string) => () => ({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message } });

function expectNotFound(title: string) {
  const state = screen.getByTestId('not-found');
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(state).toHaveTextContent(/does not exist/);
  expect(screen.getByRole('link', { name: 'All tests' })).toHaveAttribute('href', '/tests');
}

describe('mock-test routes that find nothing', () => {
  it('/tests/<unknown>: a not-found state with the way back to the tests', async () => {
    mockFetch(missing('This test does not exist.'));
    renderWithProviders(<TestInstructions slug="no-such-test" />);
    await screen.findByTestId('not-found');
    expectNotFound('Test not found');
  });

  it('/tests/attempts/<unknown>: the same for an attempt', async () => {
    mockFetch(missing('This attempt does not exist.'));
    renderWithProviders(<TestPlayer attemptId={ID} />);
    await screen.findByTestId('not-found');
    expectNotFound('Attempt not found');
  });

  it('/tests/attempts/<unknown>/result: the same for a result, also for an id that is not one', async () => {
    mockFetch(() => ({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION', message: 'id: must be an attempt id' },
    }));
    renderWithProviders(<TestResult attemptId="not-a-uuid" />);
    await screen.findByTestId('not-found');
    expectNotFound('Attempt not found');
  });

  it('other failures keep their message and still link back', async () => {
    mockFetch(() => ({ status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'Try again soon.' } }));
    renderWithProviders(<TestResult attemptId={ID} />);
    expect(await screen.findByText('Try again soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tests' })).toHaveAttribute('href', '/tests');
  });
});
