import '../chat-strings.ts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CHAT_PASSPHRASE_MIN_LENGTH, createRecoveryCode } from '@jobportal/shared/domain/chat-crypto/index';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useActiveEngine } from '../engine/active-engine.ts';
import { useBackupKind } from './use-backup-kind.ts';
import type { KeyActionResult } from '../crypto/key-manager.ts';
import { useChatState } from '../model/chat-hooks.ts';
import { newPassphraseProblem } from './key-backup-guide.tsx';
import type { ChatFriend, ChatState } from '../model/chat-state.ts';

/** "Verify encryption" (the safety number) and the chat key backup: save the code, change the secret, restore. */
export function SecurityDialog({
  friend,
  open,
  onOpenChange,
}: {
  friend: ChatFriend;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const own = useChatState(useCallback((state: ChatState) => state.ownKey, []));
  const theirs = useChatState(useCallback((state: ChatState) => state.friendKeys[friend.id], [friend.id]));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="chat-security-dialog" closeLabel={t('window.close')}>
        <DialogHeader>
          <DialogTitle>{t('security.title')}</DialogTitle>
          <DialogDescription>{t('security.description')}</DialogDescription>
        </DialogHeader>
        {own.status === 'restore' ? (
          <RestoreSection hasLocalKey={own.hasLocalKey} />
        ) : (
          <>
            <section className="grid gap-1.5" aria-labelledby={`verify-${friend.id}`}>
              <h3 id={`verify-${friend.id}`} className="font-semibold">
                {t('security.verifyTitle', { name: friend.name })}
              </h3>
              {theirs?.safetyNumber ? (
                <>
                  <p className="text-sm text-slate-600">{t('security.verifyText', { name: friend.name })}</p>
                  <p className="text-xs font-medium text-slate-500">{t('security.safetyNumber')}</p>
                  <p
                    data-testid="chat-safety-number"
                    className="grid grid-cols-4 gap-x-3 gap-y-1 rounded-lg bg-slate-100 p-3 font-mono text-base tracking-wider text-slate-900"
                  >
                    {theirs.safetyNumber.split(' ').map((group, index) => (
                      <span key={index}>{group}</span>
                    ))}
                  </p>
                </>
              ) : (
                <p className="text-sm text-slate-600">{t('security.noSafetyNumber')}</p>
              )}
            </section>
            {own.status === 'ready' ? <BackupSection open={open} pending={own.recoveryCodePending} /> : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function useFailureText() {
  const { t } = useTranslation('chat');
  return (result: KeyActionResult) =>
    result.ok
      ? null
      : result.reason === 'wrong_secret'
        ? t('security.wrongSecret')
        : t('security.backupFailed', { reason: result.reason });
}

function BackupSection({ open, pending }: { open: boolean; pending: boolean }) {
  const { t } = useTranslation('chat');
  const engine = useActiveEngine();
  const failureText = useFailureText();
  const [code, setCode] = useState<string | null>(null);
  const [current, setCurrent] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!open || !pending || !engine?.keys) return;
    let live = true;
    void engine.keys.pendingRecoveryCode().then((value) => {
      if (live) setCode(value);
    });
    return () => {
      live = false;
    };
  }, [open, pending, engine]);

  async function change(next: { kind: 'passphrase'; passphrase: string } | { kind: 'recovery-code'; code: string }) {
    if (!engine?.keys) return;
    setBusy(true);
    setMessage(null);
    const result = await engine.keys.changeSecret(pending ? null : current, next);
    setBusy(false);
    setMessage(failureText(result) ?? t('security.backupSaved'));
    if (result.ok) {
      setCurrent('');
      setPassphrase('');
      setConfirmation('');
      setCode(next.kind === 'recovery-code' ? next.code : null);
    }
  }

  function submitPassphrase(event: FormEvent) {
    event.preventDefault();
    const found = newPassphraseProblem(passphrase, confirmation);
    setProblem(
      found === 'too_short'
        ? t('guide.tooShort', { min: CHAT_PASSPHRASE_MIN_LENGTH })
        : found === 'mismatch'
          ? t('guide.mismatch')
          : null,
    );
    if (found) return;
    void change({ kind: 'passphrase', passphrase });
  }

  return (
    <section className="grid gap-3 border-t border-slate-100 pt-4" aria-labelledby="chat-backup-title">
      <h3 id="chat-backup-title" className="font-semibold">
        {t('security.backupTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('security.backupText')}</p>
      {pending && code ? (
        <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="chat-recovery-code">
          <p className="text-sm font-semibold">{t('security.codeTitle')}</p>
          <p className="font-mono text-base break-all select-all">{code}</p>
          <p className="text-xs text-slate-700">{t('security.codeText')}</p>
          <Button
            size="sm"
            className="justify-self-start"
            onClick={() => void engine?.keys?.acknowledgeRecoveryCode().then(() => setCode(null))}
          >
            {t('security.codeSaved')}
          </Button>
        </div>
      ) : null}
      <form className="grid gap-2" onSubmit={submitPassphrase} noValidate>
        {pending ? null : (
          <div className="grid gap-1">
            <Label htmlFor="chat-current-secret">{t('security.currentSecret')}</Label>
            <Input
              id="chat-current-secret"
              type="password"
              autoComplete="off"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </div>
        )}
        <div className="grid gap-1">
          <Label htmlFor="chat-new-passphrase">
            {t('security.newPassphrase', { min: CHAT_PASSPHRASE_MIN_LENGTH })}
          </Label>
          <Input
            id="chat-new-passphrase"
            type="password"
            autoComplete="new-password"
            minLength={CHAT_PASSPHRASE_MIN_LENGTH}
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="chat-new-passphrase-again">{t('guide.confirm')}</Label>
          <Input
            id="chat-new-passphrase-again"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy || (!pending && !current)}>
            {t('security.setPassphrase')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy || (!pending && !current)}
            onClick={() => void change({ kind: 'recovery-code', code: createRecoveryCode() })}
          >
            {t('security.newCode')}
          </Button>
        </div>
      </form>
      {busy ? <p className="text-sm text-slate-600">{t('security.working')}</p> : null}
      {message ? (
        <p role="status" className="text-sm text-slate-700">
          {message}
        </p>
      ) : null}
    </section>
  );
}

function RestoreSection({ hasLocalKey }: { hasLocalKey: boolean }) {
  const { t } = useTranslation('chat');
  const engine = useActiveEngine();
  const failureText = useFailureText();
  const kind = useBackupKind(engine);
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmStartOver, setConfirmStartOver] = useState(false);

  async function run(action: () => Promise<KeyActionResult> | undefined) {
    setBusy(true);
    setError(null);
    const result = await action();
    setBusy(false);
    if (result) setError(failureText(result));
  }

  function restore(event: FormEvent) {
    event.preventDefault();
    if (secret.trim()) void run(() => engine?.keys?.restore(secret));
  }

  return (
    <section className="grid gap-3" aria-labelledby="chat-restore-title">
      <h3 id="chat-restore-title" className="font-semibold">
        {t('security.restoreTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('security.restoreText')}</p>
      <p className="text-sm text-slate-600">{t('security.backupText')}</p>
      <form className="grid gap-2" onSubmit={restore}>
        <Label htmlFor="chat-restore-secret">
          {kind === 'recovery-code' ? t('security.restoreCodeLabel') : t('security.restorePassphraseLabel')}
        </Label>
        <Input
          id="chat-restore-secret"
          type={kind === 'recovery-code' ? 'text' : 'password'}
          autoComplete="off"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          data-testid="chat-restore-secret"
        />
        <Button type="submit" className="justify-self-start" disabled={busy || !secret.trim()}>
          {t('security.restoreButton')}
        </Button>
      </form>
      {busy ? <p className="text-sm text-slate-600">{t('security.restoring')}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid gap-2 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600">{t('security.startOverText')}</p>
        <div className="flex flex-wrap gap-2">
          {confirmStartOver ? (
            <Button
              variant="destructive"
              size="sm"
              disabled={busy}
              onClick={() => void run(() => engine?.keys?.startOver())}
            >
              {t('security.startOverConfirm')}
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirmStartOver(true)}>
              {t('security.startOver')}
            </Button>
          )}
          {hasLocalKey ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => void run(() => engine?.keys?.keepLocalKey())}
            >
              {t('security.keepDevice')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
