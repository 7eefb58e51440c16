// The ingestion pipeline, in steps that keep "all or nothing" possible:
//   1. prepareFiles: hashes, and chunks of text already known; no side effects;
//   2. uploadPrepared: the provider upload, up to 3 attempts per file;
//   3. attachToKnowledgeBase: attach each file with its attributes {fileId, fileName};
//   4. storeDocuments (inside the caller's transaction): document rows with their processing
//      jobs, and the bytes written through a FileBatch (to the configured storage) that places
//      files after the commit;
//   5. the jobs read each file in the background (document-jobs.server.ts).
// Provider steps (2, 3) run before the transaction; on any failure the caller undoes them with
// forgetProviderFiles. Files that cannot be uploaded are reported, never stored; files that cannot
// be read end `failed` with their reason.
import crypto from 'node:crypto';
import path from 'node:path';
import { FILE_FAILURE_REASONS } from '~/messages/errors';
import type { DB } from '@db/connection';
import { onDocumentIndexed } from '../ai/offline/extraction/facts.server';
import type { AiProvider } from '../ai/provider.server';
import { PortalError } from '../errors.server';
import { fileNameWithoutExtension, safeFileName } from '../naming';
import { chunkPages, type TextChunk } from './chunk.server';
import type { DocKind } from './detect.server';
import { enqueueDocument } from './document-jobs.server';
import type { ExtractedPage } from './extract.server';
import { indexChunks } from './search-index.server';
import { TMP_PREFIX } from './staging.server';
import { storage, type Storage } from '../storage/storage.server';

export const UPLOAD_ATTEMPTS = 3;

export interface IncomingFile {
  name: string;
  bytes: Buffer;
  kind: DocKind;
  isExtraInfo?: boolean;
  /** Text already known (the generated extra-info document): skips extraction. */
  pages?: ExtractedPage[];
}

export interface FailedFile {
  name: string;
  reason: string;
}

export interface PreparedFile {
  name: string;
  bytes: Buffer;
  kind: DocKind;
  sha256: string;
  isExtraInfo: boolean;
  /** Known text (indexed in the transaction); null: read in the background. */
  pages: ExtractedPage[] | null;
  pageCount: number | null;
  chunks: TextChunk[];
}

export interface UploadedFile extends PreparedFile {
  fileId: string;
}

export interface StoredDocument {
  documentId: number;
  fileId: string;
  fileName: string;
  storagePath: string;
  /** Read by a background job. */
  queued: boolean;
}

/**
 * Step 1: what storing a file needs before the transaction. Uploaded files are read later, in the
 * background (document-jobs.server.ts); only text already known (the generated extra-info
 * document) is chunked here, and that document is indexed at once.
 */
export async function prepareFiles(
  files: readonly IncomingFile[],
): Promise<{ prepared: PreparedFile[]; failed: FailedFile[] }> {
  const prepared = files.map((f) => ({
    name: f.name,
    bytes: f.bytes,
    kind: f.kind,
    sha256: crypto.createHash('sha256').update(f.bytes).digest('hex'),
    isExtraInfo: f.isExtraInfo ?? false,
    pages: f.pages ?? null,
    pageCount: null,
    chunks: f.pages ? chunkPages(f.pages) : [],
  }));
  return { prepared, failed: [] };
}

/** Step 2: upload each file to the provider, up to 3 attempts; files still failing are reported. */
export async function uploadPrepared(
  provider: AiProvider,
  files: readonly PreparedFile[],
): Promise<{ uploaded: UploadedFile[]; failed: FailedFile[] }> {
  const uploaded: UploadedFile[] = [];
  const failed: FailedFile[] = [];
  for (const f of files) {
    const fileId = await uploadWithRetries(provider, f);
    if (fileId) uploaded.push({ ...f, fileId });
    else failed.push({ name: f.name, reason: FILE_FAILURE_REASONS.upload });
  }
  return { uploaded, failed };
}

