import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { mockTestPaths } from '../lib/paths.ts';

/** "All tests": the way back to the catalogue under an error. */
export function BackToTests() {
  const { t } = useTranslation('mockTests');
  return (
    <Link
      to={mockTestPaths.catalogue}
      className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-700 underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('instructions.back')}
    </Link>
  );
}
