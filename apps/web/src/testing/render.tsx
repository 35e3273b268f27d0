import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
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
 * Replaces `fetch` with a handler of (url, method, body) that answers JSON; `calls()` lists what the
 * component asked for.
 */
export function mockFetch(handler: (call: FetchCall) => FetchReply | Promise<FetchReply>) {
  const seen: FetchCall[] = [];
  const fetchMock: Mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { url, method: (init?.method ?? 'GET').toUpperCase(), body };
    seen.push(call);
    const reply = await handler(call);
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls: () => seen };
}
