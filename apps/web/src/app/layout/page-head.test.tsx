import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHead } from './page-head.tsx';

/** The head tags the server wrote for the document (share-head.ts), marked as its own. */
function serverHead(title: string, description: string, canonicalPath: string) {
  document.head.innerHTML =
    `<title data-server-head>${title}</title>` +
    `<meta data-server-head name="description" content="${description}">` +
    `<link data-server-head rel="canonical" href="${window.location.origin}${canonicalPath}">` +
    `<meta data-server-head property="og:title" content="${title}">`;
}

async function renderHead(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return root;
}

const count = (selector: string) => document.head.querySelectorAll(selector).length;

describe('PageHead (issue #24: the server’s head tags are kept when they say what the page would)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('keeps the server’s tags that say the same, and adds only what they lack (keywords, structured data)', async () => {
    serverHead('Government Jobs | JobPortal', 'All government jobs.', '/jobs');
    const root = await renderHead(
      <PageHead
        title="Government Jobs"
        description="All government jobs."
        keywords="government jobs"
        path="/jobs"
        jsonLd={{ '@type': 'WebPage' }}
      />,
    );
    expect(count('[data-server-head]')).toBe(4);
    expect(count('title')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('government jobs');
    expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({
      '@type': 'WebPage',
    });
    act(() => root.unmount());
  });

  it('replaces the server’s tags when they say something else (another page, another language)', async () => {
    serverHead('Government Jobs | JobPortal', 'All government jobs.', '/jobs');
    const root = await renderHead(<PageHead title="सरकारी नौकरियाँ" description="सभी सरकारी नौकरियाँ।" path="/jobs" />);
    expect(count('[data-server-head]')).toBe(0);
    expect(document.title).toBe('सरकारी नौकरियाँ | JobPortal');
    expect(count('title')).toBe(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/jobs`,
    );
    act(() => root.unmount());
  });

  it('replaces them when only the canonical URL differs', async () => {
    serverHead('Results | JobPortal', 'Latest results.', '/result');
    const root = await renderHead(<PageHead title="Results" description="Latest results." path="/admit-card" />);
    expect(count('[data-server-head]')).toBe(0);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/admit-card`,
    );
    act(() => root.unmount());
  });
});
