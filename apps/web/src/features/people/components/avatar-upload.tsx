import '../../../locales/en-people-register.ts';
import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type OwnProfile } from '@jobportal/shared';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/own-profile.ts';

const MEGABYTES = Math.round(AVATAR_MAX_BYTES / (1024 * 1024));

/**
 * A quick check before uploading, so a phone on a slow network does not send 20 MB to be refused.
 * The server checks the real content again.
 */
export function avatarProblem(file: File): 'tooLarge' | 'wrongType' | null {
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return null;
}

/** The owner's photo: choose (with a preview while it uploads) or remove. */
export function AvatarUpload({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const problem = avatarProblem(file);
    if (problem) {
      setError(problem === 'tooLarge' ? t('people.avatar.tooLarge', { mb: MEGABYTES }) : t('people.avatar.wrongType'));
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('people.avatar.uploaded') }),
      onError: (failure) => setError(failure.message || t('common.somethingWentWrong')),
      onSettled: () => setPreview(null),
    });
  }

  function onRemove() {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t('people.avatar.removed') }),
      onError: (failure) => setError(failure.message || t('common.somethingWentWrong')),
    });
  }

  return (
    <section aria-labelledby="avatar-heading" className="grid gap-3">
      <h3 id="avatar-heading" className="text-sm font-medium text-slate-900">
        {t('people.avatar.title')}
      </h3>
      <div className="flex items-center gap-4">
        <div className="relative">
          <Avatar
            id={profile.id}
            name={profile.name}
            src={preview ?? profile.avatarUrl}
            size="lg"
            alt={preview ? t('people.avatar.preview') : ''}
          />
          {upload.isPending ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
              <Spinner label={t('people.avatar.uploading')} />
            </span>
          ) : null}
        </div>
        <div className="grid gap-2">
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="avatar-input"
            onChange={onChoose}
          />
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <Camera />
            {profile.avatarUrl ? t('people.avatar.change') : t('people.avatar.choose')}
          </Button>
          {profile.avatarUrl ? (
            <Button
              type="button"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              disabled={busy}
              onClick={onRemove}
            >
              <Trash2 />
              {t('people.avatar.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-slate-600">{t('people.avatar.hint', { mb: MEGABYTES })}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
