import '../chat-strings.ts';
/**
 * The guided key backup (architecture: "Encryption of chat"). When chat is first used, one dialog asks
 * for a chat passphrase (typed twice) and re-wraps the key's backup under it; on a new device, one
 * dialog asks for that passphrase (or an older backup's recovery code) to unlock the history, or to
 * start fresh. It opens when the member opens a chat, never by itself on a page load (a chat window
 * the page restored); "Not now" holds on this device for a week, while the window's one-line banner
 * still offers it. Closed, it gives focus to the chat's text box.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CHAT_PASSPHRASE_MIN_LENGTH } from '@jobportal/shared/domain/chat-crypto/index';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import type { KeyActionResult } from '../crypto/key-manager.ts';
import { useActiveEngine } from '../engine/active-engine.ts';
import { useBackupKind } from './use-backup-kind.ts';
import { useChatState } from '../model/chat-hooks.ts';
import type { ChatState } from '../model/chat-state.ts';

// ── When the guide shows: when the member opens a chat, unless "Not now" holds; or when asked.

/** How long "Not now" holds on this device. */
export const KEY_BACKUP_LATER_MS = 7 * 24 * 60 * 60 * 1000;
const LATER_KEY = 'jobportal.chat.backupLater.';

/** Whether this member said "Not now" on this device less than a week ago. */
function laterHolds(userId: string | null): boolean {
  if (!userId) return false;
  try {
    const at = Number(localStorage.getItem(LATER_KEY + userId));
    return at > 0 && Date.now() - at < KEY_BACKUP_LATER_MS;
  } catch {
    return false;
  }
}

function rememberLater(userId: string | null): void {
  if (!userId) return;
  try {
    localStorage.setItem(LATER_KEY + userId, String(Date.now()));
  } catch {
    // Storage disabled: "Not now" holds until the page is left.
  }
}

let guide = { asked: false, dismissed: false };
const listeners = new Set<() => void>();
function setGuide(next: typeof guide) {
  guide = next;
  for (const listener of listeners) listener();
}
const subscribeGuide = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getGuide = () => guide;

/** Opens the guide (the banners' buttons). */
export function openKeyBackupGuide(): void {
  setGuide({ asked: true, dismissed: false });
}
/** Forgets "Not now" for this page (sign-out, tests); the device's week stays with the member. */
export function resetKeyBackupGuide(): void {
  setGuide({ asked: false, dismissed: false });
}

/** Why a new passphrase is refused, or null when it is acceptable. */
export function newPassphraseProblem(passphrase: string, confirmation: string): 'too_short' | 'mismatch' | null {
  if ([...passphrase.normalize('NFKC')].length < CHAT_PASSPHRASE_MIN_LENGTH) return 'too_short';
  if (passphrase !== confirmation) return 'mismatch';
  return null;
}

const selectOpenedByMember = (state: ChatState) =>
  state.openedByMember && state.windows.some((window) => !window.minimized);
const selectOwnKey = (state: ChatState) => state.ownKey;
const selectUserId = (state: ChatState) => state.userId;

