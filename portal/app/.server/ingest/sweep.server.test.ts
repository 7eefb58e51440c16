import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { fsStorage } from '../storage/fs-storage.server';
import type { Storage } from '../storage/interface.server';
import { s3Storage } from '../storage/s3-storage.server';
import { startS3TestServer, type S3TestServer } from '../storage/testing/s3-test-server';
import { SHARED_MIN_AGE_MS, sweepOrphans } from './sweep.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let store: Storage;
beforeEach(async () => {
  t = await openTestDatabase();
  store = fsStorage(t.dir);
});
afterEach(async () => {
  await t.close();
});

const put = (key: string) => store.put(key, Buffer.from('bytes'));
const exists = (relative: string) => fs.existsSync(path.join(t.dir, relative));

async function seedListing() {
  const { userId, assistantId } = await seedAgent(t.db);
  const listing = await t.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: '1 Main St',
      insiderInfo: '',
      listingStatus: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return listing.id;
}

async function seedDocument(listingId: number, storagePath: string) {
  await t.db
    .insertInto('documents')
    .values({
      listingId,
      fileId: 'f1',
      fileName: 'sheet.pdf',
      kind: 'pdf',
      sizeBytes: 5,
      storagePath,
      sha256: 'x',
    })
    .execute();
}

describe('sweepOrphans', () => {
  it('removes stored files no document references and temporary folders, keeping referenced ones', async () => {
    const listingId = await seedListing();
    const kept = `files/${listingId}/1-sheet.pdf`;
    await seedDocument(listingId, kept);
    await put(kept);
    await put(`files/${listingId}/2-left-by-a-crash.pdf`);
    await put('files/999/7-of-a-deleted-listing.pdf');
    await put('files/.tmp/abc123/0');

    expect(await sweepOrphans(t.db, store)).toEqual({ orphanFiles: 2, tmpFolders: 1 });
    expect(exists(kept)).toBe(true);
    expect(exists(`files/${listingId}/2-left-by-a-crash.pdf`)).toBe(false);
    expect(exists('files/999')).toBe(false);
    expect(exists('files/.tmp/abc123')).toBe(false);
    expect(await sweepOrphans(t.db, store)).toEqual({ orphanFiles: 0, tmpFolders: 0 });
  });

  it('does nothing when no file was ever stored', async () => {
    expect(await sweepOrphans(t.db, store)).toEqual({ orphanFiles: 0, tmpFolders: 0 });
  });
});

describe('sweepOrphans on shared storage (S3)', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('leaves recent leftovers to the instance that may still be writing them; removes them once old', async () => {
    store = s3Storage(s3.settings('sweep'));
    const listingId = await seedListing();
    const kept = `files/${listingId}/1-sheet.pdf`;
    await seedDocument(listingId, kept);
    await put(kept);
    await put(`files/${listingId}/2-being-placed.pdf`);
    await put('files/.tmp/abc123/0');

    expect(await sweepOrphans(t.db, store)).toEqual({ orphanFiles: 0, tmpFolders: 0 });
    const later = Date.now() + SHARED_MIN_AGE_MS + 60_000;
    expect(await sweepOrphans(t.db, store, { now: later })).toEqual({ orphanFiles: 1, tmpFolders: 1 });
    expect(await store.get(kept)).not.toBeNull();
    expect(await store.get(`files/${listingId}/2-being-placed.pdf`)).toBeNull();
    expect(await store.get('files/.tmp/abc123/0')).toBeNull();
  });
});
