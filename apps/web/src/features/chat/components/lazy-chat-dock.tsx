import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../../lib/page-lifecycle.ts';
import { onChatDockRequest } from '../model/dock-request.ts';

// The chat engine, its crypto and the socket client are their own chunk: no page needs them to paint.
const ChatDockChunk = lazy(() => import('./chat-dock.tsx').then(({ ChatDock }) => ({ default: ChatDock })));

/**
 * The chat dock as the layout mounts it: loaded once a user is signed in and the page has painted
 * (or a chat is opened before that), then kept (it clears every chat itself when `userId` goes back
 * to null).
 */
export function ChatDock({ userId }: { userId: string | null }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded || !userId) return;
    const cancelIdle = afterFirstPaint(() => setLoaded(true));
    // A chat opened before then (a Message button): load now.
    const stopListening = onChatDockRequest(() => setLoaded(true));
    return () => {
      cancelIdle();
      stopListening();
    };
  }, [loaded, userId]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ChatDockChunk userId={userId} />
    </Suspense>
  );
}
