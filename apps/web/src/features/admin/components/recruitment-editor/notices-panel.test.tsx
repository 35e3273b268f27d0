import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../../testing/render.tsx';
import { notice, NOTICE_ID, recruitment, RECRUITMENT_ID } from '../../testing/fixtures.ts';
import { fakeXhr, renderAdmin } from '../../testing/render-admin.tsx';
import { RecruitmentEditorPage } from './recruitment-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOT_A_PDF = 'This file is not a PDF. Upload the notice as a PDF file.';

function openEditor() {
  return renderAdmin(<RecruitmentEditorPage />, {
    route: `/admin/recruitments/${RECRUITMENT_ID}`,
    path: '/admin/recruitments/:id',
  });
}

describe('notice PDF upload', () => {
  it("shows the server's message when it refuses the file", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: recruitment() }));
    const xhr = fakeXhr(() => ({
      status: 415,
      body: { statusCode: 415, code: 'NOT_A_PDF', message: NOT_A_PDF },
    }));
    openEditor();
    const input = await screen.findByLabelText('Upload PDF for Notification for CGL 2026');
    await user.upload(input, new File(['just text'], 'notice.pdf', { type: 'application/pdf' }));

    const row = screen.getByTestId('notice-row');
    expect(await within(row).findByRole('alert')).toHaveTextContent(NOT_A_PDF);
    expect(xhr.calls).toHaveLength(1);
    expect(xhr.calls[0]).toMatchObject({ method: 'PUT', url: `/api/admin/notices/${NOTICE_ID}/pdf` });
    expect((xhr.calls[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(within(row).getByText('No PDF yet')).toBeInTheDocument();
  });

  it('refuses a file over 15 MB before sending it', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: recruitment() }));
    const xhr = fakeXhr(() => ({ status: 200, body: {} }));
    openEditor();
    const big = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('Upload PDF for Notification for CGL 2026'), big);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 16.0 MB. Notice PDFs can be at most 15 MB.',
    );
    expect(xhr.calls).toHaveLength(0);
  });

  it('shows the page count and size once the upload is in, with a link to the file', async () => {
    const user = userEvent.setup();
    const withPdf = notice({ pdf: { fileId: 'file-1', pageCount: 3, sizeBytes: 240 * 1024 } });
    let uploaded = false;
    mockFetch(() => ({ body: recruitment({ notices: [uploaded ? withPdf : notice()] }) }));
    fakeXhr(() => {
      uploaded = true;
      return { status: 200, body: withPdf };
    });
    openEditor();
    await user.upload(
      await screen.findByLabelText('Upload PDF for Notification for CGL 2026'),
      new File(['%PDF-1.7'], 'notice.pdf', { type: 'application/pdf' }),
    );

    const info = await screen.findByText('PDF · 3 pages · 240 KB');
    expect(info).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'View PDF' })).toHaveAttribute('href', '/api/files/file-1'),
    );
    expect(screen.getByLabelText('Replace PDF for Notification for CGL 2026')).toBeInTheDocument();
  });
});
