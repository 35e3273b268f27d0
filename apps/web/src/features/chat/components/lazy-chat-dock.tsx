import { Suspense, useEffect, useState } from 'react';
import { lazyWithStrings } from '../../../lib/lazy-with-strings.ts';
import { nextTask } from '../../../lib/next-task.ts';
import { afterFirstPaint, usePersonalParts } from '../../../lib/page-lifecycle.ts';
import type { RealtimeLink } from '../engine/realtime-link.ts';
import { hasSavedWindows, onChatDockRequest, requestChatDock } from '../model/dock-request.ts';

// The chat engine, its crypto and windows are their own chunk, loaded when there is a chat to show.
const ChatDockChunk = lazyWithStrings(() => import('./chat-dock.tsx').then(({ ChatDock }) => ({ default: ChatDock })));

/**
 * The chat as the layout mounts it (decision 020):
 * - once a member is signed in, the page has painted and the member's own parts are shown, the
 *   realtime link (the socket alone: presence and the bell) opens (what its socket brings would change
 *   the answers those parts are drawn from while React draws them: decision 030);
 * - the dock (engine, crypto, windows) loads only when there is a chat to show: a window open before a
 *   reload, a message that arrives or was waiting, a page that shows presence, or a chat the member
 *   opens (which also opens the link at once); and for a member without a published chat key, which it
 *   makes (friends can write to a member only once it is published). The link's socket says which
 *   (`chat:status` on connect, engine/realtime-link.ts). Once loaded it stays mounted: it clears every chat
 *   itself when `userId` goes back to null.
 */
export function ChatDock({ userId }: { userId: string | null }) {
  const [linkWanted, setLinkWanted] = useState(false);
  const [link, setLink] = useState<RealtimeLink | null>(null);
  const [dockWanted, setDockWanted] = useState(false);
  const showOwn = usePersonalParts();

  useEffect(() => {
    if (!userId) return;
    if (hasSavedWindows(userId)) requestChatDock();
    return onChatDockRequest(() => {
      setLinkWanted(true);
      setDockWanted(true);
    });
  }, [userId]);

  useEffect(() => {
    if (!userId || !showOwn) return;
    return afterFirstPaint(() => setLinkWanted(true));
  }, [userId, showOwn]);

  useEffect(() => {
    if (!userId || !linkWanted) return;
    let opened: RealtimeLink | null = null;
    let cancelled = false;
    // The link's chunk is evaluated in one task, the socket wired up in the next (engine/realtime-link.ts
    // opens it in a third): at a phone's speed, one task for all of it held the page for 80-130 ms.
    void import('../engine/realtime-link.ts').then(async ({ openRealtimeLink }) => {
      await nextTask();
      if (cancelled) return;
      opened = openRealtimeLink();
      setLink(opened);
    });
    return () => {
      cancelled = true;
      opened?.close();
      setLink(null);
    };
  }, [userId, linkWanted]);

  if (!dockWanted) return null;
  return (
    <Suspense fallback={null}>
      <ChatDockChunk userId={userId} transport={link?.transport ?? null} />
    </Suspense>
  );
}
