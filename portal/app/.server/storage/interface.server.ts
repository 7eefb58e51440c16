// What every store offers (storage.server.ts picks one): keys are relative, "/"-separated paths.
export interface StoredObject {
  key: string;
  size: number;
  /** When the object was written (an S3 copy counts as a write). */
  modifiedMs: number;
}

export interface Storage {
  readonly kind: 'fs' | 's3';
  /**
   * Several processes may use it at once (S3): clean-ups then leave recent objects alone, since
   * another instance may be writing them.
   */
  readonly shared: boolean;
  /** Where the bytes go, for the start-up log (no secrets). */
  describe(): string;
  /** Fails with a message an operator can act on when the store cannot be used (at boot). */
  check(): Promise<void>;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Renames an object (S3: copy on the server, then delete); `to` is replaced if it exists. */
  move(from: string, to: string): Promise<void>;
  /** Deletes one object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (which ends in "/"). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object whose key starts with `prefix` ("" or ending in "/"), in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

/** A key must be a plain relative path: no empty, "." or ".." segment, no backslash. */
export function assertKey(key: string): void {
  if (!key || key.includes('\\') || key.split('/').some((s) => s === '' || s === '.' || s === '..'))
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** A prefix is "" (everything) or a key followed by "/". */
export function assertPrefix(prefix: string): void {
  if (prefix === '') return;
  if (!prefix.endsWith('/')) throw new Error(`not a storage prefix: ${JSON.stringify(prefix)}`);
  assertKey(prefix.slice(0, -1));
}
