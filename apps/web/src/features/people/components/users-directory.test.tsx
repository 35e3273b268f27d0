import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserCard, UsersPage } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { UsersDirectory } from './users-directory.tsx';

const card = (id: string, name: string, extra: Partial<UserCard> = {}): UserCard => ({
  id,
  name,
  avatarThumbUrl: null,
  friendStatus: 'none',
  ...extra,
});

const page = (items: UserCard[], total = items.length, pageNo = 1): UsersPage => ({
  items,
  page: pageNo,
  perPage: 20,
  total,
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UsersDirectory', () => {
  it('reads its filters from the URL and asks the API for them', async () => {
    const api = mockFetch(() => ({
      body: page(
        [card('a', 'Anil Yadav', { state: 'bihar', targetExams: ['ssc-cgl'], friendStatus: 'friends' })],
        41,
        2,
      ),
    }));
    renderWithProviders(<UsersDirectory />, { route: '/users?q=anil&state=bihar&exam=ssc-cgl&page=2' });
    expect(await screen.findByRole('link', { name: 'Anil Yadav' })).toHaveAttribute('href', '/profile/a');
    expect(api.calls()[0]!.url).toBe('/api/users?q=anil&state=bihar&exam=ssc-cgl&page=2');
    expect(screen.getByLabelText('Search members by name')).toHaveValue('anil');
    expect(screen.getByLabelText('State')).toHaveValue('bihar');
    expect(screen.getByRole('combobox', { name: 'Preparing for' })).toHaveValue('ssc-cgl');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('41 members')).toBeInTheDocument();
    // The card: state and exam labels, and the action for friends.
    const userCard = screen.getByTestId('user-card');
    expect(within(userCard).getByText('Bihar')).toBeInTheDocument();
    expect(within(userCard).getByText('SSC CGL')).toBeInTheDocument();
    expect(within(userCard).getByRole('button', { name: 'Unfriend' })).toBeInTheDocument();
  });

  it('writes the filters to the URL, starting again at page 1', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ body: page([card('a', 'Anil')], 60) }));
    const { location } = renderWithProviders(<UsersDirectory />, { route: '/users?page=2' });
    await screen.findByText('Anil');

    await user.selectOptions(screen.getByLabelText('State'), 'Rajasthan');
    expect(location().search).toBe('?state=rajasthan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preparing for' }), 'RRB NTPC');
    expect(location().search).toBe('?state=rajasthan&exam=rrb-ntpc');
    await user.type(screen.getByLabelText('Search members by name'), '  Priya ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?state=rajasthan&exam=rrb-ntpc&q=Priya');
    await waitFor(() => expect(api.calls().at(-1)!.url).toBe('/api/users?q=Priya&state=rajasthan&exam=rrb-ntpc'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location().search).toBe('?state=rajasthan&exam=rrb-ntpc&q=Priya&page=2');
  });

  it('invites changing the filters when nobody matches, and clears them', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: page([]) }));
    const { location } = renderWithProviders(<UsersDirectory />, { route: '/users?state=goa' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'No members match these filters. Try another name, state or exam.',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
  });

  it('offers a retry when the list cannot load', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(() =>
      fail
        ? { status: 500, body: { statusCode: 500, code: 'X', message: 'down' } }
        : { body: page([card('b', 'Bela')]) },
    );
    renderWithProviders(<UsersDirectory />, { route: '/users' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Members could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bela')).toBeInTheDocument();
  });
});
