import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { hi } from '../locales/hi.ts';
import { i18next, setLanguage } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('components showing one namespace share one t, answering as i18next does, as an object and an array', () => {
  const seen: unknown[] = [];
  function Count({ count }: { count: number }) {
    const { t, i18n, ready } = useTranslation();
    const [sameT] = useTranslation();
    seen.push(t, sameT);
    expect(i18n).toBe(i18next);
    expect(ready).toBe(true);
    return <p>{t('jobs.results', { count })}</p>;
  }
  render(
    <>
      <Count count={1} />
      <Count count={2} />
      <Count count={1} />
    </>,
  );
  expect(screen.getAllByText('1 recruitment')).toHaveLength(2);
  expect(screen.getByText('2 recruitments')).toBeInTheDocument();
  expect(new Set(seen).size).toBe(1);
  expect(screen.getByText('2 recruitments').textContent).toBe(i18next.t('jobs.results', { count: 2 }));
});

test('a language change draws what shows strings again, with a new t, in the new language', async () => {
  const ts: unknown[] = [];
  function Filters() {
    const { t } = useTranslation();
    ts.push(t);
    return <p>{t('jobs.filters')}</p>;
  }
  render(<Filters />);
  expect(screen.getByText('Filters')).toBeInTheDocument();
  await act(() => setLanguage('hi'));
  expect(screen.getByText(hi.jobs.filters)).toBeInTheDocument();
  expect(new Set(ts).size).toBe(2);
  await act(() => setLanguage('en'));
  expect(screen.getByText('Filters')).toBeInTheDocument();
});

test('a string kept is forgotten when strings are added, and a missing key is never kept', () => {
  function Probe({ name }: { name: string }) {
    const { t } = useTranslation();
    return <p data-testid={name}>{t(`probe.${name}` as 'jobs.filters')}</p>;
  }
  i18next.addResourceBundle('en', 'translation', { probe: { kept: 'First words' } }, true, true);
  const { rerender } = render(
    <>
      <Probe name="kept" />
      <Probe name="late" />
    </>,
  );
  expect(screen.getByTestId('kept').textContent).toBe('First words');
  expect(screen.getByTestId('late').textContent).toBe('probe.late');

  // English strings arriving with a page's chunk (lib/i18n.ts, registerStrings), and a changed one.
  i18next.addResourceBundle('en', 'translation', { probe: { kept: 'Second words', late: 'Arrived' } }, true, true);
  rerender(
    <>
      <Probe name="kept" />
      <Probe name="late" />
    </>,
  );
  expect(screen.getByTestId('kept').textContent).toBe('Second words');
  expect(screen.getByTestId('late').textContent).toBe('Arrived');
});

test('options that are not plain values are passed on each time, not kept', () => {
  let calls = 0;
  const date = {
    toString() {
      calls += 1;
      return `call ${calls}`;
    },
  };
  i18next.addResourceBundle('en', 'translation', { probe: { when: 'At {{date}}' } }, true, true);
  function When() {
    const { t } = useTranslation();
    return <p>{String(t('probe.when' as 'jobs.filters', { date } as never))}</p>;
  }
  const { rerender } = render(<When />);
  expect(screen.getByText('At call 1')).toBeInTheDocument();
  rerender(<When />);
  expect(screen.getByText('At call 2')).toBeInTheDocument();
});
