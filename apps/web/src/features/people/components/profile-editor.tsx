import '../../../locales/en-people-register.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOwnProfile } from '../api/own-profile.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { ProfileForm } from './profile-form.tsx';

/** "Edit profile" on the owner's own profile page: photo and every field, with who may see each. */
export function ProfileEditor() {
  const { t } = useTranslation();
  const own = useOwnProfile();
  return (
    <Card id="edit-profile" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{t('people.edit.title')}</CardTitle>
        <CardDescription>{t('people.edit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {own.isPending ? <Spinner /> : null}
        {own.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{t('people.loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void own.refetch()}>
              {t('people.retry')}
            </Button>
          </div>
        ) : null}
        {own.data ? (
          <>
            <AvatarUpload profile={own.data} />
            <ProfileForm key={own.data.id} profile={own.data} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
