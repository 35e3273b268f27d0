import { expect, it } from 'vitest';
import { DECRYPT_FAILED_TEXT } from '@jobportal/shared/domain/chat-crypto/index';
import { enChat } from '../../locales/en-chat.ts';
import { i18next } from '../../lib/i18n.ts';
import './chat-strings.ts';

/** The chat texts the spec quotes (§2, §8), word for word. */
it('holds the spec’s chat texts word for word', () => {
  expect(enChat.window.placeholder).toBe('Type a message...');
  expect(enChat.toast).toEqual({
    newMessageFrom: 'New message from {{name}}',
    openChat: 'Open Chat',
    messageError: 'Message Error',
    sendFailed: 'Failed to send message.',
    encryptFailed: 'Failed to encrypt and send message.',
    clearedTitle: 'Chat Cleared',
    clearedDescription: 'Your conversation history has been updated.',
    clearErrorTitle: 'Error',
    clearErrorDescription: 'Could not clear history: {{reason}}',
  });
  expect(enChat.clearDialog).toMatchObject({
    title: 'Clear chat history?',
    description: 'This will permanently delete messages with {{name}}. This action cannot be undone.',
    deleteForMe: 'Delete for me',
    deleteForEveryone: 'Delete for everyone',
  });
  expect(DECRYPT_FAILED_TEXT).toBe('🔒 Failed to decrypt message');
});

it('is registered as the i18next namespace "chat" by the chat modules (not by the first load)', () => {
  expect(i18next.t('toast.newMessageFrom', { ns: 'chat', name: 'Farah' })).toBe('New message from Farah');
  expect(i18next.t('toast.clearErrorDescription', { ns: 'chat', reason: 'offline <b>' })).toBe(
    'Could not clear history: offline <b>',
  );
});
