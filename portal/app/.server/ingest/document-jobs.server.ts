// Documents are read in the background: the request that adds a file stores its row (`queued`)
// and its bytes, and one `document.process` job per document reads it in the extraction pool
// (text, chunks and facts off the HTTP event loop), then writes chunks, the FTS index and facts
// in short transactions, so chats and page loads never wait behind a large file. The status
// (queued, processing with the page being read, ready, failed with a reason) is on the row.
import type { DB } from '@db/connection';
import type { DocumentStatus } from '@db/schema';
import { FILE_FAILURE_REASONS, PROCESSING_FAILURE_REASONS, RETRYABLE_FAILURE_REASONS } from '~/messages/errors';
import { onDocumentIndexed } from '../ai/offline/extraction/facts.server';
import { refreshAnswerKnowledge } from '../ai/offline/answer-pool.server';
import { config } from '../config.server';
import { db, opened } from '../db.server';
import { enqueue, PermanentJobError } from '../jobs/queue.server';
import { storage } from '../storage/storage.server';
import { registerJobHandler, startJobRunner, wakeJobRunner, type JobContext } from '../jobs/runner.server';
import { slicesIdle } from '../jobs/thread-slices.server';
import type { DocKind } from './detect.server';
import { readDocumentInPool } from './extract-pool.server';
import { writeChunks } from './document-writes.server';

export const DOCUMENT_JOB = 'document.process';

export interface DocumentProgress {
  step: 'reading' | 'indexing';
  page?: number;
  pages?: number;
  /** The page is being read with OCR (it has no text layer). */
  ocr?: boolean;
}

/**
 * Inside the transaction that stores the document row: its processing starts after COMMIT. The
 * job belongs to the listing's agent, so the runner reads at most OHA_JOBS_PER_ACCOUNT of one
 * agent's files at once and agents take turns.
 */
export async function enqueueDocument(trx: DB, documentId: number): Promise<void> {
  const owner = await trx
    .selectFrom('documents')
    .innerJoin('listings', 'listings.id', 'documents.listingId')
    .select('listings.realtorUserId')
    .where('documents.id', '=', documentId)
    .executeTakeFirst();
  await enqueue(
    trx,
    DOCUMENT_JOB,
    { documentId },
    {
      dedupeKey: `document:${documentId}`,
      maxAttempts: 3,
      group: owner ? `account:${owner.realtorUserId}` : undefined,
    },
  );
}

/**
 * "Try again" on a failed file: only where a second try can help (a time limit, an
 * interruption). Returns false when the file is not failed that way (then nothing changes).
 */
export async function retryDocument(database: DB, documentId: number): Promise<boolean> {
  const queued = await database.transaction().execute(async (trx) => {
    const doc = await trx
      .selectFrom('documents')
      .select(['status', 'failureReason'])
      .where('id', '=', documentId)
      .executeTakeFirst();
    if (!doc || doc.status !== 'failed' || !canRetry(doc)) return false;
    await setStatus(trx, documentId, 'queued', { progress: null, failureReason: null });
    await enqueueDocument(trx, documentId);
    return true;
  });
  if (queued) {
    wakeJobRunner();
    await processQueuedDocumentsHere();
  }
  return queued;
}

/** Whether a failed file's reason is one a second try can cure. */
export const canRetry = (doc: { status: string; failureReason: string | null }) =>
  doc.status === 'failed' && RETRYABLE_FAILURE_REASONS.includes(doc.failureReason ?? '');

/**
 * After the commit that queued documents: the server's job runner takes them; where none runs in
 * this process (command-line tools, unit tests, the demo seeded before the runner starts) they
 * are processed here and now, so the caller sees them ready and the chat answers from them.
 */
