import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { CompleteProfileDialog } from './complete-profile-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

it('asks for the gender a verdict needs and saves it, private without a visibility setting', async () => {
  const user = userEvent.setup();
  const api = mockFetch(({ body }) => ({ body: { ...(body as object) } }));
  const closed = vi.fn();
  renderWithProviders(<CompleteProfileDialog fields={['gender']} open onOpenChange={closed} />);
  const gender = screen.getByLabelText('Gender');
  expect([...(gender as HTMLSelectElement).options].map((option) => option.text)).toEqual([
    'Not set',
    'Woman',
    'Man',
    'Transgender',
    'Prefer not to say',
  ]);
  await user.selectOptions(gender, 'Woman');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(closed).toHaveBeenCalledWith(false));
  expect(api.calls()[0]).toMatchObject({ url: '/api/me/profile', method: 'PATCH', body: { gender: 'female' } });
  expect(api.calls()[0]!.body).not.toHaveProperty('visibility');
});
