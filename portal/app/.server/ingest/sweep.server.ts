// Leftovers of interrupted work, removed at start (before the server takes requests, so no
// ingestion is in flight): stored files that no document row references (a crash between moving
// bytes into place and the COMMIT), temporary ingestion folders, and expired staged uploads.
// Staging is also purged every hour.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '@db/connection';
import { purgeStaging } from './staging.server';

export interface SweepResult {
  orphanFiles: number;
  tmpFolders: number;
}

/** Only safe while nothing is being ingested (at start). */
export async function sweepOrphans(db: DB, dataDir: string): Promise<SweepResult> {
  const filesRoot = path.join(dataDir, 'files');
  const referenced = new Set(
    (await db.selectFrom('documents').select('storagePath').execute()).map((d) => path.join(dataDir, d.storagePath)),
  );
  const result: SweepResult = { orphanFiles: 0, tmpFolders: 0 };
  for (const entry of await fs.readdir(filesRoot, { withFileTypes: true }).catch(() => [])) {
    const dir = path.join(filesRoot, entry.name);
    if (entry.name === '.tmp') {
      for (const tmp of await fs.readdir(dir).catch(() => [] as string[])) {
        await fs.rm(path.join(dir, tmp), { recursive: true, force: true });
        result.tmpFolders++;
      }
      continue;
    }
    if (!entry.isDirectory()) continue;
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name);
      if (referenced.has(file)) continue;
      await fs.rm(file, { recursive: true, force: true });
      result.orphanFiles++;
    }
    await fs.rmdir(dir).catch(() => undefined); // only when now empty
  }
  return result;
}

/** Purges expired staged uploads now and every hour (uploads no longer have to trigger it). */
export function startStagingPurge(everyMs = 60 * 60 * 1000): () => void {
  const run = () => void purgeStaging().catch((err) => console.error('staging purge:', err));
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
