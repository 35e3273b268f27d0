import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint.ts';

// The chat engine, its crypto and the socket client are their own chunk: no page needs them to paint.
const ChatDockChunk = lazy(() => import('./chat-dock.tsx').then(({ ChatDock }) => ({ default: ChatDock })));

/**
 * The chat dock as the layout mounts it: loaded once a user is signed in and the page has painted,
 * then kept (it clears every chat itself when `userId` goes back to null).
 */
export function ChatDock({ userId }: { userId: string | null }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded || !userId) return;
    return afterFirstPaint(() => setLoaded(true));
  }, [loaded, userId]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ChatDockChunk userId={userId} />
    </Suspense>
  );
}
