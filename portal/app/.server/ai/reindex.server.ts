// Re-creates what the active AI provider needs from the documents already stored (storage.server.ts),
// so switching providers (offline <-> OpenAI) never asks an agent to upload again. Per assistant:
// upload every stored document, create its knowledge base {fName}{lName}_VS, attach each file with
// {fileId, fileName without extension}, then point documents and the assistant at the new ids.
// For the offline engine the text index and facts are rebuilt from the stored bytes as well.
//
// Provider calls run outside any transaction (the offline provider writes through the app's own
// handle); the database switch-over per assistant is one transaction.
import type { DB } from '@db/connection';
import { readDocumentInPool } from '../ingest/extract-pool.server';
import { indexChunks } from '../ingest/search-index.server';
import type { DocKind } from '../ingest/detect.server';
import { storage, type Storage } from '../storage/storage.server';
import { fileNameWithoutExtension, knowledgeBaseName } from '../naming';
import { onDocumentIndexed } from './offline/extraction/facts.server';
import type { AiProvider } from './provider.server';

export const UPLOAD_ATTEMPTS = 3;

export interface ReindexOptions {
  /** Where the documents are (default: the configured storage). */
  store?: Storage;
  /** Re-extract, re-chunk and re-index the text (always for the offline engine). */
  rebuildText?: boolean;
  log?: (line: string) => void;
  /** Only this assistant (id). */
  assistantId?: number;
}

export interface ReindexFailure {
  assistantId: number;
  fileName: string | null;
  reason: string;
}

export interface ReindexReport {
  assistants: number;
  documents: number;
  failures: ReindexFailure[];
}