export async function processQueuedDocumentsHere(): Promise<void> {
  if (globalThis.__ohaJobs?.runner) return;
  registerDocumentJobs();
  const runner = startJobRunner({ db: db(), concurrency: 1, pollMs: 50 });
  try {
    await runner.drain();
    // And the answer engine's knowledge of their listings, built in slices after each document.
    await slicesIdle();
  } catch (err) {
    // The rows are committed: a document that did not finish stays queued for the next runner.
    console.error('processing documents:', err);
  } finally {
    await runner.stop();
  }
}

export function registerDocumentJobs(): void {
  registerJobHandler<{ documentId: number }>(DOCUMENT_JOB, (p, ctx) => processDocument(db(), p.documentId, ctx), {
    timeoutMs: config().documentTimeoutMs,
    onGiveUp: (p) => markInterrupted(db(), p.documentId),
  });
}

/**
 * The job failed for good without saying how the file ended (its runs kept stopping before the
 * end: a crash, a kill): the file must not stay "reading" forever.
 */
async function markInterrupted(database: DB, documentId: number): Promise<void> {
  await database
    .updateTable('documents')
    .set({ status: 'failed', progress: null, failureReason: PROCESSING_FAILURE_REASONS.interrupted })
    .where('id', '=', documentId)
    .where('status', 'in', ['queued', 'processing'])
    .execute();
}

async function setStatus(
  database: DB,
  id: number,
  status: DocumentStatus,
  extra: {
    progress?: DocumentProgress | null;
    failureReason?: string | null;
    pageCount?: number | null;
    readWithOcr?: boolean;
    ocrPages?: number;
    ocrPagesUnread?: number;
  } = {},
): Promise<void> {
  await database
    .updateTable('documents')
    .set({
      status,
      ...(extra.progress !== undefined ? { progress: extra.progress ? JSON.stringify(extra.progress) : null } : {}),
      ...(extra.failureReason !== undefined ? { failureReason: extra.failureReason } : {}),
      ...(extra.pageCount !== undefined ? { pageCount: extra.pageCount } : {}),
      ...(extra.readWithOcr !== undefined ? { readWithOcr: extra.readWithOcr ? 1 : 0 } : {}),
      ...(extra.ocrPages !== undefined ? { ocrPages: extra.ocrPages } : {}),
      ...(extra.ocrPagesUnread !== undefined ? { ocrPagesUnread: extra.ocrPagesUnread } : {}),
    })
    .where('id', '=', id)
    .execute();
}

const stillThere = async (database: DB, id: number) =>
  !!(await database.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst());

