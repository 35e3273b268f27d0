import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { ShareButton, shareUrl } from './share-button.tsx';
import { getToasts } from './ui/toast-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('opens WhatsApp, Telegram and copy link for the page’s path only', async () => {
    window.history.replaceState(null, '', '/jobs/ssc-cgl-2026?utm_source=x&next=/profile/me#top');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ShareButton title="SSC CGL 2026 & more" />);
    const toggle = screen.getByRole('button', { name: 'Share' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const url = `${window.location.origin}/jobs/ssc-cgl-2026`;
    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`SSC CGL 2026 & more ${url}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent('SSC CGL 2026 & more')}`,
    );
    // Phones without the Web Share API get no "More apps" button.
    expect(screen.queryByRole('button', { name: 'More apps' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    await waitFor(() => expect(getToasts().map((item) => item.title)).toContain('Link copied'));
  });

  it('offers the phone’s share sheet where the browser has one, with the given path', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareButton title="A story" path="/stories/a-story?ref=me" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('button', { name: 'More apps' }));
    expect(share).toHaveBeenCalledWith({ title: 'A story', url: `${window.location.origin}/stories/a-story` });
  });

  it('builds links without query or hash', () => {
    expect(shareUrl('/result?page=3#x')).toBe(`${window.location.origin}/result`);
  });
});