async function uploadWithRetries(provider: AiProvider, f: PreparedFile): Promise<string | null> {
  for (let attempt = 1; attempt <= UPLOAD_ATTEMPTS; attempt++) {
    try {
      const id = await provider.uploadFile({ fileName: f.name, bytes: f.bytes });
      if (id) return id;
    } catch (e) {
      console.warn(`upload of a file failed (attempt ${attempt}/${UPLOAD_ATTEMPTS}): ${(e as Error)?.message ?? e}`);
    }
    if (attempt < UPLOAD_ATTEMPTS && provider.name === 'openai') await sleep(500 * attempt);
  }
  return null;
}

/**
 * Step 3: attach files to the knowledge base with {fileId, fileName without extension}.
 * `delay` applies the provider's attach delay (the spec's 2 s on add; 0 offline).
 * Throws PortalError 40003 (missing ids) or 40004 (the provider refused).
 */
export async function attachToKnowledgeBase(
  provider: AiProvider,
  knowledgeBaseId: string | null,
  files: ReadonlyArray<{ fileId: string; name: string }>,
  opts: { delay?: boolean } = {},
): Promise<void> {
  if (files.length === 0) return;
  if (opts.delay && provider.attachDelayMs) await sleep(provider.attachDelayMs);
  for (const f of files) {
    if (!knowledgeBaseId || !f.fileId) throw new PortalError(40003);
    try {
      await provider.addFileToVectorStore(knowledgeBaseId, f.fileId, {
        fileId: f.fileId,
        fileName: fileNameWithoutExtension(f.name),
      });
    } catch (e) {
      throw new PortalError(40004, undefined, { cause: e });
    }
  }
}

/** Undo of steps 2-3: the provider forgets these files (best effort; failures are logged). */
export async function forgetProviderFiles(provider: AiProvider, fileIds: readonly string[]): Promise<void> {
  for (const id of fileIds) {
    try {
      if (!(await provider.deleteFile(id))) console.warn(`provider did not delete file ${id}`);
    } catch (e) {
      console.warn(`provider file delete failed for ${id}: ${(e as Error)?.message ?? e}`);
    }
  }
}

/**
 * Files written during a database transaction: bytes go to a private temporary folder of the
 * storage first (files/.tmp/<batch>/) and are moved into place by `finish()`, called once the
 * transaction has committed, so a failure at any point leaves no stored document without its row
 * (a crash leaves only the temporary folder, which the sweeps remove). Deletions scheduled with
 * `removeOnCommit` happen in `finish()` too.
 */
export class FileBatch {
  private readonly tmpPrefix: string;
  private readonly pending: Array<{ tmp: string; final: string }> = [];
  private readonly toRemove: Array<{ key: string; folder: boolean }> = [];

  constructor(private readonly store: Storage = storage()) {
    this.tmpPrefix = `${TMP_PREFIX}${crypto.randomBytes(8).toString('hex')}/`;
  }

  /** Writes bytes for later placement at `key` (a storage key: files/<listingId>/...). */
  async write(key: string, bytes: Buffer): Promise<void> {
    const tmp = `${this.tmpPrefix}${this.pending.length}`;
    this.pending.push({ tmp, final: key });
    await this.store.put(tmp, bytes);
  }

  /** A stored file to delete once the transaction has committed. */
  removeOnCommit(key: string): void {
    this.toRemove.push({ key, folder: false });
  }

