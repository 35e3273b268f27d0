import '../../../locales/en-people-register.ts';
import type { TFunction } from 'i18next';
import { Monitor } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
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
                  {describeAgent(session.userAgent, t) ?? t('account.unknownDevice')}
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

type Browser = 'edge' | 'firefox' | 'chrome' | 'safari';
type System = 'android' | 'ios' | 'windows' | 'macos' | 'linux';

/** The browser a user-agent string names (Edge and Chrome say "Safari" too, so the order matters). */
function browserOf(userAgent: string): Browser | undefined {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return undefined;
}

/** The system a user-agent string names (Android says "Linux" too). */
function systemOf(userAgent: string): System | undefined {
  if (/Android/.test(userAgent)) return 'android';
  if (/iPhone|iPad/.test(userAgent)) return 'ios';
  if (/Windows/.test(userAgent)) return 'windows';
  if (/Mac OS X/.test(userAgent)) return 'macos';
  if (/Linux/.test(userAgent)) return 'linux';
  return undefined;
}

/**
 * "Chrome on Android" from a user-agent string, in the interface language (Hindi "एंड्रॉयड पर क्रोम"):
 * the browser, the system and the phrase joining them are all catalogue strings. Undefined when the
 * string says nothing useful.
 */
export function describeAgent(userAgent: string | null | undefined, t: TFunction): string | undefined {
  if (!userAgent) return undefined;
  const browserKey = browserOf(userAgent);
  const systemKey = systemOf(userAgent);
  const browser = browserKey ? t(`account.browsers.${browserKey}`) : undefined;
  const system = systemKey ? t(`account.systems.${systemKey}`) : undefined;
  if (browser && system) return t('account.deviceName', { browser, system });
  return browser ?? system;
}
