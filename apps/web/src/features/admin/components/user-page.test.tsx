import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render.tsx';
import { adminUser } from '../testing/fixtures.ts';
import { renderAdmin } from '../testing/render-admin.tsx';
import { UserPage } from './user-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const me = {
  id: 'admin-1',
  email: 'admin@example.com',
  name: 'Asha Admin',
  image: null,
  isAdmin: true,
  preferredLanguage: null,
};
const other = adminUser({ id: 'user-2', name: 'Ravi', email: 'ravi@example.com', isAdmin: true });

function openUser(id: string, handler: Parameters<typeof mockFetch>[0]) {
  const api = mockFetch(handler);
  const view = renderAdmin(<UserPage />, { route: `/admin/users/${id}`, path: '/admin/users/:id' });
  return { api, view };
}

describe('UserPage', () => {
  it('turns off revoke, ban and delete on your own account', async () => {
    openUser('admin-1', (call) => ({ body: call.url === '/api/me' ? me : adminUser() }));
    await screen.findByTestId('self-note');
    expect(screen.getByRole('button', { name: 'Remove admin rights' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send password-reset link' })).toBeEnabled();
  });

  it("keeps them on for someone else, and shows the server's refusal if it comes", async () => {
    const user = userEvent.setup();
    const { api } = openUser('user-2', (call) => {
      if (call.url === '/api/me') return { body: me };
      if (call.method === 'DELETE') {
        return {
          status: 403,
          body: { statusCode: 403, code: 'SELF', message: 'You cannot remove your own admin rights.' },
        };
      }
      return { body: other };
    });
    const revoke = await screen.findByRole('button', { name: 'Remove admin rights' });
    // Off until the app knows who is signed in, then on.
    await waitFor(() => expect(revoke).toBeEnabled());
    expect(screen.queryByTestId('self-note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled();

    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin rights?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin rights' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot remove your own admin rights.');
    expect(api.calls().find((call) => call.method === 'DELETE')?.url).toBe('/api/admin/users/user-2/admin');
  });

  it('bans with an optional reason and asks for the email before deleting', async () => {
    const user = userEvent.setup();
    let account = other;
    const { api } = openUser('user-2', (call) => {
      if (call.url === '/api/me') return { body: me };
      if (call.method === 'PUT') account = { ...other, banned: true, banReason: 'Spam' };
      return { body: account };
    });
    const banButton = await screen.findByRole('button', { name: 'Ban' });
    await waitFor(() => expect(banButton).toBeEnabled());
    await user.click(banButton);
    const ban = await screen.findByRole('dialog', { name: 'Ban this account?' });
    await user.type(within(ban).getByLabelText('Reason (optional)'), 'Spam');
    await user.click(within(ban).getByRole('button', { name: 'Ban account' }));
    expect(await screen.findByRole('button', { name: 'Lift ban' })).toBeInTheDocument();
    expect(screen.getByText('Yes: Spam')).toBeInTheDocument();
    expect(api.calls().find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/admin/users/user-2/ban',
      body: { reason: 'Spam' },
    });

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete this account?' });
    const confirm = within(remove).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await user.type(within(remove).getByLabelText('Type ravi@example.com to confirm'), 'ravi@example.co');
    expect(confirm).toBeDisabled();
    await user.type(within(remove).getByLabelText('Type ravi@example.com to confirm'), 'm');
    expect(confirm).toBeEnabled();
  });
});
