// The kiosk's queue on the tablet: one IndexedDB object store keyed by the idempotency key, so a
// sign-in stays on the device across reloads, closed tabs and restarts until the server has it.
import type { QueueStore, QueuedSignIn } from './queue';

const DB_NAME = 'oha-kiosk';
const STORE = 'signins';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function open(): Promise<IDBDatabase> {
  const r = indexedDB.open(DB_NAME, 1);
  r.onupgradeneeded = () => {
    if (!r.result.objectStoreNames.contains(STORE)) r.result.createObjectStore(STORE, { keyPath: 'key' });
  };
  return request(r);
}

/** Resolves when the transaction has committed (a put is on disk, not only queued). */
function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
  });
}

export function idbStore(): QueueStore {
  let db: Promise<IDBDatabase> | undefined;
  const conn = () => (db ??= open());
  return {
    async all() {
      const tx = (await conn()).transaction(STORE, 'readonly');
      return request(tx.objectStore(STORE).getAll() as IDBRequest<QueuedSignIn[]>);
    },
    async put(entry) {
      const tx = (await conn()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(entry);
      await done(tx);
    },
    async remove(key) {
      const tx = (await conn()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(key);
      await done(tx);
    },
  };
}
