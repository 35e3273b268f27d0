import { KeyRound, ShieldAlert } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useActiveEngine } from '../engine/active-engine.ts';
import { useChatState } from '../model/chat-hooks.ts';
import type { ChatFriend, ChatState } from '../model/chat-state.ts';

function Notice({ tone, children, testId }: { tone: 'info' | 'warn'; children: ReactNode; testId: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={
        tone === 'warn'
          ? 'flex shrink-0 items-start gap-2 border-b border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950'
          : 'flex shrink-0 items-start gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-700'
      }
    >
      {children}
    </div>
  );
}

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
      <Notice tone="warn" testId="chat-key-restore">
        <KeyRound aria-hidden="true" className="size-4 shrink-0" />
        <p className="flex-1">{t('encryption.needsRestore')}</p>
        <Button size="sm" onClick={onOpenSecurity}>
          {t('encryption.restoreButton')}
        </Button>
      </Notice>
    );
  }
  return (
    <>
      {own.recoveryCodePending ? (
        <Notice tone="info" testId="chat-save-code">
          <KeyRound aria-hidden="true" className="size-4 shrink-0" />
          <p className="flex-1">{t('encryption.saveCode')}</p>
          <Button size="sm" variant="outline" className="h-7" onClick={onOpenSecurity}>
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
