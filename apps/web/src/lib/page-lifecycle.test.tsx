import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  HydratedProvider,
  PersonalPartsProvider,
  useHydrated,
  usePersonalParts,
  whenQueriesSettled,
} from './page-lifecycle.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function Probe() {
  return (
    <p>
      hydrated {String(useHydrated())}, own {String(usePersonalParts())}
    </p>
  );
}

describe('page lifecycle (issue #24)', () => {
  it('waits for the queries in flight before it resolves, and at most the time given', async () => {
    const client = new QueryClient();
    const answer = deferred<string>();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => answer.promise });
    let settled = false;
    const waiting = whenQueriesSettled(client, 10_000).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer.resolve('in');
    await waiting;
    expect(settled).toBe(true);

    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => undefined) });
    const started = Date.now();
    await whenQueriesSettled(client, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('on a server-rendered page, says hydrated after the first render and shows the member’s parts once the page’s answers are in', async () => {
    const client = new QueryClient();
    const answer = deferred<string>();
    void client.fetchQuery({ queryKey: ['saved-jobs'], queryFn: () => answer.promise });
    render(
      <QueryClientProvider client={client}>
        <HydratedProvider drawsPage={false}>
          <PersonalPartsProvider drawsPage={false}>
            <Probe />
          </PersonalPartsProvider>
        </HydratedProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('hydrated true, own false')).toBeInTheDocument();
    // Still waiting for the answer: the member's parts are not drawn while it may change under them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('hydrated true, own false')).toBeInTheDocument();
    await act(async () => {
      answer.resolve('saved');
      await answer.promise;
    });
    expect(await screen.findByText('hydrated true, own true')).toBeInTheDocument();
  });

  it('on a page the app draws itself, has both from the start', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HydratedProvider drawsPage>
          <PersonalPartsProvider drawsPage>
            <Probe />
          </PersonalPartsProvider>
        </HydratedProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('hydrated true, own true')).toBeInTheDocument();
  });
});
