import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import type { KeyManager } from '../crypto/key-manager.ts';
import { setActiveEngine } from '../engine/active-engine.ts';
import type { ChatEngine } from '../engine/chat-engine.ts';
import type { OwnKeyState } from '../model/chat-state.ts';
import { dispatchChat, resetChatStore } from '../model/chat-store.ts';
import { EncryptionNotices } from './encryption-notices.tsx';
import { KEY_BACKUP_LATER_MS, KeyBackupGuide, newPassphraseProblem, resetKeyBackupGuide } from './key-backup-guide.tsx';
import { SecurityDialog } from './security-dialog.tsx';

const farah = { id: 'farah', name: 'Farah Khan', avatar_url: null };

function fakeKeys(overrides: Partial<KeyManager> = {}) {
  return {
    init: vi.fn(async () => {}),
    keyPair: vi.fn(async () => null),
    restore: vi.fn(async () => ({ ok: true }) as const),
    startOver: vi.fn(async () => ({ ok: true }) as const),
    keepLocalKey: vi.fn(async () => ({ ok: true }) as const),
    backupKind: vi.fn(async () => 'passphrase' as const),
    pendingRecoveryCode: vi.fn(async () => 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789'),
    acknowledgeRecoveryCode: vi.fn(async () => {}),
    changeSecret: vi.fn(async () => ({ ok: true }) as const),
    ...overrides,
  } satisfies KeyManager;
}

function setOwnKey(key: Partial<OwnKeyState>) {
  act(() =>
    dispatchChat({
      type: 'ownKey',
      key: { status: 'ready', recoveryCodePending: false, hasLocalKey: true, ...key },
    }),
  );
}

/**
 * The guide with one chat: opened by the member (default), restored by a page load (`restored`), or
 * none (`chatOpen: false`).
 */
function renderGuide(
  keys: KeyManager,
  own: Partial<OwnKeyState>,
  options: { chatOpen?: boolean; restored?: boolean; userId?: string } = {},
) {
  setActiveEngine({ keys } as unknown as ChatEngine);
  const userId = options.userId ?? 'me';
  if (options.restored) {
    dispatchChat({ type: 'signedIn', userId, windows: [{ friend: farah, minimized: false, isFullScreen: false }] });
  } else {
    dispatchChat({ type: 'signedIn', userId });
    if (options.chatOpen !== false) dispatchChat({ type: 'open', friend: farah });
  }
  setOwnKey(own);
  return render(
    <>
      <EncryptionNotices friend={farah} onOpenSecurity={() => {}} />
      <KeyBackupGuide />
    </>,
  );
}

const guide = () => screen.getByTestId('chat-backup-guide');

beforeEach(() => {
  resetChatStore();
  resetKeyBackupGuide();
  localStorage.clear();
});

/** A page load: the store and the guide start over; the device's storage stays. */
function reload(view: { unmount: () => void }) {
  view.unmount();
  resetChatStore();
  resetKeyBackupGuide();
}

afterEach(() => {
  setActiveEngine(null);
  vi.restoreAllMocks();
});

describe('new passphrase rules', () => {
  it('needs at least 12 characters and the same text twice', () => {
    expect(newPassphraseProblem('short', 'short')).toBe('too_short');
    expect(newPassphraseProblem('eleven-char', 'eleven-char')).toBe('too_short');
    expect(newPassphraseProblem('long enough phrase', 'long enough phrasE')).toBe('mismatch');
    expect(newPassphraseProblem('long enough phrase', 'long enough phrase')).toBeNull();
  });
});

describe('the guided key backup (first use)', () => {
  it('opens when chat is used with an unsaved backup; refuses a short passphrase and a mismatch with clear errors', async () => {
    const keys = fakeKeys();
    renderGuide(keys, { recoveryCodePending: true });
    const user = userEvent.setup();
    expect(within(guide()).getByRole('heading', { name: 'Back up your chat key' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Chat passphrase'), 'too short');
    await user.type(screen.getByLabelText('Type the passphrase again'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Save backup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The passphrase is too short: use at least 12 characters.');
    expect(screen.getByLabelText('Chat passphrase')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Chat passphrase'));
    await user.type(screen.getByLabelText('Chat passphrase'), 'correct horse battery');
    await user.clear(screen.getByLabelText('Type the passphrase again'));
    await user.type(screen.getByLabelText('Type the passphrase again'), 'correct horse battery!');
    await user.click(screen.getByRole('button', { name: 'Save backup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passphrases do not match.');
    expect(screen.getByLabelText('Type the passphrase again')).toHaveAttribute('aria-invalid', 'true');
    expect(keys.changeSecret).not.toHaveBeenCalled();
  });

  it('re-wraps the backup under the passphrase and closes once the backup is saved', async () => {
    const keys = fakeKeys({
      changeSecret: vi.fn(async () => {
        setOwnKey({ recoveryCodePending: false });
        return { ok: true } as const;
      }),
    });
    renderGuide(keys, { recoveryCodePending: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Chat passphrase'), 'correct horse battery');
    await user.type(screen.getByLabelText('Type the passphrase again'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save backup' }));
    expect(keys.changeSecret).toHaveBeenCalledWith(null, { kind: 'passphrase', passphrase: 'correct horse battery' });
    await waitFor(() => expect(screen.queryByTestId('chat-backup-guide')).not.toBeInTheDocument());
    expect(screen.queryByTestId('chat-save-code')).not.toBeInTheDocument();
  });

  it('shows a failed upload as an error and keeps the dialog', async () => {
    const keys = fakeKeys({ changeSecret: vi.fn(async () => ({ ok: false, reason: 'failed' }) as const) });
    renderGuide(keys, { recoveryCodePending: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Chat passphrase'), 'correct horse battery');
    await user.type(screen.getByLabelText('Type the passphrase again'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The backup could not be updated: failed');
    expect(guide()).toBeInTheDocument();
  });

  it('"Not now" closes it; the one-line banner opens it again; a recovery code is still offered', async () => {
    const keys = fakeKeys();
    renderGuide(keys, { recoveryCodePending: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('chat-backup-guide')).not.toBeInTheDocument();
    const banner = screen.getByTestId('chat-save-code');
    expect(banner).toHaveTextContent('Back up your chat key.');
    await user.click(within(banner).getByRole('button', { name: 'Back up' }));
    await user.click(within(guide()).getByRole('button', { name: 'Use a recovery code instead' }));
    expect(await within(guide()).findByText('ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789')).toBeInTheDocument();
    await user.click(within(guide()).getByRole('button', { name: 'I have saved it' }));
    expect(keys.acknowledgeRecoveryCode).toHaveBeenCalled();
  });

  it('does not open before chat is used (no open window)', () => {
    renderGuide(fakeKeys(), { recoveryCodePending: true }, { chatOpen: false });
    expect(screen.queryByTestId('chat-backup-guide')).not.toBeInTheDocument();
  });

  it('never opens by itself for a chat window a page load restored; the banner still opens it', async () => {
    renderGuide(fakeKeys(), { recoveryCodePending: true }, { restored: true });
    expect(screen.queryByTestId('chat-backup-guide')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('chat-save-code')).getByRole('button', { name: 'Back up' }));
    expect(guide()).toHaveAttribute('data-step', 'backup');
  });

  it('"Not now" holds on this device for a week (for this member), then opening a chat brings it again', async () => {
    const start = Date.UTC(2026, 10, 1, 9);
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    let view = renderGuide(fakeKeys(), { recoveryCodePending: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('chat-backup-guide')).not.toBeInTheDocument();

    reload(view);
    now.mockReturnValue(start + KEY_BACKUP_LATER_MS - 60_000);
    view = renderGuide(fakeKeys(), { recoveryCodePending: true });
    expect(screen.queryByTestId('chat-backup-guide')).not.toBeInTheDocument();

    // Another member on this device has said nothing yet.
    reload(view);
    view = renderGuide(fakeKeys(), { recoveryCodePending: true }, { userId: 'someone-else' });
    expect(guide()).toHaveAttribute('data-step', 'backup');

    reload(view);
    now.mockReturnValue(start + KEY_BACKUP_LATER_MS);
    renderGuide(fakeKeys(), { recoveryCodePending: true });
    expect(guide()).toHaveAttribute('data-step', 'backup');
  });
});

describe('restoring on a new device', () => {
  it('asks for the passphrase in one dialog; a wrong one gives a clear error; the right one unlocks', async () => {
    const keys = fakeKeys({
      restore: vi.fn(async (secret: string) => {
        if (secret !== 'correct horse battery') return { ok: false, reason: 'wrong_secret' } as const;
        setOwnKey({ status: 'ready', recoveryCodePending: false });
        return { ok: true } as const;
      }),
    });
    renderGuide(keys, { status: 'restore', hasLocalKey: false });
    const user = userEvent.setup();
    expect(within(guide()).getByRole('heading', { name: 'Unlock your chat history' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-key-restore')).toHaveTextContent('Unlock your messages on this device.');

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your chat passphrase.');
    await user.type(screen.getByLabelText('Chat passphrase'), 'wrong guess here');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong passphrase. Check it and try again.');

    await user.clear(screen.getByLabelText('Chat passphrase'));
    await user.type(screen.getByLabelText('Chat passphrase'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByTestId('chat-backup-guide')).not.toBeInTheDocument());
    expect(keys.restore).toHaveBeenLastCalledWith('correct horse battery');
  });

  it('asks for the recovery code when the backup was made with one (older backups)', async () => {
    renderGuide(fakeKeys({ backupKind: vi.fn(async () => 'recovery-code' as const) }), { status: 'restore' });
    expect(await within(guide()).findByLabelText('Recovery code')).toBeInTheDocument();
    expect(guide()).toHaveTextContent('Enter your recovery code to read your messages on this device.');
  });

  it('starting fresh needs an explicit confirmation after a warning that old messages stay unreadable', async () => {
    const keys = fakeKeys();
    renderGuide(keys, { status: 'restore', hasLocalKey: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start fresh' }));
    expect(keys.startOver).not.toHaveBeenCalled();
    expect(guide()).toHaveTextContent('Messages sent before can no longer be read, on any device');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Start fresh' }));
    await user.click(screen.getByRole('button', { name: 'Start fresh, old messages stay unreadable' }));
    expect(keys.startOver).toHaveBeenCalledTimes(1);
  });
});

describe('changing the passphrase later (the lock button’s dialog)', () => {
  it('asks for the new passphrase twice too', async () => {
    const keys = fakeKeys();
    setActiveEngine({ keys } as unknown as ChatEngine);
    dispatchChat({ type: 'signedIn', userId: 'me' });
    setOwnKey({ status: 'ready', recoveryCodePending: false });
    render(<SecurityDialog friend={farah} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current passphrase or recovery code'), 'old passphrase here');
    await user.type(screen.getByLabelText('New chat passphrase (at least 12 characters)'), 'new passphrase here');
    await user.type(screen.getByLabelText('Type the passphrase again'), 'new passphrase hear');
    await user.click(screen.getByRole('button', { name: 'Use a passphrase' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passphrases do not match.');
    expect(keys.changeSecret).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Type the passphrase again'));
    await user.type(screen.getByLabelText('Type the passphrase again'), 'new passphrase here');
    await user.click(screen.getByRole('button', { name: 'Use a passphrase' }));
    expect(keys.changeSecret).toHaveBeenCalledWith('old passphrase here', {
      kind: 'passphrase',
      passphrase: 'new passphrase here',
    });
  });
});
