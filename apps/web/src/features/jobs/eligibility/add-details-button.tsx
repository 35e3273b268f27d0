import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { EligibilityProfileField } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { CompleteProfileDialog } from './lazy-complete-profile-dialog.tsx';

/** "Add my details": opens the one-step prompt for just the profile fields a verdict is missing. */
export function AddDetailsButton({
  fields,
  size = 'default',
  className,
}: {
  fields: EligibilityProfileField[];
  size?: 'default' | 'sm';
  className?: string;
}) {
  const { t } = useTranslation();
  const [prompting, setPrompting] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        className={cn(size === 'default' && 'h-11', className)}
        onClick={() => setPrompting(true)}
      >
        {t('eligibility.addDetails')}
      </Button>
      <CompleteProfileDialog fields={fields} open={prompting} onOpenChange={setPrompting} />
    </>
  );
}
