import '../chat-strings.ts';
import { MessageCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { openChat, type ChatFriendInput } from '../model/chat-actions.ts';
import { usePresence } from '../model/chat-hooks.ts';
import type { Presence } from '../model/chat-state.ts';
import { requestChatDock } from '../model/dock-request.ts';

/** "Message": opens the chat with a friend in the dock (friend cards, profiles). */
export function MessageButton({
  friend,
  size = 'default',
  className,
}: {
  friend: ChatFriendInput;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const { t } = useTranslation('chat');
  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      aria-label={t('messageButtonLabel', { name: friend.name })}
      data-testid="message-friend-button"
      onClick={() => openChat(friend)}
    >
      <MessageCircle />
      {t('messageButton')}
    </Button>
  );
}

/** The presence a page shows; presence comes with the chat, so a page that shows it loads the dock. */
function useShownPresence(userId: string): Presence {
  useEffect(() => requestChatDock(), []);
  return usePresence(userId);
}

/**
 * A green dot with "Online" for screen readers while the user is online; nothing otherwise, nor while
 * presence is unknown (before the chat has heard who is online, or while the socket is down).
 */
export function OnlineDot({ userId, className }: { userId: string; className?: string }) {
  const { t } = useTranslation('chat');
  if (useShownPresence(userId) !== 'online') return null;
  return (
    <span
      data-testid="online-dot"
      role="img"
      aria-label={t('window.online')}
      title={t('window.online')}
      className={cn('inline-block size-2.5 shrink-0 rounded-full bg-emerald-500 ring-2 ring-white', className)}
    />
  );
}

/**
 * Its children (wording that says the user is away, such as "Last seen 3 hours ago") only once the
 * user is known to be offline: never while online, nor while presence is unknown, when it would show
 * an online friend as away.
 */
export function WhenOffline({ userId, children }: { userId: string; children: ReactNode }) {
  return useShownPresence(userId) === 'offline' ? children : null;
}
