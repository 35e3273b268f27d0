import '../../../locales/en-people-register.ts';
import { Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSessionQuery } from '../../../lib/session.ts';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions.ts';

/** Account section: the owner's sessions, each revocable. */
export function SessionsList() {
  const { t } = useTranslation();
  const current = useSessionQuery().data?.session.id;
  const sessions = useSessions(current);
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.sessionsTitle')}</CardTitle>
        <CardDescription>{t('account.sessionsHelp')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending ? <Spinner /> : null}
        {sessions.isError ? <p className="text-red-700">{t('account.sessionsFailed')}</p> : null}
        <ul className="grid gap-2" aria-label={t('account.sessionsTitle')}>
          {sessions.data?.map((session) => (
            <li
              key={session.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3"
              data-testid="session-row"
            >
              <Monitor className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {describeAgent(session.userAgent) ?? t('account.unknownDevice')}
                </p>
                <p className="text-xs text-slate-500">
                  {t('account.signedInOn', { date: formatDateTime(session.createdAt) })}
                  {session.current ? ` · ${t('account.thisDevice')}` : ''}
                </p>
              </div>
              {!session.current ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => revoke.mutate(session.token)}
                  disabled={revoke.isPending}
                >
                  {t('account.revoke')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {sessions.data && sessions.data.length > 1 ? (
          <Button variant="secondary" onClick={() => revokeOthers.mutate()} disabled={revokeOthers.isPending}>
            {t('account.revokeOthers')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** "Chrome on Android" from a user-agent string; undefined when it says nothing useful. */
export function describeAgent(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : undefined;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}