/** The job: read, chunk, index and extract facts for one document; its row says how it went. */
export async function processDocument(database: DB, documentId: number, ctx?: JobContext): Promise<void> {
  const doc = await database
    .selectFrom('documents')
    .select(['id', 'listingId', 'fileName', 'kind', 'storagePath', 'isExtraInfo', 'status'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!doc || doc.status === 'ready') return; // removed meanwhile, or done by an earlier attempt
  const lastAttempt = !ctx || ctx.job.attempts >= ctx.job.maxAttempts;
  try {
    await setStatus(database, doc.id, 'processing', { progress: { step: 'reading' }, failureReason: null });
    const bytes = await storedBytes(doc.storagePath);
    if (!bytes) {
      // Still missing after the wait: lost by a crash between the COMMIT and the move.
      if (!lastAttempt) throw new Error('stored file not there yet');
      await setStatus(database, doc.id, 'failed', { progress: null, failureReason: FILE_FAILURE_REASONS.missing });
      return;
    }
    let lastProgress = 0;
    let lastOcr: boolean | undefined;
    // Progress is written in order, only while the document is still being read, and finished
    // before the outcome is: on PostgreSQL the writes go over several connections, and a late one
    // must not turn a failed or ready document back into "reading".
    let progressWrites = Promise.resolve();
    const writeProgress = (progress: DocumentProgress) =>
      (progressWrites = progressWrites
        .then(() =>
          database
            .updateTable('documents')
            .set({ progress: JSON.stringify(progress) })
            .where('id', '=', doc.id)
            .where('status', '=', 'processing')
            .execute(),
        )
        .then(
          () => undefined,
          () => undefined,
        ));
    const result = await readDocumentInPool(
      bytes,
      doc.kind as DocKind,
      { fileName: doc.fileName, isExtraInfo: doc.isExtraInfo === 1 },
      {
        timeoutMs: config().documentTimeoutMs,
        maxPages: config().maxPages,
        ocr: config().ocr,
        signal: ctx?.signal,
        onPage: (page, pages, ocr) => {
          const now = Date.now();
          if (now - lastProgress < 500 && page < pages && ocr === lastOcr) return;
          lastProgress = now;
          lastOcr = ocr;
          const progress: DocumentProgress = { step: 'reading', page, pages, ...(ocr ? { ocr } : {}) };
          void writeProgress(progress);
          void ctx?.progress({ page, pages }).catch(() => undefined);
        },
      },
    );
    await progressWrites;
    ctx?.signal.throwIfAborted();
    if (!result.ok) {
      await setStatus(database, doc.id, 'failed', { progress: null, failureReason: result.reason });
      return;
    }
    await setStatus(database, doc.id, 'processing', {
      progress: { step: 'indexing', pages: result.pageCount ?? undefined },
    });
    // A retry starts from nothing: chunks (and their FTS rows, by trigger) of an earlier attempt go.
    await database.deleteFrom('chunks').where('documentId', '=', doc.id).execute();
    if (!(await writeChunks(openedOf(database), doc, result.chunks, ctx?.signal))) return; // removed meanwhile
    ctx?.signal.throwIfAborted();
    await database.transaction().execute(async (trx) => {
      if (!(await stillThere(trx, doc.id))) return;
      await onDocumentIndexed(
        trx,
        {
          documentId: doc.id,
          listingId: doc.listingId,
          fileName: doc.fileName,
          isExtraInfo: doc.isExtraInfo === 1,
          pages: [], // the facts are given: read in the worker
        },
        result.facts,
      );
      await setStatus(trx, doc.id, 'ready', {
        progress: null,
        failureReason: null,
        pageCount: result.pageCount,
        readWithOcr: (result.ocrPages ?? 0) > 0,
        ocrPages: result.ocrPages ?? 0,
        ocrPagesUnread: result.ocrPagesUnread ?? 0,
      });
    });
    // The answer engine builds the listing's new knowledge now (in its answer worker, or here in
    // slices), not in the next chat turn. (Its knowledge is read from SQLite; on PostgreSQL it comes
    // with the PostgreSQL search.)
    if (opened().dialect === 'sqlite') refreshAnswerKnowledge(doc.listingId);
  } catch (err) {
    const timedOut = err instanceof PermanentJobError || ctx?.signal.reason instanceof PermanentJobError;
    // Shut down or lease lost: the next claim (here after a restart, or another runner) goes on.
    if (!timedOut && ctx?.signal.aborted) throw err;
    const status: DocumentStatus = timedOut || lastAttempt ? 'failed' : 'queued';
    // Not the file's fault (the file was read): a second try may well work.
    const reason = timedOut ? FILE_FAILURE_REASONS.timeout : PROCESSING_FAILURE_REASONS.interrupted;
    await setStatus(database, doc.id, status, {
      progress: null,
      ...(status === 'failed' ? { failureReason: reason } : {}),
    }).catch(() => undefined);
    throw err;
  }
}

// The bytes are moved into place just after the COMMIT that queued the job, so a job that starts
// at once (here or on another instance) may look for them a moment early. They are read whole and
// handed to the extraction worker: no worker thread reads the storage itself.
async function storedBytes(key: string): Promise<Buffer | null> {
  for (let waited = 0; ; waited += 100) {
    const bytes = key ? await storage().get(key) : null;
    if (bytes || waited >= 2000) return bytes;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The opened database of `database` (the app's, or a test's set with useDatabaseForTests). */
function openedOf(database: DB) {
  const o = opened();
  if (o.db !== database) throw new Error('processDocument needs the app database (db())');
  return o;
}
