import '../../../locales/en-people-register.ts';
import { Ban, Check, LoaderCircle, UserCheck, UserMinus, UserPlus, UserX, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { FriendStatus } from '@jobportal/shared';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFriendAction, type FriendAction, type FriendMember } from '../api/friends.ts';

export type FriendActionsProps = {
  user: FriendMember;
  /** Offer "Block" too (the profile page and the directory); lists of friends leave it to the profile. */
  showBlock?: boolean;
  /** Say where the two stand ("Friend request sent") next to the buttons. */
  showStatus?: boolean;
  size?: 'sm' | 'default';
  className?: string;
};

/**
 * The buttons that match where the viewer stands with a member: Add friend, Cancel request,
 * Accept/Decline, Unfriend (confirmed), Unblock, and Block (confirmed). The new status comes back from
 * the server and shows at once; a refusal shows the server's message under the buttons.
 */
export function FriendActions({
  user,
  showBlock = false,
  showStatus = true,
  size = 'default',
  className,
}: FriendActionsProps) {
  const { t } = useTranslation();
  const mutation = useFriendAction();
  const [running, setRunning] = useState<FriendAction | null>(null);
  const [confirm, setConfirm] = useState<'unfriend' | 'block' | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const status: FriendStatus = user.friendStatus;
  if (status === 'self') return null;

  function run(action: FriendAction) {
    setRunning(action);
    setConfirm(null);
    mutation.mutate(
      { action, user },
      {
        // The pressed button is replaced by the next status's buttons: keep keyboard focus in the group.
        onSuccess: () => setTimeout(() => groupRef.current?.querySelector<HTMLButtonElement>('button')?.focus(), 0),
        onSettled: () => setRunning(null),
      },
    );
  }

  const busy = mutation.isPending;
  const icon = (action: FriendAction, fallback: ReactNode) =>
    running === action ? (
      <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
    ) : (
      fallback
    );
  const statusText = status === 'none' ? null : t(`people.status.${status}`);

  return (
    <div className={cn('grid gap-2', className)}>
      {showStatus && statusText ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="friend-status">
          {status === 'friends' ? <UserCheck className="size-4 text-green-700" aria-hidden="true" /> : null}
          {statusText}
        </p>
      ) : null}
      <div
        ref={groupRef}
        role="group"
        aria-label={t('people.actions.group')}
        aria-busy={busy}
        className="flex flex-wrap items-center gap-2"
      >
        {status === 'none' ? (
          <Button size={size} disabled={busy} onClick={() => run('request')}>
            {icon('request', <UserPlus />)}
            {t('people.actions.addFriend')}
          </Button>
        ) : null}
        {status === 'request_sent' ? (
          <Button size={size} variant="outline" disabled={busy} onClick={() => run('cancel')}>
            {icon('cancel', <X />)}
            {t('people.actions.cancelRequest')}
          </Button>
        ) : null}
        {status === 'request_received' ? (
          <>
            <Button size={size} disabled={busy} onClick={() => run('accept')}>
              {icon('accept', <Check />)}
              {t('people.actions.accept')}
            </Button>
            <Button size={size} variant="outline" disabled={busy} onClick={() => run('decline')}>
              {icon('decline', <X />)}
              {t('people.actions.decline')}
            </Button>
          </>
        ) : null}
        {status === 'friends' ? (
          <Button size={size} variant="outline" disabled={busy} onClick={() => setConfirm('unfriend')}>
            {icon('unfriend', <UserMinus />)}
            {t('people.actions.unfriend')}
          </Button>
        ) : null}
        {status === 'blocked' ? (
          <Button size={size} variant="outline" disabled={busy} onClick={() => run('unblock')}>
            {icon('unblock', <UserX />)}
            {t('people.actions.unblock')}
          </Button>
        ) : null}
        {showBlock && status !== 'blocked' ? (
          <Button
            size={size}
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={busy}
            onClick={() => setConfirm('block')}
          >
            {icon('block', <Ban />)}
            {t('people.actions.block')}
          </Button>
        ) : null}
      </div>
      {mutation.isError && !busy ? (
        <p role="alert" className="text-sm text-red-700">
          {mutation.error.message || t('common.somethingWentWrong')}
        </p>
      ) : null}

      <Dialog open={confirm !== null} onOpenChange={(open) => (open ? undefined : setConfirm(null))}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>
              {confirm === 'block'
                ? t('people.actions.blockTitle', { name: user.name })
                : t('people.actions.unfriendTitle', { name: user.name })}
            </DialogTitle>
            <DialogDescription>
              {confirm === 'block' ? t('people.actions.blockDescription') : t('people.actions.unfriendDescription')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('people.actions.cancel')}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => (confirm ? run(confirm) : undefined)}>
              {confirm === 'block' ? t('people.actions.block') : t('people.actions.unfriend')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
