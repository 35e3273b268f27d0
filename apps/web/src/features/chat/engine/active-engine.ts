/** The running engine of the signed-in user, for the dock's components (null while signed out). */
import { useSyncExternalStore } from 'react';
import type { ChatEngine } from './chat-engine.ts';

let active: ChatEngine | null = null;
const listeners = new Set<() => void>();

export function setActiveEngine(engine: ChatEngine | null): void {
  if (active === engine) return;
  active = engine;
  for (const listener of listeners) listener();
}

export function getActiveEngine(): ChatEngine | null {
  return active;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useActiveEngine(): ChatEngine | null {
  return useSyncExternalStore(subscribe, getActiveEngine, getActiveEngine);
}
