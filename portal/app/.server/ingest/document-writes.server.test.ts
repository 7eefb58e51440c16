import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { writeChunks } from './document-writes.server';
import type { IndexedChunk } from './read-document.server';
import { searchChunks, toIndexTerms } from './search-index.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let doc: { id: number; listingId: number };

beforeEach(async () => {
  t = await openTestDatabase();
  const { userId, assistantId } = await seedAgent(t.db, { email: 'w@example.com' });
  const listing = await t.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: '2 Test St',
      insiderInfo: '',
      listingStatus: 'Active Listing',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('documents')
    .values({
      listingId: listing.id,
      fileId: 'f1',
      fileName: 'big.pdf',
      kind: 'pdf',
      sizeBytes: 1,
      storagePath: 'x',
      sha256: 'x',
      isExtraInfo: 0,
      status: 'processing',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  doc = { id: row.id, listingId: listing.id };
});
afterEach(async () => {
  await t.close();
});

const chunk = (i: number, text = `Locker ${i} is on level ${i % 4}.`): IndexedChunk => ({
  ord: i,
  page: i + 1,
  text,
  terms: toIndexTerms(text),
});
// Far more rows than one slice of a few milliseconds can write.
const many = (n: number) => Array.from({ length: n }, (_, i) => chunk(i));
const chunkCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('chunks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('writing a document in short transactions', () => {
  it('writes every chunk and its index terms', async () => {
    const chunks = [...many(50), chunk(50, 'The wine cellar keeps twelve degrees.')];
    expect(await writeChunks(t, doc, chunks)).toBe(true);
    expect(await chunkCount()).toBe(51);
    // The search itself is SQLite's FTS5 for now; PostgreSQL stores the same index rows.
    if (t.dialect === 'sqlite') {
      expect((await searchChunks(t.db, { listingIds: [doc.listingId], query: 'wine cellar' }))[0]).toMatchObject({
        page: 51,
        fileName: 'big.pdf',
      });
    }
    const indexed = await sql<{ n: number }>`select count(*) as n from chunks_fts`.execute(t.db);
    expect(Number(indexed.rows[0]!.n)).toBe(51);
  });

  it('lets other queries run between its transactions', async () => {
    let finished = false;
    const writing = writeChunks(t, doc, many(20_000)).then(() => (finished = true));
    // The queries asked meanwhile run between two slices of the writing.
    let partial = 0;
    for (let i = 0; i < 10_000 && partial === 0; i++) {
      await new Promise((r) => setTimeout(r, 1));
      partial = await chunkCount();
    }
    expect(partial).toBeGreaterThan(0);
    const other = await t.db.selectFrom('documents').select('status').executeTakeFirstOrThrow();
    expect(other.status).toBe('processing');
    expect(finished).toBe(false);
    expect(partial).toBeLessThan(20_000);
    await writing;
    expect(await chunkCount()).toBe(20_000);
  });

  it('stops, leaving nothing, when the document is removed meanwhile', async () => {
    const writing = writeChunks(t, doc, many(40_000));
    await t.db.deleteFrom('documents').where('id', '=', doc.id).execute();
    expect(await writing).toBe(false);
    expect(await chunkCount()).toBe(0);
  });
});
