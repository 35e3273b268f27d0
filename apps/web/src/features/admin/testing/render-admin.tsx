import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { vi } from 'vitest';
import '../../../lib/i18n.ts';
import { guardHistory, type GuardedHistory } from '../../../lib/navigation/guarded-history.ts';
import { NavigationGuardProvider } from '../../../lib/navigation/use-blocker.tsx';
import { AdminRenderersProvider, type AdminRenderers } from '../components/admin-context.tsx';

export const testRenderers: AdminRenderers = {
  renderJobPreview: (job) => <div data-testid="job-preview">{job.title}</div>,
  renderMarkdown: (source) => <div data-testid="markdown">{source}</div>,
};

/**
 * Renders admin UI in a memory router with the app's navigation guard (the editors block navigation
 * with unsaved changes) and a fresh query client; `path` mounts `ui` as that route so params work.
 * `history` is where the test navigates (`history.push`) and reads the location.
 */
export function renderAdmin(
  ui: ReactElement,
  { route = '/', path = '*' }: { route?: string; path?: string } = {},
): RenderResult & { client: QueryClient; history: GuardedHistory } {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [route], v5Compat: true }));
  const result = render(
    <QueryClientProvider client={client}>
      <NavigationGuardProvider history={history}>
        <HistoryRouter history={history}>
          <Routes>
            <Route path={path} element={<AdminRenderersProvider value={testRenderers}>{ui}</AdminRenderersProvider>} />
            {path === '*' ? null : <Route path="*" element={<div data-testid="elsewhere" />} />}
          </Routes>
        </HistoryRouter>
      </NavigationGuardProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, history };
}

export type XhrCall = { method: string; url: string; body: Document | XMLHttpRequestBodyInit | null | undefined };

/**
 * Replaces XMLHttpRequest (used for PDF uploads, for their progress) with a fake that reports half
 * the upload, then answers with `respond`'s status and JSON body.
 */
export function fakeXhr(respond: (call: XhrCall) => { status: number; body: unknown }) {
  const calls: XhrCall[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const call = { method: this.method, url: this.url, body };
      calls.push(call);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const reply = respond(call);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { calls };
}
