import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORY_BODY_MIN, type Story } from '@jobportal/shared';
import { mockFetch, renderWithProviders } from '../../../testing/render.tsx';
import { StoryForm } from './story-form.tsx';

const author = { id: 'me-1', name: 'Kiran Das' };
const preview = (source: string) => <div data-testid="preview">{source}</div>;
const longBody = 'I studied every day for two years. '.repeat(8);

const created: Story = {
  id: '0b7c7d1e-58a4-4d0a-9d53-6d8f2f3a1c11',
  slug: 'how-i-cleared-ssc-cgl-ab12cd',
  title: 'How I cleared SSC CGL',
  exam: 'SSC CGL',
  year: 2025,
  post: 'Inspector',
  state: null,
  body: longBody,
  tips: null,
  photoUrl: null,
  author: null,
  status: 'pending',
  rejectionReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  publishedAt: null,
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>, body: string) {
  await user.type(screen.getByLabelText('Title'), 'How I cleared SSC CGL');
  await user.type(screen.getByLabelText('Exam'), 'SSC CGL');
  await user.type(screen.getByLabelText('Year you passed'), '2025');
  await user.type(screen.getByLabelText('Post or department'), 'Inspector');
  if (body) {
    await user.click(screen.getByLabelText('Your story'));
    await user.paste(body);
  }
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StoryForm', () => {
  it('blocks a too-short story with the contract’s message and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockFetch(() => ({ status: 201, body: created }));
    renderWithProviders(<StoryForm author={author} renderPreview={preview} />);
    await fillRequired(user, 'Too short.');
    expect(screen.getByTestId('body-count')).toHaveTextContent(`${STORY_BODY_MIN - 10} more characters needed`);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const body = screen.getByLabelText('Your story');
    expect(body).toBeInvalid();
    expect(body).toHaveAccessibleDescription(
      new RegExp(`^Tell your story in at least ${STORY_BODY_MIN} characters\\.`),
    );
    await waitFor(() => expect(body).toHaveFocus());
    expect(api.calls()).toEqual([]);
  });

  it('says the story shows as Anonymous unless you agree to show your name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StoryForm author={author} renderPreview={preview} />);
    const consent = screen.getByRole('checkbox', { name: 'Show my name with this story' });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription('Your story is shown as by “Anonymous”.');
    await user.click(consent);
    expect(consent).toHaveAccessibleDescription('Your name, Kiran Das, is shown with this story.');
  });

  it('shows a live preview of the Markdown on demand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StoryForm author={author} renderPreview={preview} />);
    await user.type(screen.getByLabelText('Your story'), '**Hello**');
    await user.click(screen.getByRole('button', { name: 'Show preview' }));
    expect(screen.getByTestId('preview')).toHaveTextContent('**Hello**');
    await user.type(screen.getByLabelText('Your story'), ' again');
    await waitFor(() => expect(screen.getByTestId('preview')).toHaveTextContent('**Hello** again'));
  });

  it('shows the server’s field errors next to the fields', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        issues: [{ path: 'post', message: 'Which post or department did you join?' }],
      },
    }));
    renderWithProviders(<StoryForm author={author} renderPreview={preview} />);
    await fillRequired(user, longBody);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Post or department')).toHaveAccessibleDescription(
        'Which post or department did you join?',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');
  });

  it('submits, uploads the photo to the new story, and confirms it is pending review', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }));
    const api = mockFetch(({ method }) =>
      method === 'POST' ? { status: 201, body: created } : { body: { ...created, photoUrl: '/api/files/p1' } },
    );
    renderWithProviders(<StoryForm author={author} renderPreview={preview} />);
    await fillRequired(user, longBody);
    await user.selectOptions(screen.getByLabelText('State (optional)'), 'Assam');
    await user.upload(screen.getByTestId('story-photo-input'), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(screen.getByAltText('Preview of your photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your story is pending review.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls()).toHaveLength(2));
    expect(api.calls()[0]).toEqual({
      url: '/api/stories',
      method: 'POST',
      body: {
        title: 'How I cleared SSC CGL',
        exam: 'SSC CGL',
        year: 2025,
        post: 'Inspector',
        state: 'assam',
        body: longBody,
        showName: false,
      },
    });
    expect(api.calls()[1]).toMatchObject({ url: `/api/stories/${created.id}/photo`, method: 'PUT' });
    expect(api.calls()[1]!.body).toBeInstanceOf(FormData);
    expect((api.calls()[1]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('link', { name: 'View your story' })).toHaveAttribute('href', `/stories/${created.slug}`);
    expect(screen.getByRole('link', { name: 'Go to My stories' })).toHaveAttribute('href', '/profile/me-1#my-stories');
  });

  it('refuses a photo over the size limit before uploading', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StoryForm author={author} renderPreview={preview} />);
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(screen.getByTestId('story-photo-input'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('That image is larger than 5 MB. Choose a smaller one.');
  });
});
