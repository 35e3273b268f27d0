import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntry } from '@jobportal/shared';
import { enAdmin } from '../../../locales/en-admin.ts';
import { hiAdmin } from '../../../locales/hi-admin.ts';
import { mockFetch } from '../../../testing/render.tsx';
import { renderAdmin } from '../testing/render-admin.tsx';
import { AuditPage } from './audit-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The value at a dotted path of a locale's strings. */
const at = (strings: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);

const NOTICE = '4b0c6f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const entry: AuditEntry = {
  id: '1',
  actor: { id: 'admin-1', name: 'Meera' },
  action: 'answer_key.save',
  targetType: 'answer_key',
  targetId: NOTICE,
  summary: { title: 'Tentative answer key', recruitmentTitle: 'SSC CGL 2026', stage: 'final', version: 2 },
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('AuditPage', () => {
  it('names a saved answer key by its notice and links to its editor', async () => {
    mockFetch(() => ({ body: { items: [entry], total: 1, page: 1, perPage: 20 } }));
    renderAdmin(<AuditPage />, { route: '/admin/audit', path: '/admin/audit' });
    const item = await screen.findByTestId('audit-entry');
    expect(item).toHaveTextContent('Meera saved answer key Tentative answer key');
    expect(within(item).getByRole('link', { name: /Tentative answer key/ })).toHaveAttribute(
      'href',
      `/admin/answer-keys/${NOTICE}`,
    );
  });

  it('has a label for every action the server records, in English and Hindi', () => {
    for (const [language, strings] of [
      ['en', enAdmin],
      ['hi', hiAdmin],
    ] as const) {
      for (const action of AUDIT_ACTIONS) {
        const label = at(strings.audit.actions, action);
        expect(typeof label === 'string' && label.length > 0, `${language} ${action}`).toBe(true);
      }
    }
  });
});
