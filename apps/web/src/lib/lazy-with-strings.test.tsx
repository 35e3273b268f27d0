import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from './use-translation.ts';
import { afterEach, expect, test, vi } from 'vitest';
import { enTools } from '../locales/en-tools.ts';
// Its type only: the module itself must load late, through the mock below.
import type { hiTools as HiTools } from '../locales/hi-tools.ts';
import { registerNamespace, setLanguage } from './i18n.ts';
import { lazyWithStrings } from './lazy-with-strings.ts';

// The Hindi strings of `tools` arrive late, as over a phone's network.
vi.mock('../locales/hi-tools.ts', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return importOriginal();
});

afterEach(() => setLanguage('en'));

const { hiTools } = await vi.importActual<{ hiTools: typeof HiTools }>('../locales/hi-tools.ts');

/** A part whose chunk registers the `tools` strings (as `routes/photo-tool-page.tsx` does), noting each title it renders. */
function partOfChunk(lazyLoader: typeof lazyWithStrings) {
  const titles: string[] = [];
  function Title() {
    const { t } = useTranslation('tools');
    titles.push(t('page.title'));
    return <h1>{t('page.title')}</h1>;
  }
  const Part = lazyLoader(async () => {
    registerNamespace('tools', enTools);
    return { default: Title };
  });
  return { Part, titles };
}

test('a Hindi reader sees a lazily loaded part in Hindi from its first render, never its English', async () => {
  await setLanguage('hi');
  const { Part, titles } = partOfChunk(lazyWithStrings);
  render(
    <Suspense fallback={null}>
      <Part />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: hiTools.page.title })).toBeInTheDocument();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.filter((title) => title !== hiTools.page.title)).toEqual([]);
});

test('in English the part renders at once with its own strings', async () => {
  const { Part, titles } = partOfChunk(lazyWithStrings);
  render(
    <Suspense fallback={null}>
      <Part />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: enTools.page.title })).toBeInTheDocument();
  expect(titles.every((title) => title === enTools.page.title)).toBe(true);
});