/** Mounted once, in the dock. */
export function KeyBackupGuide() {
  const { t } = useTranslation('chat');
  const own = useChatState(selectOwnKey);
  const userId = useChatState(selectUserId);
  const openedByMember = useChatState(selectOpenedByMember);
  const { asked, dismissed } = useSyncExternalStore(subscribeGuide, getGuide, getGuide);
  const step =
    own.status === 'restore' ? 'restore' : own.status === 'ready' && own.recoveryCodePending ? 'backup' : null;
  const open = step !== null && (asked || (openedByMember && !dismissed && !laterHolds(userId)));

  const close = useCallback(() => {
    rememberLater(userId);
    setGuide({ asked: false, dismissed: true });
  }, [userId]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? openKeyBackupGuide() : close())}>
      <DialogContent
        data-testid="chat-backup-guide"
        data-step={step ?? undefined}
        closeLabel={t('window.close')}
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          // Back to the text box of the chat being used (the dialog opened as its window did).
          const composers = document.querySelectorAll<HTMLInputElement>('[data-chat-composer]:not(:disabled)');
          const composer = composers[composers.length - 1];
          if (!composer) return;
          event.preventDefault();
          composer.focus({ preventScroll: true });
        }}
      >
        {step === 'restore' ? (
          <RestoreStep hasLocalKey={own.hasLocalKey} onLater={close} />
        ) : step === 'backup' ? (
          <BackupStep onLater={close} />
        ) : (
          // Closing: keep the title for the exit transition's accessible name.
          <DialogTitle className="sr-only">{t('guide.backupTitle')}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ErrorText({ id, children }: { id: string; children: string | null }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}

/** First use: choose a passphrase, typed twice; the backup is re-wrapped under it and uploaded. */
export function BackupStep({ onLater }: { onLater: () => void }) {
  const { t } = useTranslation('chat');
  const engine = useActiveEngine();
  const [passphrase, setPassphrase] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<'too_short' | 'mismatch' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [showCode, setShowCode] = useState(false);
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    if (!showCode || !engine?.keys) return;
    let live = true;
    void engine.keys.pendingRecoveryCode().then((value) => {
      if (live) setCode(value);
    });
    return () => {
      live = false;
    };
  }, [showCode, engine]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPassphraseProblem(passphrase, confirmation);
    setProblem(found);
    setFailure(null);
    if (found || !engine?.keys) return;
    setBusy(true);
    const result = await engine.keys.changeSecret(null, { kind: 'passphrase', passphrase });
    setBusy(false);
    if (result.ok) {
      toast({ title: t('security.backupSaved') });
      return; // the pending code is gone: the guide closes
    }
    setFailure(t('security.backupFailed', { reason: result.reason }));
  }

  const problemText =
    problem === 'too_short'
      ? t('guide.tooShort', { min: CHAT_PASSPHRASE_MIN_LENGTH })
      : problem === 'mismatch'
        ? t('guide.mismatch')
        : null;

  if (showCode) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('security.codeTitle')}</DialogTitle>
          <DialogDescription>{t('security.codeText')}</DialogDescription>
        </DialogHeader>
        <p
          data-testid="chat-recovery-code"
          className="rounded-lg bg-slate-100 p-3 font-mono text-base break-all select-all"
        >
          {code ?? '…'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button disabled={!code} onClick={() => void engine?.keys?.acknowledgeRecoveryCode()}>
            {t('security.codeSaved')}
          </Button>
          <Button variant="ghost" onClick={() => setShowCode(false)}>
            {t('guide.back')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('guide.backupTitle')}</DialogTitle>
        <DialogDescription>{t('guide.backupText')}</DialogDescription>
      </DialogHeader>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <div className="grid gap-1">
          <Label htmlFor="chat-guide-passphrase">{t('guide.passphrase')}</Label>
          <Input
            id="chat-guide-passphrase"
            type="password"
            autoComplete="new-password"
            value={passphrase}
            aria-invalid={problem === 'too_short' || undefined}
            aria-describedby="chat-guide-hint chat-guide-problem"
            onChange={(event) => setPassphrase(event.target.value)}
          />
          <p id="chat-guide-hint" className="text-xs text-slate-600">
            {t('guide.passphraseHint', { min: CHAT_PASSPHRASE_MIN_LENGTH })}
          </p>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="chat-guide-confirm">{t('guide.confirm')}</Label>
          <Input
            id="chat-guide-confirm"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            aria-invalid={problem === 'mismatch' || undefined}
            aria-describedby="chat-guide-problem"
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </div>
        <ErrorText id="chat-guide-problem">{problemText ?? failure}</ErrorText>
        {busy ? <p className="text-sm text-slate-600">{t('guide.saving')}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="h-11" disabled={busy}>
            {t('guide.save')}
          </Button>
          <Button type="button" variant="ghost" className="h-11" disabled={busy} onClick={onLater}>
            {t('guide.later')}
          </Button>
        </div>
      </form>
      <Button
        type="button"
        variant="link"
        className="h-11 justify-self-start px-0"
        disabled={busy}
        onClick={() => setShowCode(true)}
      >
        {t('guide.useCode')}
      </Button>
    </>
  );
}

