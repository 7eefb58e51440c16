// Document bytes, behind one interface: staged uploads (staging/<userId>/<uploadId>.bin|.json)
// and stored documents (files/<listingId>/<documentId>-<name>, the documents row's storagePath).
// Keys are relative, "/"-separated paths: the filesystem driver keeps them under DATA_DIR exactly
// as they read, the S3 driver uses them (after S3_PREFIX) as object keys. OHA_STORAGE picks the
// driver at boot (settings.server.ts); the app and the command-line tools share the one chosen.
import { config } from '../config.server';
import { fsStorage } from './fs-storage.server';
import { s3Storage } from './s3-storage.server';
import type { Storage } from './interface.server';
import type { StorageSettings } from './settings.server';

export type { Storage, StoredObject } from './interface.server';
export { assertKey, assertPrefix } from './interface.server';

export function storageFor(settings: StorageSettings, dataDir: string): Storage {
  return settings.kind === 's3' ? s3Storage(settings) : fsStorage(dataDir);
}

// The Remix bundle and portal/server.ts load separate copies of this module: one store for both.
// It follows the configuration (tests change DATA_DIR between cases) unless a test pinned one.
declare global {
  var __ohaStorage: { key: string; store: Storage; pinned: boolean } | undefined;
}

/** The configured store (OHA_STORAGE). */
export function storage(): Storage {
  const held = globalThis.__ohaStorage;
  if (held?.pinned) return held.store;
  const c = config();
  const key = JSON.stringify([c.storage, c.dataDir]);
  if (held?.key === key) return held.store;
  const store = storageFor(c.storage, c.dataDir);
  globalThis.__ohaStorage = { key, store, pinned: false };
  return store;
}

/** Tests point the app at a store of their own; undefined goes back to the configured one. */
export function useStorageForTests(s: Storage | undefined): void {
  globalThis.__ohaStorage = s ? { key: '', store: s, pinned: true } : undefined;
}
