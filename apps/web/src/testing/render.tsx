import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi, type Mock } from 'vitest';
import '../lib/i18n.ts';

export type RenderWithProvidersResult = RenderResult & {
  client: QueryClient;
  /** Where the router is now (path, query and hash). */
  location: () => Location;
};

/**
 * Renders a component inside a fresh query client (no retries) and a memory router at `route`;
 * `path` mounts it as that route so `useParams` works. `rerender` keeps the providers.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path }: { route?: string; path?: string } = {},
): RenderWithProvidersResult {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    );
  }
  const tree = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(tree, { wrapper: Providers });
  return { ...result, client, location: () => current! };
}

export type FetchCall = { url: string; method: string; body: unknown };
export type FetchReply = { status?: number; body?: unknown };

/**
 * The network the web tests see: Mock Service Worker intercepting `fetch` (`testing/setup.ts` starts
 * it for every test file and forgets each test's handlers after it). A request no test declared fails,
 * as it would offline.
 */
export const network = setupServer();

/** A request as the stub's handlers see it: its URL as the app wrote it (a path on this origin). */
async function callOf(request: Request): Promise<FetchCall> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.startsWith('multipart/form-data')) {
    // Rebuilt from this window's classes, as the component made it (the parsed one is Node's).
    body = new FormData();
    for (const [name, value] of await request.formData()) {
      (body as FormData).append(
        name,
        typeof value === 'string' ? value : new File([await value.arrayBuffer()], value.name, { type: value.type }),
      );
    }
  } else {
    const text = await request.text();
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  }
  return {
    url: url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href,
    method: request.method.toUpperCase(),
    body,
  };
}

/**
 * Answers every request of the test with `handler` of (url, method, body), as JSON, through Mock Service
 * Worker; `calls()` lists what the component asked for, and `fetch` is called once per request.
 */
export function mockFetch(handler: (call: FetchCall) => FetchReply | Promise<FetchReply>) {
  const seen: FetchCall[] = [];
  const fetchSpy: Mock<(call: FetchCall) => void> = vi.fn();
  network.use(
    http.all('*', async ({ request }) => {
      const call = await callOf(request);
      seen.push(call);
      fetchSpy(call);
      const reply = await handler(call);
      return new HttpResponse(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { fetch: fetchSpy, calls: () => seen };
}