  /** Everything under a folder (a listing's: files/<listingId>) to delete once committed. */
  removeFolderOnCommit(folder: string): void {
    this.toRemove.push({ key: folder.replace(/\/*$/, '/'), folder: true });
  }

  /**
   * After a successful commit: moves the new files into place, then carries out scheduled
   * deletions. Never throws (the rows are committed): a file that cannot be placed is logged, and
   * its document fails in the background with "no longer available".
   */
  async finish(): Promise<void> {
    for (const p of this.pending) {
      try {
        await this.store.move(p.tmp, p.final);
      } catch (e) {
        console.warn(`could not place ${p.final}: ${(e as Error)?.message ?? e}`);
      }
    }
    this.pending.length = 0;
    await this.dropTemporary();
    for (const r of this.toRemove) {
      try {
        await (r.folder ? this.store.deletePrefix(r.key) : this.store.delete(r.key));
      } catch (e) {
        console.warn(`could not remove ${r.key}: ${(e as Error)?.message ?? e}`);
      }
    }
  }

  /** After a failure: nothing written by this batch stays. */
  async rollback(): Promise<void> {
    this.pending.length = 0;
    await this.dropTemporary();
  }

  private async dropTemporary(): Promise<void> {
    try {
      await this.store.deletePrefix(this.tmpPrefix);
    } catch (e) {
      // The sweeps remove it later.
      console.warn(`could not remove ${this.tmpPrefix}: ${(e as Error)?.message ?? e}`);
    }
  }
}

/** Where a document's bytes live: a storage key (on the filesystem, relative to DATA_DIR). */
export function storagePathFor(listingId: number, documentId: number, name: string): string {
  return path.posix.join('files', String(listingId), `${documentId}-${safeFileName(name)}`);
}

/**
 * Step 4, inside the caller's transaction (`trx`): a row per uploaded file, `queued` with its
 * processing job (it starts after the COMMIT); text already known is indexed here (chunks, index
 * entries, facts) and its row is `ready`. Bytes go through `files`: call `files.finish()` after
 * the transaction, then `processQueuedDocumentsHere()`.
 */
export async function storeDocuments(
  trx: DB,
  listingId: number,
  docs: readonly UploadedFile[],
  files: FileBatch,
): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  for (const d of docs) {
    const queued = d.pages === null;
    const row = await trx
      .insertInto('documents')
      .values({
        listingId,
        fileId: d.fileId,
        fileName: d.name,
        kind: d.kind,
        sizeBytes: d.bytes.length,
        storagePath: '',
        sha256: d.sha256,
        pageCount: d.pageCount,
        isExtraInfo: d.isExtraInfo ? 1 : 0,
        status: queued ? 'queued' : 'ready',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const storagePath = storagePathFor(listingId, row.id, d.name);
    await trx.updateTable('documents').set({ storagePath }).where('id', '=', row.id).execute();
    await files.write(storagePath, d.bytes);

    if (d.pages === null) {
      await enqueueDocument(trx, row.id);
    } else {
      const chunkRows: Array<{ id: number; text: string }> = [];
      for (const c of d.chunks) {
        const r = await trx
          .insertInto('chunks')
          .values({ documentId: row.id, listingId, ord: c.ord, page: c.page, text: c.text })
          .returning('id')
          .executeTakeFirstOrThrow();
        chunkRows.push({ id: r.id, text: c.text });
      }
      await indexChunks(trx, chunkRows);
      await onDocumentIndexed(trx, {
        documentId: row.id,
        listingId,
        fileName: d.name,
        isExtraInfo: d.isExtraInfo,
        pages: d.pages,
      });
    }
    stored.push({ documentId: row.id, fileId: d.fileId, fileName: d.name, storagePath, queued });
  }
  return stored;
}

/**
 * Removes documents inside the caller's transaction (index entries, chunks, rows) and schedules
 * their bytes for deletion at commit. Returns the provider file ids to forget afterwards.
 */
export async function removeDocuments(trx: DB, documentIds: readonly number[], files: FileBatch): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const docs = await trx
    .selectFrom('documents')
    .select(['id', 'fileId', 'storagePath'])
    .where('id', 'in', documentIds)
    .execute();
  for (const d of docs) {
    // chunks_fts rows follow their chunks (trigger); knowledge-base rows follow the document (trigger).
    await trx.deleteFrom('chunks').where('documentId', '=', d.id).execute();
    await trx.deleteFrom('documents').where('id', '=', d.id).execute();
    if (d.storagePath) files.removeOnCommit(d.storagePath);
  }
  return docs.map((d) => d.fileId);
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
