import { useEffect, useState } from 'react';
import type { KeyBackupSecretKind } from '@jobportal/shared/domain/chat-crypto/index';
import type { ChatEngine } from '../engine/chat-engine.ts';

/** How the server's key backup is locked (passphrase or recovery code); null until known or when there is none. */
export function useBackupKind(engine: ChatEngine | null): KeyBackupSecretKind | null {
  const [kind, setKind] = useState<KeyBackupSecretKind | null>(null);
  useEffect(() => {
    let live = true;
    void engine?.keys
      ?.backupKind()
      .then((value) => {
        if (live) setKind(value);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [engine]);
  return kind;
}
