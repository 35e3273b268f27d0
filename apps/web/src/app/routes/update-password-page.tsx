import { useTranslation } from '../../lib/use-translation.ts';
import { UpdatePasswordForm } from '../../features/auth/components/update-password-form.tsx';
import { PageHead } from '../layout/page-head.tsx';

export function UpdatePasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-6 sm:py-12">
      <PageHead title={t('updatePassword.title')} description={t('updatePassword.subtitle')} />
      <UpdatePasswordForm />
    </div>
  );
}
