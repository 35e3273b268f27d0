import '../chat-strings.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { holdToastsOffBottom } from '../../../components/ui/toast-store.ts';
import { chatApi } from '../api/chat-api.ts';
import { createChatCipher, type ChatCipher } from '../crypto/chat-cipher.ts';
import { createKeyManager, type KeyManager } from '../crypto/key-manager.ts';
import { createIndexedDbKeyStore } from '../crypto/key-store.ts';
import { setActiveEngine } from '../engine/active-engine.ts';
import { createChatEngine, type ChatEngine } from '../engine/chat-engine.ts';
import type { ChatTransport } from '../engine/chat-transport.ts';
import { useChatState } from '../model/chat-hooks.ts';
import type { ChatState } from '../model/chat-state.ts';
import { clearChatStates, dispatchChat } from '../model/chat-store.ts';
import { ChatWindow } from './chat-window.tsx';
import { KeyBackupGuide, resetKeyBackupGuide } from './key-backup-guide.tsx';

/** Keys and cipher per user, kept across engine restarts (React StrictMode, layout remounts): one key set-up per sign-in. */
const cryptoByUser = new Map<string, { keys: KeyManager; cipher: ChatCipher }>();

function cryptoFor(userId: string) {
  let entry = cryptoByUser.get(userId);
  if (!entry) {
    const store = createIndexedDbKeyStore();
    const keys = createKeyManager({
      userId,
      api: chatApi,
      store,
      onChange: (key) => {
        if (cryptoByUser.get(userId) === entry) dispatchChat({ type: 'ownKey', key });
      },
    });
    entry = { keys, cipher: createChatCipher({ userId, api: chatApi, keys, store }) };
    cryptoByUser.set(userId, entry);
  }
  return entry;
}

/** The engine of a signed-in user on the real server, on the page's realtime link (tests pass their own). */
export function createDefaultEngine(userId: string, transport: ChatTransport): ChatEngine {
  const { keys, cipher } = cryptoFor(userId);
  return createChatEngine({ userId, api: chatApi, transport, cipher, keys });
}

export type ChatDockProps = {
  /** The signed-in user's id, or null when signed out: going from an id to null (logout) clears every chat. */
  userId: string | null;
  /** The page's socket (engine/realtime-link.ts); null while it is being opened for a new user. */
  transport: ChatTransport | null;
  createEngine?: (userId: string, transport: ChatTransport) => ChatEngine;
};

const selectWindows = (state: ChatState) => state.windows;

/** Spec §2 "Chat dock": one floating window per open chat, on every page, for signed-in users. */
export function ChatDock({ userId, transport, createEngine = createDefaultEngine }: ChatDockProps) {
  const { t } = useTranslation('chat');
  const previousUser = useRef<string | null>(null);

  useEffect(() => {
    if (previousUser.current !== null && previousUser.current !== userId) {
      // Logout (or another account): all chat states go.
      cryptoByUser.delete(previousUser.current);
      clearChatStates();
      resetKeyBackupGuide();
    }
    previousUser.current = userId;
    if (!userId || !transport) return;
    const engine = createEngine(userId, transport);
    engine.start();
    setActiveEngine(engine);
    return () => {
      setActiveEngine(null);
      engine.stop();
    };
  }, [userId, transport, createEngine]);

  const windows = useChatState(selectWindows);
  // An open window's text box and Send button sit at the bottom of the screen: toasts go to the top meanwhile.
  const anyOpen = userId !== null && windows.some((window) => !window.minimized);
  useEffect(() => (anyOpen ? holdToastsOffBottom() : undefined), [anyOpen]);
  if (!userId || windows.length === 0) return null;
  return (
    <div data-testid="chat-dock" aria-label={t('dock.label')} role="complementary">
      {windows.map((window, index) => (
        <ChatWindow key={window.friend.id} chat={window} index={index} />
      ))}
      <KeyBackupGuide />
    </div>
  );
}
