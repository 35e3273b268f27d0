import '../../../locales/en-people-register.ts';
import { Ban, History, KeyRound, ShieldCheck, ShieldOff, Trash2, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { banInput, type AdminUser } from '@jobportal/shared';
import { FormField, Textarea } from '../../../components/form/form-field.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAdminMe } from '../api/get-me.ts';
import { useAdminUser, useUserAction, type UserAction } from '../api/users.ts';
import { errorText } from '../utils/errors.ts';
import { formatDateTime } from '../utils/format.ts';
import { AdminHeading } from './admin-heading.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LoadError, Loading } from './states.tsx';
import { UserFlags } from './users-page.tsx';

/** `/admin/users/{id}`. */
export function UserPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  if (user.isPending) return <Loading />;
  if (user.isError) {
    const missing = user.error instanceof ApiRequestError && user.error.status === 404;
    return (
      <>
        <AdminHeading title={missing ? t('user.notFound') : t('user.title')} />
        <LoadError error={user.error} onRetry={() => void user.refetch()} />
        <Link to="/admin/users" className="text-brand-700 underline">
          {t('user.backToList')}
        </Link>
      </>
    );
  }
  return <UserDetails user={user.data} />;
}

type Dialog = 'ban' | 'delete' | 'revoke' | null;

/**
 * One account with every admin action. The server refuses self-lockout (revoking one's own rights,
 * banning or deleting oneself); the buttons say so before anyone tries.
 */
function UserDetails({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const me = useAdminMe();
  const action = useUserAction(user.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [banReason, setBanReason] = useState('');
  const [typedEmail, setTypedEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Until we know who is signed in, treat every account as possibly our own.
  const isSelf = me.data ? me.data.id === user.id : true;
  const banCheck = banInput.safeParse({ reason: banReason.trim() || undefined });

  function run(next: UserAction, success: string, after?: () => void) {
    setError(null);
    action.mutate(next, {
      onSuccess: () => {
        setDialog(null);
        toast({ title: success, description: user.email });
        after?.();
      },
      onError: (failure) => setError(errorText(failure, t)),
    });
  }

  const pendingKind = action.isPending ? action.variables?.kind : undefined;
  const rows: Array<[string, string]> = [
    [t('user.email'), user.email],
    [t('user.verified'), user.emailVerified ? t('user.yes') : t('user.no')],
    [t('user.admin'), user.isAdmin ? t('user.yes') : t('user.no')],
    [
      t('user.banned'),
      user.banned
        ? user.banReason
          ? t('user.bannedBecause', { reason: user.banReason })
          : t('user.yes')
        : t('user.no'),
    ],
    [t('user.joined'), formatDateTime(user.createdAt)],
    [t('user.lastSeen'), user.lastSeen ? formatDateTime(user.lastSeen) : t('users.never')],
  ];

  return (
    <>
      <AdminHeading
        title={user.name || user.email}
        description={<UserFlags user={user} />}
        actions={
          <Button variant="ghost" size="sm" asChild>
            <Link to={`/admin/audit?targetType=user&targetId=${encodeURIComponent(user.id)}`}>
              <History />
              {t('user.history')}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="user-details">
          <h2 id="user-details" className="mb-3 font-semibold">
            {t('user.details')}
          </h2>
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="user-actions">
          <h2 id="user-actions" className="mb-3 font-semibold">
            {t('user.actions')}
          </h2>
          {isSelf && me.data ? (
            <p className="mb-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="self-note">
              {t('user.selfNote')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {user.isAdmin ? (
              <Button variant="outline" disabled={isSelf || action.isPending} onClick={() => setDialog('revoke')}>
                <ShieldOff />
                {t('user.revokeAdmin')}
              </Button>
            ) : (
              <Button
                variant="outline"
                disabled={action.isPending}
                onClick={() => run({ kind: 'grantAdmin' }, t('user.toast.granted'))}
              >
                <ShieldCheck />
                {t('user.grantAdmin')}
              </Button>
            )}
            {user.banned ? (
              <Button
                variant="outline"
                disabled={action.isPending}
                onClick={() => run({ kind: 'unban' }, t('user.toast.unbanned'))}
              >
                <UserCheck />
                {t('user.unban')}
              </Button>
            ) : (
              <Button
                variant="outline"
                className="text-red-700"
                disabled={isSelf || action.isPending}
                onClick={() => setDialog('ban')}
              >
                <Ban />
                {t('user.ban')}
              </Button>
            )}
            <Button
              variant="outline"
              disabled={action.isPending}
              onClick={() => run({ kind: 'passwordReset' }, t('user.toast.resetSent'))}
            >
              <KeyRound />
              {pendingKind === 'passwordReset' ? t('common.working') : t('user.sendReset')}
            </Button>
            <Button variant="destructive" disabled={isSelf || action.isPending} onClick={() => setDialog('delete')}>
              <Trash2 />
              {t('user.delete')}
            </Button>
          </div>
          {error && dialog === null ? (
            <Alert variant="destructive" className="mt-3">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
        </section>
      </div>

      <ConfirmDialog
        open={dialog === 'revoke'}
        onOpenChange={(open) => setDialog(open ? 'revoke' : null)}
        title={t('user.revokeDialog.title')}
        description={t('user.revokeDialog.description', { name: user.name || user.email })}
        confirmLabel={t('user.revokeAdmin')}
        destructive
        pending={action.isPending}
        error={error}
        onConfirm={() => run({ kind: 'revokeAdmin' }, t('user.toast.revoked'))}
      />
      <ConfirmDialog
        open={dialog === 'ban'}
        onOpenChange={(open) => {
          setDialog(open ? 'ban' : null);
          setError(null);
        }}
        title={t('user.banDialog.title')}
        description={t('user.banDialog.description', { name: user.name || user.email })}
        confirmLabel={t('user.banDialog.confirm')}
        destructive
        pending={action.isPending}
        canConfirm={banCheck.success}
        error={error}
        onConfirm={() => run({ kind: 'ban', reason: banReason.trim() || undefined }, t('user.toast.banned'))}
      >
        <FormField
          id="ban-reason"
          label={t('user.banDialog.reason')}
          hint={t('user.banDialog.hint')}
          error={banCheck.success ? undefined : banCheck.error.issues[0]?.message}
        >
          {(control) => (
            <Textarea {...control} rows={3} value={banReason} onChange={(event) => setBanReason(event.target.value)} />
          )}
        </FormField>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => {
          setDialog(open ? 'delete' : null);
          setTypedEmail('');
          setError(null);
        }}
        title={t('user.deleteDialog.title')}
        description={t('user.deleteDialog.description', { email: user.email })}
        confirmLabel={t('user.deleteDialog.confirm')}
        destructive
        pending={action.isPending}
        canConfirm={typedEmail.trim().toLowerCase() === user.email.toLowerCase()}
        error={error}
        onConfirm={() =>
          run({ kind: 'delete' }, t('user.toast.deleted'), () => navigate('/admin/users', { replace: true }))
        }
      >
        <FormField id="delete-email" label={t('user.deleteDialog.typeEmail', { email: user.email })}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.target.value)}
            />
          )}
        </FormField>
      </ConfirmDialog>
    </>
  );
}
