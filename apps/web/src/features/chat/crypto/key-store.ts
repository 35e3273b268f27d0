/**
 * Where this device keeps chat keys: IndexedDB, which stores a non-extractable CryptoKey as it is
 * (its bytes never reach JavaScript). A memory store stands in for tests and for browsers without
 * IndexedDB (then keys live as long as the tab).
 */

export interface ChatKeyStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export function createMemoryKeyStore(): ChatKeyStore {
  const values = new Map<string, unknown>();
  return {
    async get<T>(key: string) {
      return values.get(key) as T | undefined;
    },
    async set(key, value) {
      values.set(key, value);
    },
    async delete(key) {
      values.delete(key);
    },
  };
}

const DB_NAME = 'jobportal-chat';
const STORE = 'keys';

function request<T>(run: (store: IDBObjectStore) => IDBRequest, mode: IDBTransactionMode, db: IDBDatabase) {
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const pending = run(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(pending.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB request failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The IndexedDB store, or a memory store where IndexedDB is missing (some private modes). */
export function createIndexedDbKeyStore(): ChatKeyStore {
  if (typeof indexedDB === 'undefined') return createMemoryKeyStore();
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const pending = indexedDB.open(DB_NAME, 1);
      pending.onupgradeneeded = () => pending.result.createObjectStore(STORE);
      pending.onsuccess = () => resolve(pending.result);
      pending.onerror = () => {
        opened = null;
        reject(pending.error ?? new Error('IndexedDB could not be opened'));
      };
    }));
  return {
    async get<T>(key: string) {
      return request<T | undefined>((store) => store.get(key), 'readonly', await open());
    },
    async set(key, value) {
      await request((store) => store.put(value, key), 'readwrite', await open());
    },
    async delete(key) {
      await request((store) => store.delete(key), 'readwrite', await open());
    },
  };
}
