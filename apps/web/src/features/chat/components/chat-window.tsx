import '../chat-strings.ts';
import { Lock, Maximize2, Minimize2, Minus, SendHorizontal, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CHAT_TEXT_MAX_LENGTH } from '@jobportal/shared/domain/chat-crypto/index';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useActiveEngine } from '../engine/active-engine.ts';
import { closeChat, toggleFullScreen, toggleMinimize } from '../model/chat-actions.ts';
import { chatWindowStyle } from '../model/chat-geometry.ts';
import { useChatState } from '../model/chat-hooks.ts';
import { friendPresence, type ChatState, type ChatWindowState } from '../model/chat-state.ts';
import { ClearHistoryDialog } from './clear-history-dialog.tsx';
import { EncryptionNotices } from './encryption-notices.tsx';
import { MessageList } from './message-list.tsx';
import { SecurityDialog } from './security-dialog.tsx';

const iconButton = 'size-9 text-slate-600 hover:text-slate-900 sm:size-7';

/** One friend's chat: a 20rem × 28rem window, a 3rem tab when minimized, the whole screen on phones. */
export function ChatWindow({ chat, index }: { chat: ChatWindowState; index: number }) {
  const { t } = useTranslation('chat');
  const { friend, minimized, isFullScreen } = chat;
  const presence = useChatState(useCallback((state: ChatState) => friendPresence(state, friend.id), [friend.id]));
  const online = presence === 'online';
  const unread = useChatState(useCallback((state: ChatState) => state.unread[friend.id] ?? 0, [friend.id]));
  const [clearOpen, setClearOpen] = useState(false);
  const [securityOpen, setSecurityOpen] = useState(false);

  const title = (
    <>
      <span className="relative shrink-0">
        <Avatar id={friend.id} name={friend.name} src={friend.avatar_url} size="sm" />
        {online ? (
          <span
            data-testid="chat-online-dot"
            className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-white bg-emerald-500"
          />
        ) : null}
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold" title={friend.name}>
          {friend.name}
        </span>
        {minimized ? null : (
          <span className="block text-xs text-slate-500" data-testid="chat-presence">
            {t(`window.${presence}`)}
          </span>
        )}
      </span>
      {unread > 0 && minimized ? (
        <span
          data-testid="chat-unread-badge"
          className="ml-auto min-w-5 shrink-0 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread}
          <span className="sr-only"> {t('window.unread', { count: unread })}</span>
        </span>
      ) : null}
    </>
  );

  return (
    <section
      aria-label={t('window.label', { name: friend.name })}
      data-testid="chat-window"
      data-friend-id={friend.id}
      data-minimized={minimized}
      data-fullscreen={isFullScreen}
      style={chatWindowStyle(index, minimized) as CSSProperties}
      className={cn(
        'fixed z-[45] flex flex-col overflow-hidden border border-slate-200 bg-white text-slate-900 shadow-2xl',
        minimized
          ? 'right-(--chat-right) bottom-(--chat-bottom) h-(--chat-height) w-(--chat-width) max-w-[calc(100vw-1rem)] rounded-t-xl'
          : isFullScreen
            ? 'inset-x-0 top-0 bottom-(--chat-bottom)'
            : [
                // Phones: the whole screen above the ad bar. Larger screens: a docked window.
                'inset-x-0 top-0 bottom-(--chat-bottom)',
                'sm:top-auto sm:right-(--chat-right) sm:left-auto sm:h-(--chat-height) sm:max-h-[calc(100dvh-var(--chat-bottom)-0.5rem)] sm:w-(--chat-width) sm:rounded-t-xl',
              ],
      )}
    >
      <header
        className={cn(
          'flex shrink-0 items-center gap-0.5 border-b border-slate-200 bg-white px-1.5',
          minimized ? 'h-full' : 'h-14',
        )}
      >
        {minimized ? (
          <button
            type="button"
            className="flex h-full min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md p-1 text-left focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            onClick={() => toggleMinimize(friend.id)}
            aria-expanded={false}
            aria-label={t('window.restore', { name: friend.name })}
            data-testid="chat-restore"
          >
            {title}
          </button>
        ) : (
          <div className="flex min-w-0 flex-1 items-center gap-2 p-1">
            {title}
            <button
              type="button"
              className="ml-auto inline-flex size-9 shrink-0 sm:size-7 cursor-pointer items-center justify-center rounded-md text-emerald-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              aria-label={t('window.security')}
              title={t('encryption.verify')}
              data-testid="chat-security"
              onClick={() => setSecurityOpen(true)}
            >
              <Lock aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        {minimized ? null : (
          <>
            <Button
              variant="ghost"
              size="icon"
              className={iconButton}
              aria-label={t('window.clearHistory')}
              title={t('window.clearHistory')}
              data-testid="chat-clear"
              onClick={() => setClearOpen(true)}
            >
              <Trash2 />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={cn(iconButton, 'max-sm:hidden')}
              aria-label={isFullScreen ? t('window.exitFullScreen') : t('window.fullScreen')}
              aria-pressed={isFullScreen}
              title={isFullScreen ? t('window.exitFullScreen') : t('window.fullScreen')}
              data-testid="chat-fullscreen"
              onClick={() => toggleFullScreen(friend.id)}
            >
              {isFullScreen ? <Minimize2 /> : <Maximize2 />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={iconButton}
              aria-label={t('window.minimize')}
              title={t('window.minimize')}
              data-testid="chat-minimize"
              onClick={() => toggleMinimize(friend.id)}
            >
              <Minus />
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={t('window.close')}
          title={t('window.close')}
          data-testid="chat-close"
          onClick={() => closeChat(friend.id)}
        >
          <X />
        </Button>
      </header>
      {minimized ? null : (
        <>
          <EncryptionNotices friend={friend} onOpenSecurity={() => setSecurityOpen(true)} />
          <MessageList friend={friend} />
          <Composer friendId={friend.id} />
        </>
      )}
      <ClearHistoryDialog friend={friend} open={clearOpen} onOpenChange={setClearOpen} />
      <SecurityDialog friend={friend} open={securityOpen} onOpenChange={setSecurityOpen} />
    </section>
  );
}

/** The text box and send button. Focused when the window opens; cleared after sending. */
export function Composer({ friendId }: { friendId: string }) {
  const { t } = useTranslation('chat');
  const engine = useActiveEngine();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const canSend = useChatState(
    useCallback(
      (state: ChatState) => state.ownKey.status === 'ready' && state.friendKeys[friendId]?.status !== 'missing',
      [friendId],
    ),
  );

  useEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!engine || !text.trim()) return;
    void engine.send(friendId, text);
    setText('');
    input.current?.focus({ preventScroll: true });
  }

  return (
    <form onSubmit={submit} className="flex shrink-0 items-center gap-2 border-t border-slate-200 bg-white p-2">
      <input
        ref={input}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('window.placeholder')}
        aria-label={t('window.placeholder')}
        maxLength={CHAT_TEXT_MAX_LENGTH}
        enterKeyHint="send"
        autoComplete="off"
        disabled={!canSend}
        data-testid="chat-input"
        data-chat-composer=""
        className={cn(
          'h-10 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-base text-slate-900 sm:text-sm',
          'placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:bg-slate-50',
        )}
      />
      <Button
        type="submit"
        size="icon"
        className="rounded-full"
        aria-label={t('window.send')}
        title={t('window.send')}
        disabled={!canSend || !text.trim()}
        data-testid="chat-send"
      >
        <SendHorizontal />
      </Button>
    </form>
  );
}
