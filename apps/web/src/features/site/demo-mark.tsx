import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { siteQuery } from './public-content.ts';

/** A small mark telling users that the notices they see are fictional demo content. */
export function DemoMark() {
  const { t } = useTranslation();
  const site = useQuery(siteQuery);
  if (!site.data?.demoContent) return null;
  return (
    <p
      data-testid="demo-mark"
      className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 px-2.5 py-1 text-xs font-medium text-violet-800"
    >
      <FlaskConical className="size-3.5" aria-hidden="true" />
      {t('site.demoMark')}
    </p>
  );
}
