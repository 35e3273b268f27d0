import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * The page title (document and `<h1>`) with the page's main actions beside it. Admin pages are kept
 * out of search engines.
 */
export function AdminHeading({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <title>{t('common.documentTitle', { title })}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
