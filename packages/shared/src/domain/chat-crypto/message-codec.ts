/**
 * The one entry point the chat UI needs: encode a chat message (always v1) and decode whatever is
 * stored (v1, or the seed's legacy v0 marked `legacy: true` so the UI can say "not end-to-end
 * encrypted").
 */
import { serializePayload } from './common.ts';
import { decryptV0, LEGACY_V0_PREFIX } from './legacy-v0.ts';
import { decryptV1, encryptV1, V1_PREFIX, type ConversationKey, type MessageBinding } from './v1.ts';

/** What the UI shows in place of a message that cannot be decrypted. */
export const DECRYPT_FAILED_TEXT = '🔒 Failed to decrypt message';
/** The longest chat message, in UTF-16 code units (what `maxLength` on a text box counts). */
export const CHAT_TEXT_MAX_LENGTH = 4_000;
/**
 * The largest serialised payload accepted for sending: every `v1.` value then fits the server's
 * 16,384-character limit on `encryptedContent` (3 + ⌈4 × (12 + 12,256 + 16) / 3⌉ = 16,382), and a
 * full-length message in Devanagari (3 bytes a character, 12,011 bytes as JSON) still fits.
 */
export const CHAT_PAYLOAD_MAX_BYTES = 12_256;

/** The payload of a chat message. */
export interface ChatMessagePayload {
  text: string;
}

/** A chat message's payload: `{ text }`, non-empty after trimming and at most {@link CHAT_TEXT_MAX_LENGTH} long. */
export function isChatMessagePayload(value: unknown): value is ChatMessagePayload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { text } = value as { text?: unknown };
  return typeof text === 'string' && isChatText(text);
}

function isChatText(text: string): boolean {
  return text.trim().length > 0 && text.length <= CHAT_TEXT_MAX_LENGTH;
}

/** The seed's payload was "any JSON value": a legacy message may hold its text as a bare JSON string. */
function isLegacyChatPayload(value: unknown): value is ChatMessagePayload | string {
  return typeof value === 'string' ? isChatText(value) : isChatMessagePayload(value);
}

export type DecodeFailureReason =
  /** Wrong key, tampered or corrupt value, or a payload that is not a chat message. */
  | 'key_mismatch_or_corrupt'
  /** Neither `v1.` nor `U2FsdGVkX1`. */
  | 'unknown_format'
  /** A v1 message, but no conversation key (one side has no key pair, or it is not loaded yet). */
  | 'no_conversation_key'
  /** A legacy message where the caller accepts none (see `allowLegacy`). */
  | 'legacy_not_allowed';

export type DecodedChatMessage =
  { ok: true; payload: ChatMessagePayload; legacy: boolean } | { ok: false; reason: DecodeFailureReason };

export interface MessageDecodeContext extends MessageBinding {
  /** The conversation's v1 key, or null when there is none. */
  conversationKey: ConversationKey | null;
  /**
   * Accept legacy v0 values (default true). Anyone who can write the messages table can forge a v0
   * message, since its key comes from the two public user ids: pass false for rows that cannot be
   * imported history (e.g. created after v1 was switched on).
   */
  allowLegacy?: boolean;
}

/** Decodes a stored `encryptedContent` for display. Never throws. */
export async function decodeMessage(
  encryptedContent: string,
  context: MessageDecodeContext,
): Promise<DecodedChatMessage> {
  if (typeof encryptedContent !== 'string') return { ok: false, reason: 'unknown_format' };
  if (encryptedContent.startsWith(V1_PREFIX)) {
    if (!context.conversationKey) return { ok: false, reason: 'no_conversation_key' };
    const result = await decryptV1(encryptedContent, context.conversationKey, context, isChatMessagePayload);
    return result.ok ? { ok: true, payload: { text: result.payload.text }, legacy: false } : result;
  }
  if (encryptedContent.startsWith(LEGACY_V0_PREFIX)) {
    if (context.allowLegacy === false) return { ok: false, reason: 'legacy_not_allowed' };
    const result = await decryptV0(encryptedContent, context.senderId, context.receiverId, isLegacyChatPayload);
    if (!result.ok) return result;
    const text = typeof result.payload === 'string' ? result.payload : result.payload.text;
    return { ok: true, payload: { text }, legacy: true };
  }
  return { ok: false, reason: 'unknown_format' };
}

/** The text to show for a decoded message: its text, or {@link DECRYPT_FAILED_TEXT}. */
export function messageDisplayText(decoded: DecodedChatMessage): string {
  return decoded.ok ? decoded.payload.text : DECRYPT_FAILED_TEXT;
}

/**
 * Encrypts a chat message for sending (always v1). The text is used as given (trim it first if the
 * UI wants that). Throws `RangeError` for an empty, whitespace-only or too long text, or for a pair
 * of users that is not the conversation's.
 */
export async function encodeMessage(
  text: string,
  context: MessageBinding & { conversationKey: ConversationKey },
): Promise<string> {
  const payload: ChatMessagePayload = { text };
  if (!isChatMessagePayload(payload))
    throw new RangeError(`A chat message must have 1 to ${CHAT_TEXT_MAX_LENGTH} characters.`);
  if (serializePayload(payload).length > CHAT_PAYLOAD_MAX_BYTES) throw new RangeError('This message is too long.');
  const { senderId, receiverId, clientId } = context;
  return encryptV1(payload, context.conversationKey, { senderId, receiverId, clientId });
}
