// Chat encryption: v1 end-to-end (ECDH P-256 → HKDF → AES-256-GCM), key backup, and the seed's legacy v0.
export type { ChatDecryptFailureReason, ChatDecryptResult, ChatPayloadGuard } from './common.ts';
export { decryptV0, encryptV0, LEGACY_V0_PREFIX, legacyV0KeyString } from './legacy-v0.ts';
export {
  decryptV1,
  deriveConversationKey,
  encryptV1,
  exportPublicKey,
  generateUserKeyPair,
  importPublicKey,
  safetyNumber,
  V1_PREFIX,
  type ConversationKey,
  type MessageBinding,
} from './v1.ts';
export {
  CHAT_PASSPHRASE_MIN_LENGTH,
  changeKeyBackupSecret,
  createRecoveryCode,
  KEY_BACKUP_FORMAT,
  KEY_BACKUP_MAX_ITERATIONS,
  KEY_BACKUP_MIN_ITERATIONS,
  KEY_BACKUP_VERSION,
  normalizeRecoveryCode,
  readKeyBackupInfo,
  restoreKeyBackup,
  type KeyBackupFailureReason,
  type KeyBackupInfo,
  type KeyBackupRestoreResult,
  type KeyBackupSecret,
  type KeyBackupSecretKind,
  type UserKeyPair,
} from './key-backup.ts';
export * from './message-codec.ts';
