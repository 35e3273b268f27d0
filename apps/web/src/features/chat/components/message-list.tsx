import '../chat-strings.ts';
import { Check, CheckCheck, LockOpen } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useActiveEngine } from '../engine/active-engine.ts';
import { formatMessageTime } from '../model/chat-geometry.ts';
import { useChatState } from '../model/chat-hooks.ts';
import { isTempId, type ChatFriend, type ChatMessageView, type ChatState } from '../model/chat-state.ts';

const NO_MESSAGES: ChatMessageView[] = [];
/** Closer than this to the top, older messages load. */
const LOAD_OLDER_THRESHOLD_PX = 48;

/** The conversation, oldest first; keeps the newest message in view and loads older pages when scrolled up. */
export function MessageList({ friend }: { friend: ChatFriend }) {
  const { t } = useTranslation('chat');
  const engine = useActiveEngine();
  const userId = useChatState(useCallback((state: ChatState) => state.userId, []));
  const messages = useChatState(
    useCallback((state: ChatState) => state.messages[friend.id] ?? NO_MESSAGES, [friend.id]),
  );
  const history = useChatState(useCallback((state: ChatState) => state.history[friend.id], [friend.id]));
  const connection = useChatState(useCallback((state: ChatState) => state.connection, []));
  const scroller = useRef<HTMLDivElement>(null);
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  const first = messages[0]?.id;
  const last = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    if (before.last === last && before.first !== first && before.height > 0) {
      // Older messages came in above: keep what the user was reading where it was.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (before.last !== last || before.height === 0) {
      element.scrollTop = element.scrollHeight;
    }
    shown.current = { first, last, height: element.scrollHeight };
  }, [first, last]);

  function onScroll() {
    const element = scroller.current;
    if (!element || !engine) return;
    if (element.scrollTop < LOAD_OLDER_THRESHOLD_PX && history?.hasMore && !history.loadingOlder) {
      shown.current.height = element.scrollHeight;
      void engine.loadOlder(friend.id);
    }
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={t('window.messages', { name: friend.name })}
      // A scrolling region must be reachable by keyboard so its history can be read with the arrow keys.
      tabIndex={0}
      data-testid="chat-messages"
      className="flex min-h-0 flex-1 flex-col gap-1.5 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-2 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset"
    >
      {connection === 'offline' ? (
        <p className="sticky top-0 self-center rounded-full bg-amber-100 px-3 py-0.5 text-xs text-amber-900">
          {t('window.reconnecting')}
        </p>
      ) : null}
      {history?.hasMore ? (
        <Button
          variant="link"
          size="sm"
          className="self-center"
          disabled={history.loadingOlder}
          onClick={() => void engine?.loadOlder(friend.id)}
        >
          {history.loadingOlder ? t('window.loadingOlder') : t('window.loadOlder')}
        </Button>
      ) : null}
      {history?.status === 'loading' && messages.length === 0 ? (
        <p className="m-auto text-sm text-slate-500">{t('window.loading')}</p>
      ) : null}
      {history?.status === 'error' ? (
        <div className="m-auto grid justify-items-center gap-1 text-sm text-slate-600">
          <p>{t('window.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void engine?.retryHistory(friend.id)}>
            {t('window.retry')}
          </Button>
        </div>
      ) : null}
      {history?.status === 'loaded' && messages.length === 0 ? (
        <p className="m-auto text-sm text-slate-500">{t('window.empty')}</p>
      ) : null}
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} own={message.senderId === userId} />
      ))}
    </div>
  );
}

export function MessageBubble({ message, own }: { message: ChatMessageView; own: boolean }) {
  const { t } = useTranslation('chat');
  const pending = isTempId(message.id);
  return (
    <div
      data-testid="chat-message"
      data-own={own}
      data-pending={pending}
      data-message-id={message.id}
      className={cn(
        'max-w-[85%] rounded-2xl px-3 py-1.5 text-sm shadow-sm',
        own ? 'self-end rounded-br-md bg-brand-600 text-white' : 'self-start rounded-bl-md bg-white text-slate-900',
        pending && 'opacity-70',
      )}
    >
      <p
        className={cn('break-words whitespace-pre-wrap', message.decryptFailed && 'italic opacity-80')}
        data-testid="chat-message-text"
      >
        {message.content}
      </p>
      <p
        className={cn(
          'mt-0.5 flex items-center justify-end gap-1 text-[11px]',
          own ? 'text-white/80' : 'text-slate-500',
        )}
      >
        {message.legacy ? (
          <span
            className="inline-flex items-center gap-0.5"
            title={t('window.notEncryptedHint')}
            data-testid="chat-legacy-mark"
          >
            <LockOpen aria-hidden="true" className="size-3" />
            {t('window.notEncrypted')}
          </span>
        ) : null}
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {own ? (
          pending ? (
            <span className="sr-only">{t('window.sending')}</span>
          ) : message.isRead ? (
            <CheckCheck aria-label={t('window.seen')} className="size-3.5" />
          ) : (
            <Check aria-hidden="true" className="size-3.5" />
          )
        ) : null}
      </p>
    </div>
  );
}
