// Upkeep of the jobs table: every finished job stays a row (a document read, a delivery sent), so
// without pruning the table grows with every upload and lead. A periodic job of the queue
// (`jobs.prune`, queued every hour with one dedupe key) deletes finished jobs past their
// retention: done ones after OHA_JOBS_KEEP_DAYS (7), failed ones after OHA_FAILED_JOBS_KEEP_DAYS
// (30), and a failed job whose document still exists is kept as long as the document (it tells
// why the file failed). Queued and running jobs are never touched. Deletes go in batches of 200
// rows, each a slice of the server's thread, so no request waits long on the database.
import { sql } from 'kysely';
import { dialectOf, jsonInteger } from '@db/dialect';
import type { DB } from '@db/connection';
import { enqueue } from './queue.server';
import { registerJobHandler } from './runner.server';
import { inSlice } from './thread-slices.server';

export const PRUNE_JOB = 'jobs.prune';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per DELETE: one statement is a slice of a few milliseconds of the server's thread. */
const BATCH = 200;

export interface JobRetention {
  /** Days a done job is kept after it finished. */
  doneDays: number;
  /** Days a failed job is kept after it failed (a document's job: as long as its document too). */
  failedDays: number;
}

export interface PruneResult {
  done: number;
  failed: number;
}

/** Deletes finished jobs past their retention at `now`; returns how many of each went. */
export async function pruneJobs(db: DB, retention: JobRetention, now = new Date()): Promise<PruneResult> {
  const doneBefore = new Date(now.getTime() - retention.doneDays * DAY_MS).toISOString();
  const failedBefore = new Date(now.getTime() - retention.failedDays * DAY_MS).toISOString();
  const done = await deleteInBatches(db, (q) => q.where('status', '=', 'done').where('finishedAt', '<', doneBefore));
  const failed = await deleteInBatches(db, (q) =>
    q
      .where('status', '=', 'failed')
      .where('finishedAt', '<', failedBefore)
      // A document's failed job stays while the document does (the Files tab shows it failed).
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('documents as d')
              .select('d.id')
              .whereRef('d.id', '=', jsonInteger(dialectOf(db), sql.ref('jobs.payload'), 'documentId')),
          ),
        ),
      ),
  );
  return { done, failed };
}

const selectIds = (db: DB) => db.selectFrom('jobs').select('id');
type JobQuery = ReturnType<typeof selectIds>;

async function deleteInBatches(db: DB, where: (q: JobQuery) => JobQuery): Promise<number> {
  let total = 0;
  for (;;) {
    // Requests go between batches (thread-slices.server.ts: a pause after each slice).
    const res = await inSlice(() =>
      db
        .deleteFrom('jobs')
        .where('id', 'in', where(selectIds(db)).limit(BATCH))
        .executeTakeFirst(),
    );
    const n = Number(res.numDeletedRows);
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * Registers the prune job and queues it now and every `everyMs` (one queued at a time: a dedupe
 * key), like the staging purge's timer. Returns a function that stops the timer.
 */
export function startJobPruning(db: DB, retention: JobRetention, everyMs = 60 * 60 * 1000): () => void {
  registerJobHandler(PRUNE_JOB, async () => {
    const r = await pruneJobs(db, retention);
    if (r.done + r.failed > 0) console.log(`jobs pruned: ${r.done} done, ${r.failed} failed`);
  });
  const queue = () =>
    void enqueue(db, PRUNE_JOB, {}, { dedupeKey: PRUNE_JOB, maxAttempts: 1 }).catch((err) =>
      console.error('jobs prune:', err),
    );
  queue();
  const timer = setInterval(queue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
