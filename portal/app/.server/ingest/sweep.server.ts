// Leftovers of interrupted work: stored files that no document row references (a crash between
// a COMMIT that deleted rows and the removal of their bytes), and temporary ingestion folders (a
// crash before a batch placed its files). On the filesystem (one instance) they are removed at
// start, before the server takes requests, so no ingestion is in flight. On shared storage other
// instances may be ingesting at that moment: only leftovers older than an hour go, at start and
// every hour. Expired staged uploads are purged every hour as well.
import type { DB } from '@db/connection';
import { storage, type Storage } from '../storage/storage.server';
import { purgeStaging, TMP_PREFIX } from './staging.server';

export interface SweepResult {
  orphanFiles: number;
  tmpFolders: number;
}

/** On shared storage, what another instance may still be writing or about to reference. */
export const SHARED_MIN_AGE_MS = 60 * 60 * 1000;

export async function sweepOrphans(
  db: DB,
  store: Storage = storage(),
  opts: { minAgeMs?: number; now?: number } = {},
): Promise<SweepResult> {
  const now = opts.now ?? Date.now();
  const minAgeMs = opts.minAgeMs ?? (store.shared ? SHARED_MIN_AGE_MS : 0);
  const old = (modifiedMs: number) => minAgeMs <= 0 || now - modifiedMs >= minAgeMs;
  // Objects first, rows second: bytes are moved into place only after the COMMIT of their row,
  // so every object listed here that is still wanted has its row in the read that follows.
  const objects = [];
  for await (const o of store.list('files/')) objects.push(o);
  const referenced = new Set(
    (await db.selectFrom('documents').select('storagePath').execute()).map((d) => d.storagePath),
  );

  const result: SweepResult = { orphanFiles: 0, tmpFolders: 0 };
  const batches = new Map<string, number>(); // temporary folder: its newest object
  for (const o of objects) {
    if (o.key.startsWith(TMP_PREFIX)) {
      const batch = o.key.slice(TMP_PREFIX.length).split('/')[0]!;
      batches.set(batch, Math.max(batches.get(batch) ?? 0, o.modifiedMs));
    } else if (!referenced.has(o.key) && old(o.modifiedMs)) {
      await store.delete(o.key);
      result.orphanFiles++;
    }
  }
  for (const [batch, newest] of batches) {
    if (!old(newest)) continue;
    await store.deletePrefix(`${TMP_PREFIX}${batch}/`);
    result.tmpFolders++;
  }
  return result;
}

/**
 * Purges expired staged uploads now and every hour (uploads no longer have to trigger it); on
 * shared storage the hourly run sweeps old leftovers too, since instances rarely restart.
 */
export function startStagingPurge(db?: DB, everyMs = 60 * 60 * 1000): () => void {
  const run = () => {
    void purgeStaging().catch((err) => console.error('staging purge:', err));
    if (db && storage().shared) void sweepOrphans(db).catch((err) => console.error('storage sweep:', err));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
