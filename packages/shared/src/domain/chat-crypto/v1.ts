/**
 * End-to-end message encryption (v1), stored as `v1.<base64url(iv ‖ ciphertext ‖ tag)>`.
 *
 * - Each user has an ECDH P-256 key pair made in the browser; the private key is non-extractable.
 * - Per conversation: ECDH secret → HKDF-SHA-256 → AES-256-GCM key. With `[low, high]` the two user
 *   ids in code-unit order and `lowKey`/`highKey` their public keys (canonical base64url raw points):
 *   salt = SHA-256(UTF-8(JSON.stringify(['jobportal-chat-v1/salt', low, high])))
 *   info = UTF-8(JSON.stringify(['jobportal-chat-v1/conversation-key', low, high, lowKey, highKey]))
 *   keyId = base64url(SHA-256(UTF-8(JSON.stringify(['jobportal-chat-v1/key-id', low, high, lowKey, highKey])))[0..16])
 * - Per message: a fresh random 12-byte IV, and additional data
 *   UTF-8(JSON.stringify(['jobportal-chat-v1/message', senderId, receiverId, clientId, keyId])),
 *   so a row moved to another conversation, flipped in direction, replayed under another client id
 *   or read with another key pair fails to decrypt.
 * JSON arrays keep every field boundary unambiguous whatever characters the ids contain.
 */
import { concatBytes, fromBase64Url, randomBytes, subtle, toBase64Url, utf8Encode, type Bytes } from './bytes.ts';
import {
  canonicalPublicKey,
  DECRYPT_FAILURE,
  exportPublicKey,
  importPublicKey,
  parsePayload,
  serializePayload,
  sortUserIds,
  USER_KEY_ALGORITHM,
  type ChatDecryptResult,
  type ChatPayloadGuard,
} from './common.ts';
import { createKeyPairWithBackup, type KeyBackupSecret, type UserKeyPair } from './key-backup.ts';

export { exportPublicKey, importPublicKey };

export const V1_PREFIX = 'v1.';
const IV_LENGTH = 12;
const GCM_TAG_LENGTH = 16;
const KEY_ID_LENGTH = 16;
const DOMAIN = 'jobportal-chat-v1';

/** A conversation's AES-256-GCM key (non-extractable), its two users, and its id (the same on both sides). */
export interface ConversationKey {
  readonly key: CryptoKey;
  readonly keyId: string;
  readonly userIds: readonly [low: string, high: string];
}

/** Who sent a message to whom, under which client id: bound to the ciphertext as additional data. */
export interface MessageBinding {
  senderId: string;
  receiverId: string;
  /** The sender's id for this message (the `clientId` of the row). */
  clientId: string;
}

/**
 * A new key pair for this user. The private key is non-extractable: store the CryptoKey itself
 * (IndexedDB keeps it as is); upload `publicKey`. With `{ backup }` the pair comes with a backup
 * blob wrapped under that passphrase or recovery code (see key-backup.ts) — the only way a private
 * key can ever leave the device.
 */
export async function generateUserKeyPair(): Promise<UserKeyPair>;
export async function generateUserKeyPair(options: {
  backup: KeyBackupSecret;
}): Promise<UserKeyPair & { backup: string }>;
export async function generateUserKeyPair(options?: {
  backup?: KeyBackupSecret;
}): Promise<UserKeyPair | (UserKeyPair & { backup: string })> {
  if (options?.backup) return createKeyPairWithBackup(options.backup);
  const pair = await subtle().generateKey(USER_KEY_ALGORITHM, false, ['deriveBits']);
  return { privateKey: pair.privateKey, publicKey: await exportPublicKey(pair.publicKey) };
}

async function sha256(data: Bytes): Promise<Bytes> {
  return new Uint8Array(await subtle().digest('SHA-256', data));
}

function encodeFields(fields: (string | number)[]): Bytes {
  return utf8Encode(JSON.stringify(fields));
}

/**
 * The shared key of the conversation between me and a friend; both sides derive the same one.
 * Throws when a public key is malformed or not on the curve, or when both ids are the same.
 */
export async function deriveConversationKey(input: {
  myUserId: string;
  myPrivateKey: CryptoKey;
  myPublicKey: string;
  theirUserId: string;
  theirPublicKey: string;
}): Promise<ConversationKey> {
  const { myUserId, theirUserId } = input;
  if (myUserId === theirUserId) throw new RangeError('A conversation needs two different users.');
  const [myKey, theirKey] = await Promise.all([
    canonicalPublicKey(input.myPublicKey),
    canonicalPublicKey(input.theirPublicKey),
  ]);
  const [low, high] = sortUserIds(myUserId, theirUserId);
  const [lowKey, highKey] = low === myUserId ? [myKey, theirKey] : [theirKey, myKey];

  const secret = await subtle().deriveBits(
    { name: 'ECDH', public: await importPublicKey(theirKey) },
    input.myPrivateKey,
    256,
  );
  const hkdfInput = await subtle().importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  const key = await subtle().deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: await sha256(encodeFields([`${DOMAIN}/salt`, low, high])),
      info: encodeFields([`${DOMAIN}/conversation-key`, low, high, lowKey, highKey]),
    },
    hkdfInput,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  const keyIdHash = await sha256(encodeFields([`${DOMAIN}/key-id`, low, high, lowKey, highKey]));
  return Object.freeze({
    key,
    keyId: toBase64Url(keyIdHash.subarray(0, KEY_ID_LENGTH)),
    userIds: Object.freeze([low, high] as const),
  });
}

