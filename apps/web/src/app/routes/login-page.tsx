import { useTranslation } from '../../lib/use-translation.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { PageHead } from '../layout/page-head.tsx';

/** `/` for signed-out visitors. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-6 py-6 sm:py-12">
      <PageHead
        title={t('common.siteName')}
        description={t('auth.brandTagline')}
        keywords="government jobs, sarkari naukri, results, admit card, answer key, mock test, typing test"
        path="/"
        jsonLd={(origin) => ({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'JobPortal', url: origin })}
      />
      <p className="max-w-md text-center text-slate-600">{t('auth.brandTagline')}</p>
      <LoginForm />
    </div>
  );
}
