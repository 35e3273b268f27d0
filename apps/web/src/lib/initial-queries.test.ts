import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { INITIAL_QUERIES_ELEMENT_ID } from '@jobportal/shared';
import { seedInitialQueries } from './initial-queries.ts';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_QUERIES_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('seedInitialQueries', () => {
  it('puts the answers the server rendered the page from into the query cache, fresh', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const page = { items: [{ slug: 'rrb-ntpc-2026' }], total: 1 };
    seedInitialQueries(client, documentWith(JSON.stringify([{ key: ['jobs', 'page=1'], data: page }])));
    expect(client.getQueryData(['jobs', 'page=1'])).toEqual(page);
    expect(client.getQueryState(['jobs', 'page=1'])?.isInvalidated).toBe(false);
  });

  it('ignores a page without answers, damaged JSON and entries without a key or data', () => {
    const client = new QueryClient();
    seedInitialQueries(client, documentWith(null));
    seedInitialQueries(client, documentWith('{not json'));
    seedInitialQueries(client, documentWith(JSON.stringify({ key: ['x'], data: 1 })));
    seedInitialQueries(client, documentWith(JSON.stringify([{ key: 'jobs', data: 1 }, { key: ['site'] }, null])));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