function bindsConversation(conversation: ConversationKey, binding: MessageBinding): boolean {
  const [low, high] = sortUserIds(binding.senderId, binding.receiverId);
  return binding.senderId !== binding.receiverId && low === conversation.userIds[0] && high === conversation.userIds[1];
}

function additionalData(conversation: ConversationKey, binding: MessageBinding): Bytes {
  return encodeFields([
    `${DOMAIN}/message`,
    binding.senderId,
    binding.receiverId,
    binding.clientId,
    conversation.keyId,
  ]);
}

/**
 * Encrypts any JSON value for one message: `v1.<base64url(iv ‖ ciphertext ‖ tag)>` with a fresh IV.
 * Throws `TypeError` for a payload JSON cannot represent, `RangeError` when sender and receiver are
 * not the conversation's two users.
 */
export async function encryptV1(
  payload: unknown,
  conversation: ConversationKey,
  binding: MessageBinding,
): Promise<string> {
  if (!bindsConversation(conversation, binding)) {
    throw new RangeError('Sender and receiver must be the two users of this conversation.');
  }
  const plaintext = serializePayload(payload);
  const iv = randomBytes(IV_LENGTH);
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(conversation, binding), tagLength: 128 },
    conversation.key,
    plaintext,
  );
  return V1_PREFIX + toBase64Url(concatBytes(iv, new Uint8Array(ciphertext)));
}

/**
 * Decrypts a v1 value. Never throws: a wrong key, any change to the ciphertext, IV or binding, bad
 * UTF-8, invalid JSON and a payload the guard rejects all give `{ ok: false, reason: 'key_mismatch_or_corrupt' }`.
 */
export async function decryptV1<T = unknown>(
  text: string,
  conversation: ConversationKey,
  binding: MessageBinding,
  isValidPayload?: ChatPayloadGuard<T>,
): Promise<ChatDecryptResult<T>> {
  try {
    if (typeof text !== 'string' || !text.startsWith(V1_PREFIX)) return DECRYPT_FAILURE;
    if (!bindsConversation(conversation, binding)) return DECRYPT_FAILURE;
    const bytes = fromBase64Url(text.slice(V1_PREFIX.length));
    if (bytes.length < IV_LENGTH + GCM_TAG_LENGTH) return DECRYPT_FAILURE;
    const plaintext = await subtle().decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.subarray(0, IV_LENGTH),
        additionalData: additionalData(conversation, binding),
        tagLength: 128,
      },
      conversation.key,
      bytes.subarray(IV_LENGTH),
    );
    return parsePayload(new Uint8Array(plaintext), isValidPayload);
  } catch {
    return DECRYPT_FAILURE;
  }
}

// ── Safety numbers

const SAFETY_VERSION = new Uint8Array([0, 1]);
/** Signal's figure: slows down a search for a second key with the same digits. */
const SAFETY_ITERATIONS = 5200;
const SAFETY_DIGITS_PER_KEY = 30;

async function keyFingerprintDigits(publicKey: string): Promise<string> {
  const key = fromBase64Url(publicKey);
  let hash = new Uint8Array(
    await subtle().digest('SHA-512', concatBytes(SAFETY_VERSION, key, utf8Encode(`${DOMAIN}/safety-number`))),
  );
  for (let i = 0; i < SAFETY_ITERATIONS; i++) {
    hash = new Uint8Array(await subtle().digest('SHA-512', concatBytes(hash, key)));
  }
  let digits = '';
  for (let offset = 0; digits.length < SAFETY_DIGITS_PER_KEY; offset += 5) {
    // 5 bytes → a 40-bit number → 5 decimal digits (as Signal does).
    let chunk = 0;
    for (let i = 0; i < 5; i++) chunk = chunk * 256 + hash[offset + i]!;
    digits += String(chunk % 100_000).padStart(5, '0');
  }
  return digits;
}

/**
 * The safety number of a conversation: 60 digits from both public keys, shown as 12 groups of 5
 * separated by spaces. Identical on both sides (order-independent); it changes when either key changes.
 * Throws when a key is malformed.
 */
export async function safetyNumber(myPublicKey: string, theirPublicKey: string): Promise<string> {
  const [mine, theirs] = await Promise.all(
    [myPublicKey, theirPublicKey].map(async (key) => keyFingerprintDigits(await canonicalPublicKey(key))),
  );
  const digits = mine! < theirs! ? mine! + theirs! : theirs! + mine!;
  return digits.match(/\d{5}/g)!.join(' ');
}
