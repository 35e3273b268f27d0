/**
 * The dock's one store, framework-free like the toast store: `openChat()` can be called from any page,
 * a toast action or a socket handler. The engine of the signed-in user registers itself as the runner
 * of the effects that transitions ask for.
 */
import { initialChatState, transition, type ChatAction, type ChatEffect, type ChatState } from './chat-state.ts';
import type { ChatWindowState } from './chat-state.ts';
import { requestChatDock, SAVED_WINDOWS_KEY } from './dock-request.ts';

export type ChatListener = (state: ChatState) => void;
export type ChatEffectRunner = (effect: ChatEffect) => void;

let state: ChatState = initialChatState();
const listeners = new Set<ChatListener>();
let runner: ChatEffectRunner | null = null;

/** A chat opened before the engine signed in (it loads after first paint) opens once it has, if soon. */
const PENDING_OPEN_MS = 15_000;
let pendingOpens: { action: ChatAction; at: number }[] = [];

/** Applies an action and runs the effects it asks for (when an engine is running). */
export function dispatchChat(action: ChatAction): void {
  if (action.type === 'open' && state.userId === null) {
    pendingOpens.push({ action, at: Date.now() });
    requestChatDock();
    return;
  }
  if (action.type === 'signedOut') pendingOpens = [];
  apply(action);
  if (action.type === 'signedIn' && pendingOpens.length > 0) {
    const waiting = pendingOpens.filter((pending) => Date.now() - pending.at < PENDING_OPEN_MS);
    pendingOpens = [];
    for (const pending of waiting) apply(pending.action);
  }
}

function apply(action: ChatAction): void {
  const result = transition(state, action);
  if (result.state !== state) {
    state = result.state;
    for (const listener of listeners) listener(state);
  }
  for (const effect of result.effects) runner?.(effect);
}

export function getChatState(): ChatState {
  return state;
}

export function subscribeChat(listener: ChatListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The engine's effect runner; returns the function that unregisters it. */
export function setChatEffectRunner(next: ChatEffectRunner | null): () => void {
  runner = next;
  return () => {
    if (runner === next) runner = null;
  };
}

/** Forgets everything (tests). */
export function resetChatStore(): void {
  runner = null;
  pendingOpens = [];
  state = initialChatState();
  for (const listener of listeners) listener(state);
}

// ── Open windows survive a page reload in this tab (sessionStorage), never a logout.

const WINDOWS_KEY = SAVED_WINDOWS_KEY;

function isWindowState(value: unknown): value is ChatWindowState {
  if (typeof value !== 'object' || value === null) return false;
  const { friend, minimized, isFullScreen } = value as Partial<ChatWindowState>;
  return (
    typeof friend === 'object' &&
    friend !== null &&
    typeof friend.id === 'string' &&
    typeof friend.name === 'string' &&
    (friend.avatar_url === null || typeof friend.avatar_url === 'string') &&
    typeof minimized === 'boolean' &&
    typeof isFullScreen === 'boolean'
  );
}

export function loadSavedWindows(userId: string): ChatWindowState[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(WINDOWS_KEY + userId) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isWindowState) : [];
  } catch {
    return [];
  }
}

export function saveWindows(userId: string, windows: ChatWindowState[]): void {
  try {
    if (windows.length === 0) sessionStorage.removeItem(WINDOWS_KEY + userId);
    else sessionStorage.setItem(WINDOWS_KEY + userId, JSON.stringify(windows));
  } catch {
    // Storage full or disabled: windows just do not survive a reload.
  }
}

/** Logout: every chat state goes, in memory and in this tab's storage. */
export function clearChatStates(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(WINDOWS_KEY)) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
  dispatchChat({ type: 'signedOut' });
}
