import '../chat-strings.ts';
import { KeyRound, ShieldAlert } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useActiveEngine } from '../engine/active-engine.ts';
import { useChatState } from '../model/chat-hooks.ts';
import type { ChatFriend, ChatState } from '../model/chat-state.ts';
import { openKeyBackupGuide } from './key-backup-guide.tsx';

function Notice({
  tone,
  children,
  testId,
  oneLine = false,
}: {
  tone: 'info' | 'warn';
  children: ReactNode;
  testId: string;
  /** A single line (text cut with an ellipsis), e.g. a short notice with a button. */
  oneLine?: boolean;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn(
        'flex shrink-0 gap-2 border-b px-3 text-xs',
        oneLine ? 'items-center py-1.5' : 'items-start py-2',
        tone === 'warn' ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-slate-200 bg-slate-50 text-slate-700',
      )}
    >
      {children}
    </div>
  );
}

/** A one-line notice's button: 28 px high, with a 44 px tall tap area. */
const bannerButton = "relative h-7 shrink-0 after:absolute after:inset-x-0 after:-inset-y-2 after:content-['']";

/** What the window says about encryption: set-up, restore, a friend without a key, a changed key. */
export function EncryptionNotices({ friend, onOpenSecurity }: { friend: ChatFriend; onOpenSecurity: () => void }) {
  const { t } = useTranslation('chat');
  const engine = useActiveEngine();
  const own = useChatState(useCallback((state: ChatState) => state.ownKey, []));
  const theirs = useChatState(useCallback((state: ChatState) => state.friendKeys[friend.id], [friend.id]));

  if (own.status === 'loading') {
    return (
      <Notice tone="info" testId="chat-key-setup">
        {t('encryption.checking')}
      </Notice>
    );
  }
  if (own.status === 'unsupported' || own.status === 'error') {
    return (
      <Notice tone="warn" testId="chat-key-error">
        <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
        <p>{t(own.status === 'unsupported' ? 'encryption.unsupported' : 'encryption.setupFailed')}</p>
      </Notice>
    );
  }
  if (own.status === 'restore') {
    return (
      <Notice tone="warn" testId="chat-key-restore" oneLine>
        <KeyRound aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1 truncate" title={t('encryption.needsRestore')}>
          {t('encryption.needsRestore')}
        </p>
        <Button size="sm" className={bannerButton} onClick={openKeyBackupGuide}>
          {t('encryption.restoreButton')}
        </Button>
      </Notice>
    );
  }
  return (
    <>
      {own.recoveryCodePending ? (
        <Notice tone="info" testId="chat-save-code" oneLine>
          <KeyRound aria-hidden="true" className="size-4 shrink-0" />
          <p className="min-w-0 flex-1 truncate" title={t('encryption.saveCode')}>
            {t('encryption.saveCode')}
          </p>
          <Button size="sm" variant="outline" className={bannerButton} onClick={openKeyBackupGuide}>
            {t('encryption.saveCodeButton')}
          </Button>
        </Notice>
      ) : null}
      {theirs?.status === 'missing' ? (
        <Notice tone="warn" testId="chat-friend-no-key">
          <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
          <p>{t('encryption.friendNoKey', { name: friend.name })}</p>
        </Notice>
      ) : null}
      {theirs?.status === 'error' ? (
        <Notice tone="warn" testId="chat-friend-key-error">
          <p>{t('encryption.friendKeyFailed', { name: friend.name })}</p>
        </Notice>
      ) : null}
      {theirs?.changed ? (
        <Notice tone="warn" testId="chat-key-changed">
          <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
          <div className="grid flex-1 gap-1.5">
            <p>{t('encryption.keyChanged', { name: friend.name })}</p>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" className="h-7" onClick={onOpenSecurity}>
                {t('encryption.verify')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="h-7"
                onClick={() => void engine?.acknowledgeKeyChange(friend.id)}
              >
                {t('encryption.keyChangedOk')}
              </Button>
            </div>
          </div>
        </Notice>
      ) : null}
    </>
  );
}