interface StoredDoc {
  id: number;
  listingId: number;
  fileId: string;
  fileName: string;
  kind: string;
  storagePath: string;
  isExtraInfo: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function uploadWithAttempts(provider: AiProvider, fileName: string, bytes: Buffer): Promise<string | null> {
  for (let attempt = 1; attempt <= UPLOAD_ATTEMPTS; attempt++) {
    try {
      const id = await provider.uploadFile({ fileName, bytes });
      if (id) return id;
    } catch {
      // the provider logged it; try again
    }
    if (attempt < UPLOAD_ATTEMPTS && provider.name === 'openai') await sleep(500 * attempt);
  }
  return null;
}

async function bestEffort(what: string, fn: () => Promise<boolean>, log: (l: string) => void): Promise<void> {
  try {
    if (!(await fn())) log(`  could not ${what}`);
  } catch (err) {
    log(`  could not ${what}: ${err instanceof Error ? err.message : err}`);
  }
}

/** Chunks, index entries and facts of one document, from its stored bytes (inside `trx`). */
async function rebuildDocumentText(trx: DB, doc: StoredDoc, bytes: Buffer): Promise<string | null> {
  // The generated notes document is plain UTF-8 text whatever its .doc name says.
  const kind = doc.isExtraInfo === 1 ? 'txt' : (doc.kind as DocKind);
  // A scan is read with OCR (seconds a page): the background reading's limit, not an upload's.
  const p = await readDocumentInPool(
    bytes,
    kind,
    { fileName: doc.fileName, isExtraInfo: doc.isExtraInfo === 1 },
    { timeoutMs: 5 * 60_000 },
  );
  if (!p.ok) return p.reason;
  await trx.deleteFrom('chunks').where('documentId', '=', doc.id).execute();
  const rows: Array<{ id: number; text: string; terms: string }> = [];
  for (const c of p.chunks) {
    const r = await trx
      .insertInto('chunks')
      .values({ documentId: doc.id, listingId: doc.listingId, ord: c.ord, page: c.page, text: c.text })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.push({ id: r.id, text: c.text, terms: c.terms });
  }
  await indexChunks(trx, rows);
  await onDocumentIndexed(
    trx,
    {
      documentId: doc.id,
      listingId: doc.listingId,
      fileName: doc.fileName,
      isExtraInfo: doc.isExtraInfo === 1,
      pages: [], // the facts are given
    },
    p.facts,
  );
  await trx
    .updateTable('documents')
    .set({ pageCount: p.pageCount, status: 'ready', failureReason: null, progress: null })
    .where('id', '=', doc.id)
    .execute();
  return null;
}

export async function reindexAll(database: DB, provider: AiProvider, opts: ReindexOptions): Promise<ReindexReport> {
  const log = opts.log ?? (() => {});
  const rebuildText = opts.rebuildText ?? provider.name !== 'openai';
  const report: ReindexReport = { assistants: 0, documents: 0, failures: [] };

  let q = database
    .selectFrom('assistants as a')
    .innerJoin('users as u', 'u.id', 'a.realtorUserId')
    .select(['a.id', 'a.vectorStoreId', 'u.fName', 'u.lName'])
    .orderBy('a.id');
  if (opts.assistantId) q = q.where('a.id', '=', opts.assistantId);
  const assistants = await q.execute();

  for (const a of assistants) {
    const name = knowledgeBaseName(a.fName, a.lName);
    log(`assistant ${a.id} (${name})`);
    const docs: StoredDoc[] = await database
      .selectFrom('documents as d')
      .innerJoin('listings as l', 'l.id', 'd.listingId')
      .select(['d.id', 'd.listingId', 'd.fileId', 'd.fileName', 'd.kind', 'd.storagePath', 'd.isExtraInfo'])
      .where('l.assistantId', '=', a.id)
      .orderBy('d.id')
      .execute();

    // 1. Upload what is stored; a missing or refused file is reported and keeps its old id.
    const uploaded: Array<{ doc: StoredDoc; bytes: Buffer; fileId: string }> = [];
    for (const doc of docs) {
      let bytes: Buffer | null;
      try {
        bytes = doc.storagePath ? await (opts.store ?? storage()).get(doc.storagePath) : null;
      } catch (err) {
        report.failures.push({
          assistantId: a.id,
          fileName: doc.fileName,
          reason: `stored file could not be read: ${(err as Error)?.message ?? err}`,
        });
        log(`  not readable: ${doc.fileName}`);
        continue;
      }
      if (!bytes) {
        report.failures.push({ assistantId: a.id, fileName: doc.fileName, reason: 'stored file is missing' });
        log(`  missing from storage: ${doc.fileName}`);
        continue;
      }
      const fileId = await uploadWithAttempts(provider, doc.fileName, bytes);
      if (!fileId) {
        report.failures.push({ assistantId: a.id, fileName: doc.fileName, reason: 'upload failed after 3 attempts' });
        log(`  upload failed: ${doc.fileName}`);
        continue;
      }
      uploaded.push({ doc, bytes, fileId });
    }

    // 2. The knowledge base with its files, then each file's attributes.
    let vectorStoreId: string;
    try {
      vectorStoreId = await provider.createVectorStore(
        name,
        uploaded.map((u) => u.fileId),
      );
      if (uploaded.length && provider.attachDelayMs) await sleep(provider.attachDelayMs);
      for (const u of uploaded) {
        await provider.addFileToVectorStore(vectorStoreId, u.fileId, {
          fileId: u.fileId,
          fileName: fileNameWithoutExtension(u.doc.fileName),
        });
      }
    } catch (err) {
      report.failures.push({
        assistantId: a.id,
        fileName: null,
        reason: err instanceof Error ? err.message : String(err),
      });
      log(`  knowledge base failed: ${err instanceof Error ? err.message : err}; the assistant keeps its old one`);
      for (const u of uploaded)
        await bestEffort(`delete new file ${u.fileId}`, () => provider.deleteFile(u.fileId), log);
      continue;
    }

    // 3. Switch documents and the assistant to the new ids, in one transaction.
    const textFailures: ReindexFailure[] = [];
    await database.transaction().execute(async (trx) => {
      for (const u of uploaded) {
        await trx.updateTable('documents').set({ fileId: u.fileId }).where('id', '=', u.doc.id).execute();
        if (rebuildText) {
          const problem = await rebuildDocumentText(trx, u.doc, u.bytes);
          if (problem) textFailures.push({ assistantId: a.id, fileName: u.doc.fileName, reason: problem });
        }
      }
      await trx.updateTable('assistants').set({ vectorStoreId }).where('id', '=', a.id).execute();
    });
    report.failures.push(...textFailures);
    report.assistants += 1;
    report.documents += uploaded.length;
    log(`  ${uploaded.length} of ${docs.length} documents in ${vectorStoreId}`);

    // 4. Forget the old knowledge base. An offline one is a row here; a hosted one can only be
    //    removed while the hosted provider is active (the offline engine has no key to reach it).
    const old = a.vectorStoreId;
    if (!old || old === vectorStoreId) continue;
    const offlineKb = await database.selectFrom('knowledgeBases').select('id').where('id', '=', old).executeTakeFirst();
    if (offlineKb) {
      await database.deleteFrom('knowledgeBases').where('id', '=', old).execute();
    } else if (provider.name === 'openai') {
      await bestEffort(`delete old vector store ${old}`, () => provider.deleteVectorStore(old), log);
      for (const u of uploaded) {
        if (u.doc.fileId !== u.fileId)
          await bestEffort(`delete old file ${u.doc.fileId}`, () => provider.deleteFile(u.doc.fileId), log);
      }
    } else {
      log(`  the old OpenAI vector store ${old} and its files stay at OpenAI; delete them there when no longer needed`);
    }
  }
  return report;
}
