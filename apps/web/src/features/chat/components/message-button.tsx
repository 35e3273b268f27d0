import '../chat-strings.ts';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { openChat, type ChatFriendInput } from '../model/chat-actions.ts';
import { useIsOnline } from '../model/chat-hooks.ts';
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

/** A green dot with "Online" for screen readers while the user is online; nothing otherwise. */
export function OnlineDot({ userId, className }: { userId: string; className?: string }) {
  const { t } = useTranslation('chat');
  // Presence comes with the chat: a page that shows it loads the dock.
  useEffect(() => requestChatDock(), []);
  if (!useIsOnline(userId)) return null;
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
