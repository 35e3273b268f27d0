import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PersonalPartsProvider, usePersonalParts } from '../lib/page-lifecycle.ts';
import { HydrationSlices } from './hydration-slices.tsx';

const ITEMS = Array.from({ length: 20 }, (_, index) => `job ${index + 1}`);

function page(drawn: string[]) {
  function Card({ name }: { name: string }) {
    const own = usePersonalParts();
    drawn.push(`${name}:${own ? 'own' : '-'}`);
    // A card costs a phone a few milliseconds: React adopts the slices in tasks of their own.
    const until = performance.now() + 3;
    while (performance.now() < until);
    return <li>{own ? `${name}, saved` : name}</li>;
  }
  return (
    <QueryClientProvider client={new QueryClient()}>
      <PersonalPartsProvider drawsPage={false}>
        <ul>
          <HydrationSlices items={ITEMS} size={2}>
            {(name) => <Card key={name} name={name} />}
          </HydrationSlices>
        </ul>
      </PersonalPartsProvider>
    </QueryClientProvider>
  );
}

describe('HydrationSlices (decision 019) and the member’s parts', () => {
  it('draws each card twice when a server page is adopted: once as the server did, once with the member’s parts', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    document.body.append(container);
    const drawn: string[] = [];
    // React's act() would adopt everything in one go; the browser's scheduler adopts slice by slice.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(container, page(drawn));
      await expect.poll(() => container.textContent, { timeout: 5_000 }).toContain('job 20, saved');
      expect(container.querySelectorAll('li')).toHaveLength(20);
      // Turning the member's parts on while slices were still to adopt made React adopt one and draw
      // the parts again from the top, once per slice: 2 + 4 + … + 20 renders with them instead of 20.
      expect(drawn.filter((entry) => entry.endsWith(':own'))).toHaveLength(ITEMS.length);
      expect(drawn.filter((entry) => entry.endsWith(':-'))).toHaveLength(ITEMS.length);
      await act(async () => root.unmount());
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
      container.remove();
    }
  });
});
