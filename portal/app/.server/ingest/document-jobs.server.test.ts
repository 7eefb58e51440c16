import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { FILE_FAILURE_REASONS, PROCESSING_FAILURE_REASONS } from '~/messages/errors';
import { textPdf } from '../../../e2e/text-pdf';
import { PermanentJobError } from '../jobs/queue.server';
import { slicesIdle } from '../jobs/thread-slices.server';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import {
  canRetry,
  DOCUMENT_JOB,
  processDocument,
  processQueuedDocumentsHere,
  retryDocument,
} from './document-jobs.server';
import { FileBatch, storeDocuments, type UploadedFile } from './ingest.server';
import { fsStorage } from '../storage/fs-storage.server';
import { searchChunks } from './search-index.server';
import { listFiles } from '../repos/listings.server';
import { statusText } from '~/components/portal/DocumentStatus';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let listingId: number;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  process.env.DATA_DIR = t.dir;
  resetConfigForTests();
  const user = await t.db
    .insertInto('users')
    .values({ email: 'a@example.com', passwordHash: 'x', roles: '[2024]', fName: 'A', lName: 'B' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assistant = await t.db
    .insertInto('assistants')
    .values({
      assistantPathname: 'jobs-test',
      realtorUserId: user.id,
      ohaName: 'A',
      publicEmail: 'a@x',
      publicPhone: '1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  listingId = (
    await t.db
      .insertInto('listings')
      .values({
        assistantId: assistant.id,
        realtorUserId: user.id,
        listingName: '1 Test St',
        insiderInfo: '',
        listingStatus: 'Active Listing',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

afterEach(async () => {
  // A ready document starts a rebuild of its listing's knowledge in slices: let it end first.
  await slicesIdle();
  useDatabaseForTests(undefined);
  await t.close();
  delete process.env.DATA_DIR;
  resetConfigForTests();
});

const upload = (name: string, text: string, kind: UploadedFile['kind'] = 'txt'): UploadedFile => ({
  name,
  bytes: Buffer.from(text),
  kind,
  sha256: 'x',
  isExtraInfo: false,
  pages: null,
  pageCount: null,
  chunks: [],
  fileId: `file-${name}`,
});

async function store(...docs: UploadedFile[]) {
  const files = new FileBatch(fsStorage(t.dir));
  const stored = await t.db.transaction().execute((trx) => storeDocuments(trx, listingId, docs, files));
  return { stored, files };
}

const statusOf = async (id: number) =>
  t.db.selectFrom('documents').select(['status', 'failureReason']).where('id', '=', id).executeTakeFirstOrThrow();

describe('background reading of documents', () => {
  it('stores the row queued with its job, places the bytes only after the commit, then reads it', async () => {
    const { stored, files } = await store(upload('garden.txt', 'The backyard has a koi pond and a cedar deck.'));
    const doc = stored[0]!;
    expect(doc.queued).toBe(true);
    expect(await statusOf(doc.documentId)).toEqual({ status: 'queued', failureReason: null });
    expect(fs.existsSync(path.join(t.dir, doc.storagePath))).toBe(false); // not before finish()
    const jobs = await t.db.selectFrom('jobs').select(['kind', 'payload', 'status']).execute();
    expect(jobs).toEqual([
      { kind: DOCUMENT_JOB, payload: JSON.stringify({ documentId: doc.documentId }), status: 'queued' },
    ]);
    // Nothing searchable before it is read.
    if (t.dialect === 'sqlite') {
      expect(await searchChunks(t.db, { listingIds: [listingId], query: 'koi pond' })).toEqual([]);
    }

    await files.finish();
    expect(fs.existsSync(path.join(t.dir, doc.storagePath))).toBe(true);
    await processQueuedDocumentsHere();
    expect(await statusOf(doc.documentId)).toEqual({ status: 'ready', failureReason: null });
    if (t.dialect === 'sqlite') {
      expect((await searchChunks(t.db, { listingIds: [listingId], query: 'koi pond' }))[0]).toMatchObject({
        fileName: 'garden.txt',
      });
    }
    expect((await t.db.selectFrom('jobs').select('status').executeTakeFirstOrThrow()).status).toBe('done');
  });

  it('ends an unreadable file failed with its reason, and the job done (a retry cannot help)', async () => {
    const { stored, files } = await store(upload('broken.pdf', '%PDF-1.4 not really', 'pdf'));
    await files.finish();
    await processQueuedDocumentsHere();
    expect(await statusOf(stored[0]!.documentId)).toEqual({
      status: 'failed',
      failureReason: FILE_FAILURE_REASONS.damaged,
    });
    expect((await t.db.selectFrom('jobs').select('status').executeTakeFirstOrThrow()).status).toBe('done');
  });

  it('reads a scanned pdf with OCR: ready with its pages, marked "read with OCR", and searchable', async () => {
    const scan = fs.readFileSync(path.join(__dirname, 'fixtures', 'scanned-text.pdf'));
    const { stored, files } = await store({ ...upload('minutes.pdf', '', 'pdf'), bytes: scan });
    await files.finish();
    await processQueuedDocumentsHere();
    const row = await t.db
      .selectFrom('documents')
      .select(['status', 'pageCount', 'readWithOcr'])
      .where('id', '=', stored[0]!.documentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'ready', pageCount: 2, readWithOcr: 1 });
    if (t.dialect === 'sqlite') {
      expect((await searchChunks(t.db, { listingIds: [listingId], query: 'beehives roof garden' }))[0]).toMatchObject({
        fileName: 'minutes.pdf',
      });
    }
    const [file] = await listFiles(t.db, listingId);
    expect(statusText(file!)).toBe('Ready · 2 pages · read with OCR');
  }, 60_000);

  it('says when a scan has more pages than OHA_OCR_PAGES: ready, only its first scanned pages read', async () => {
    process.env.OHA_OCR_PAGES = '1';
    resetConfigForTests();
    try {
      const scan = fs.readFileSync(path.join(__dirname, 'fixtures', 'scanned-text.pdf'));
      const { files } = await store({ ...upload('strata-minutes.pdf', '', 'pdf'), bytes: scan });
      await files.finish();
      await processQueuedDocumentsHere();
      const [file] = await listFiles(t.db, listingId);
      expect(file).toMatchObject({ status: 'ready', pageCount: 2, ocrPages: 1, ocrPagesUnread: 1 });
      expect(statusText(file!)).toBe('Ready · 2 pages · read with OCR: only the first 1 scanned page was read');
    } finally {
      delete process.env.OHA_OCR_PAGES;
      resetConfigForTests();
    }
  }, 60_000);

  it('reports bytes lost between the commit and the move (a crash) as a file to upload again', async () => {
    const { stored, files } = await store(upload('lost.txt', 'Some text.'));
    await files.rollback(); // the bytes never arrive
    await processDocument(t.db, stored[0]!.documentId);
    expect(await statusOf(stored[0]!.documentId)).toEqual({
      status: 'failed',
      failureReason: FILE_FAILURE_REASONS.missing,
    });
  });

  it('does nothing for a document removed before its job ran, and a second run of a ready one changes nothing', async () => {
    const { stored, files } = await store(upload('a.txt', 'Quartz countertops in the kitchen.'));
    await files.finish();
    const id = stored[0]!.documentId;
    await processDocument(t.db, id);
    await processDocument(t.db, id);
    expect(await t.db.selectFrom('chunks').select('id').where('documentId', '=', id).execute()).toHaveLength(1);
    await t.db.deleteFrom('chunks').where('documentId', '=', id).execute();
    await t.db.deleteFrom('documents').where('id', '=', id).execute();
    await expect(processDocument(t.db, id)).resolves.toBeUndefined();
  });
});

describe('bounded processing and trying again', () => {
  it('refuses a pdf with more pages than the limit, saying how to fix it', async () => {
    process.env.OHA_MAX_PAGES = '3';
    resetConfigForTests();
    try {
      const { stored, files } = await store({
        ...upload('long.pdf', '', 'pdf'),
        bytes: textPdf(['one', 'two', 'three', 'four']),
      });
      await files.finish();
      await processQueuedDocumentsHere();
      expect(await statusOf(stored[0]!.documentId)).toEqual({
        status: 'failed',
        failureReason: PROCESSING_FAILURE_REASONS.tooManyPages(3),
      });
      expect(await canRetryDocument(stored[0]!.documentId)).toBe(false);
    } finally {
      delete process.env.OHA_MAX_PAGES;
      resetConfigForTests();
    }
  });

  it('ends a file that passed its time limit failed with the time reason, and tries it again on request', async () => {
    const { stored, files } = await store(upload('slow.txt', 'The furnace was replaced in the spring.'));
    await files.finish();
    const id = stored[0]!.documentId;
    const job = await t.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    const abort = new AbortController();
    abort.abort(new PermanentJobError('time limit of 600 s reached'));
    const ctx = { job: { ...job, attempts: 1 }, signal: abort.signal, progress: async () => undefined };
    await expect(processDocument(t.db, id, ctx)).rejects.toThrow('time limit');
    expect(await statusOf(id)).toEqual({ status: 'failed', failureReason: FILE_FAILURE_REASONS.timeout });
    await t.db.updateTable('jobs').set({ status: 'failed' }).execute(); // as the runner records it

    expect(await retryDocument(t.db, id)).toBe(true);
    expect(await statusOf(id)).toEqual({ status: 'ready', failureReason: null });
    if (t.dialect === 'sqlite') {
      expect((await searchChunks(t.db, { listingIds: [listingId], query: 'furnace' }))[0]).toMatchObject({
        fileName: 'slow.txt',
      });
    }
  });

  it('does not try again a file a retry cannot help', async () => {
    const { stored, files } = await store(upload('broken.pdf', '%PDF-1.4 not really', 'pdf'));
    await files.finish();
    await processQueuedDocumentsHere();
    const id = stored[0]!.documentId;
    expect(await retryDocument(t.db, id)).toBe(false);
    expect(await statusOf(id)).toEqual({ status: 'failed', failureReason: FILE_FAILURE_REASONS.damaged });
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
  });

  it('marks a file whose processing kept stopping before the end as interrupted, which can be tried again', async () => {
    const { stored, files } = await store(upload('crashy.txt', 'Heated floors in both bathrooms.'));
    await files.finish();
    const id = stored[0]!.documentId;
    await t.db.updateTable('documents').set({ status: 'processing' }).where('id', '=', id).execute();
    await t.db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 3,
        leaseOwner: 'dead',
        leaseExpiresAt: new Date(Date.now() - 1).toISOString(),
      })
      .execute();
    await processQueuedDocumentsHere();
    expect(await statusOf(id)).toEqual({ status: 'failed', failureReason: PROCESSING_FAILURE_REASONS.interrupted });
    expect(await canRetryDocument(id)).toBe(true);
    expect(await retryDocument(t.db, id)).toBe(true);
    expect(await statusOf(id)).toEqual({ status: 'ready', failureReason: null });
  });

  it('puts each agent in the job group of their account', async () => {
    await store(upload('a.txt', 'Text.'));
    const owner = await t.db.selectFrom('listings').select('realtorUserId').executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('jobs').select('groupKey').execute()).toEqual([
      { groupKey: `account:${owner.realtorUserId}` },
    ]);
  });
});

async function canRetryDocument(id: number) {
  const doc = await t.db
    .selectFrom('documents')
    .select(['status', 'failureReason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return canRetry(doc);
}