/** A new device: the backup's passphrase (or recovery code) unlocks the history; or start fresh. */
export function RestoreStep({ hasLocalKey, onLater }: { hasLocalKey: boolean; onLater: () => void }) {
  const { t } = useTranslation('chat');
  const engine = useActiveEngine();
  const kind = useBackupKind(engine);
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmFresh, setConfirmFresh] = useState(false);

  const isCode = kind === 'recovery-code';

  async function run(action: (() => Promise<KeyActionResult>) | undefined) {
    if (!action) return;
    setBusy(true);
    setError(null);
    const result = await action();
    setBusy(false);
    if (result.ok) return; // the key is ready: the guide closes
    setError(
      result.reason === 'wrong_secret'
        ? t(isCode ? 'guide.wrongCode' : 'guide.wrongPassphrase')
        : t('security.backupFailed', { reason: result.reason }),
    );
  }

  function restore(event: FormEvent) {
    event.preventDefault();
    const keys = engine?.keys;
    if (!secret.trim()) {
      setError(t(isCode ? 'guide.enterCode' : 'guide.enterPassphrase'));
      return;
    }
    void run(keys ? () => keys.restore(secret) : undefined);
  }

  if (confirmFresh) {
    const keys = engine?.keys;
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('guide.freshTitle')}</DialogTitle>
          <DialogDescription>{t('guide.freshWarning')}</DialogDescription>
        </DialogHeader>
        <ErrorText id="chat-guide-fresh-error">{error}</ErrorText>
        {busy ? <p className="text-sm text-slate-600">{t('security.working')}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="destructive"
            className="h-11"
            disabled={busy}
            onClick={() => void run(keys ? () => keys.startOver() : undefined)}
          >
            {t('guide.freshConfirm')}
          </Button>
          <Button variant="ghost" className="h-11" disabled={busy} onClick={() => setConfirmFresh(false)}>
            {t('guide.back')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('guide.restoreTitle')}</DialogTitle>
        <DialogDescription>{t(isCode ? 'guide.restoreCodeText' : 'guide.restoreText')}</DialogDescription>
      </DialogHeader>
      <form className="grid gap-3" onSubmit={restore} noValidate>
        <div className="grid gap-1">
          <Label htmlFor="chat-guide-secret">
            {isCode ? t('security.restoreCodeLabel') : t('security.restorePassphraseLabel')}
          </Label>
          <Input
            id="chat-guide-secret"
            type={isCode ? 'text' : 'password'}
            autoComplete="off"
            value={secret}
            aria-invalid={error !== null || undefined}
            aria-describedby="chat-guide-restore-error"
            onChange={(event) => setSecret(event.target.value)}
          />
        </div>
        <ErrorText id="chat-guide-restore-error">{error}</ErrorText>
        {busy ? <p className="text-sm text-slate-600">{t('security.restoring')}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="h-11" disabled={busy}>
            {t('guide.unlock')}
          </Button>
          <Button type="button" variant="ghost" className="h-11" disabled={busy} onClick={onLater}>
            {t('guide.later')}
          </Button>
        </div>
      </form>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button variant="outline" className="h-11" disabled={busy} onClick={() => setConfirmFresh(true)}>
          {t('guide.fresh')}
        </Button>
        {hasLocalKey ? (
          <Button
            variant="ghost"
            className="h-11"
            disabled={busy}
            onClick={() => {
              const keys = engine?.keys;
              void run(keys ? () => keys.keepLocalKey() : undefined);
            }}
          >
            {t('security.keepDevice')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
