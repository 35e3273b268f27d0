import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../components/ui/toast-store.ts';
import type * as ToastStore from '../../../../components/ui/toast-store.ts';
import { mockFetch } from '../../../../testing/render.tsx';
import { notice, NOTICE_ID, recruitment, RECRUITMENT_ID } from '../../testing/fixtures.ts';
import { fakeXhr, renderAdmin } from '../../testing/render-admin.tsx';
import { RecruitmentEditorPage } from './recruitment-editor.tsx';

// Which toasts were asked for (the store keeps one at a time).
vi.mock('../../../../components/ui/toast-store.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ToastStore>();
  return { ...original, toast: vi.fn(original.toast) };
});
const toastTitles = () => vi.mocked(toast).mock.calls.map(([options]) => options.title);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
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

describe('a new notice with its PDF', () => {
  const NEW_ID = '0b5a3c1e-9d8f-4e2a-b6c7-1d2e3f4a5b6c';
  const title = 'Answer key for CGL Tier 1';

  /** Adds a notice with a PDF through the dialog; the server keeps what it was sent. */
  async function addWithPdf(upload: { status: number; body: unknown } | 'network') {
    const user = userEvent.setup();
    let saved: ReturnType<typeof notice> | null = null;
    const server = mockFetch((call) => {
      if (call.method === 'POST' && call.url === '/api/admin/notices') {
        const body = call.body as { status: 'draft' | 'published'; title: string };
        saved = notice({ id: NEW_ID, title: body.title, status: body.status });
        return { status: 201, body: saved };
      }
      return { body: recruitment({ notices: saved ? [notice(), saved] : [notice()] }) };
    });
    if (upload === 'network') {
      // The connection drops: XMLHttpRequest reports an error and no answer.
      vi.stubGlobal(
        'XMLHttpRequest',
        class {
          upload = { onprogress: null };
          onload: (() => void) | null = null;
          onerror: (() => void) | null = null;
          open() {}
          setRequestHeader() {}
          send() {
            setTimeout(() => this.onerror?.(), 0);
          }
        },
      );
    }
    const xhr =
      upload === 'network'
        ? { calls: [] }
        : fakeXhr(() => {
            if (upload.status !== 200 || !saved) return upload;
            saved = { ...saved, status: 'published', pdf: { fileId: 'file-9', pageCount: 2, sizeBytes: 120 * 1024 } };
            return { status: 200, body: saved };
          });
    openEditor();
    await user.click(await screen.findByRole('button', { name: 'Add notice' }));
    const form = await screen.findByRole('form', { name: 'Notice' });
    await user.type(within(form).getByLabelText('Title'), title);
    await user.upload(
      within(form).getByLabelText('PDF'),
      new File(['just text'], 'answer-key.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Add notice' }));
    return { server, xhr };
  }

  it('is created as a draft and stays one, with the upload error and no "Notice added", when the server refuses the file', async () => {
    const { server, xhr } = await addWithPdf({
      status: 415,
      body: { statusCode: 415, code: 'NOT_A_PDF', message: NOT_A_PDF },
    });

    const row = await waitFor(() => {
      const found = screen.getAllByTestId('notice-row').find((item) => item.textContent?.includes(title));
      expect(found).toBeDefined();
      return found!;
    });
    const alert = await within(row).findByRole('alert');
    expect(alert).toHaveTextContent(NOT_A_PDF);
    expect(alert).toHaveTextContent(
      'The notice is a draft until its PDF is in: upload it again to publish the notice.',
    );
    expect(within(row).getByTestId('status-badge')).toHaveTextContent('Draft');
    expect(within(row).getByText('No PDF yet')).toBeInTheDocument();

    const created = server.calls().find((call) => call.method === 'POST');
    expect(created?.body).toMatchObject({ title, status: 'draft' });
    expect(xhr.calls).toHaveLength(1);
    expect(xhr.calls[0]).toMatchObject({ method: 'PUT', url: `/api/admin/notices/${NEW_ID}/pdf?status=published` });
    expect(toastTitles()).not.toContain('Notice added');
    expect(toastTitles()).toContain('Notice saved as a draft: its PDF was not uploaded');
  });

  it('stays a draft with the network error when the connection drops', async () => {
    await addWithPdf('network');
    const alert = await screen.findByTestId('notice-pdf-error');
    expect(alert).toHaveTextContent('The notice is a draft until its PDF is in');
    expect(toastTitles()).not.toContain('Notice added');
    expect(toastTitles()).toContain('Notice saved as a draft: its PDF was not uploaded');
  });

  it('is published by the upload and announced as added once the PDF is in', async () => {
    const { xhr } = await addWithPdf({ status: 200, body: {} });
    expect(await screen.findByText('PDF · 2 pages · 120 KB')).toBeInTheDocument();
    expect(xhr.calls[0]).toMatchObject({ url: `/api/admin/notices/${NEW_ID}/pdf?status=published` });
    await waitFor(() => expect(toastTitles()).toContain('Notice added'));
    expect(screen.queryByTestId('notice-pdf-error')).not.toBeInTheDocument();
  });
});
