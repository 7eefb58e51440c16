// migrate-to-postgres against real parts: a SQLite installation (migrated, with rows in the
// tables that reference each other, the search index and a stored document) copied into a
// throwaway PostgreSQL database and a local S3 server. PostgreSQL project only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, openTestDatabase, type OpenedDb, type TestDatabase } from '../../db/connection';
import { seedAgent } from '../../db/test-seed';
import { fsStorage } from '../../portal/app/.server/storage/fs-storage.server';
import { s3Storage } from '../../portal/app/.server/storage/s3-storage.server';
import { startS3TestServer, type S3TestServer } from '../../portal/app/.server/storage/testing/s3-test-server';
import { migrateToPostgres, TargetNotEmpty } from './migrate-to-postgres';
import { indexChunks, searchChunks, toIndexTerms } from '../../portal/app/.server/ingest/search-index.server';

const onPostgres = process.env.OHA_TEST_DIALECT === 'postgres';
let dir: string;
let source: OpenedDb;
let target: TestDatabase;
let s3: S3TestServer;

beforeEach(async () => {
  if (!onPostgres) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-migrate-'));
  source = openDatabase(path.join(dir, 'oha.sqlite'));
  await migrateToLatest(source.db);
  target = await openTestDatabase();
  s3 = await startS3TestServer();
});
afterEach(async () => {
  if (!onPostgres) return;
  await source.db.destroy();
  await target.close();
  await s3.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An installation: two agents, a listing with a read document (its bytes, chunks, index rows), a chat, a lead. */
async function fill(db: OpenedDb['db']) {
  await seedAgent(db, { email: 'first@example.com' });
  const { userId, assistantId } = await seedAgent(db, { email: 'second@example.com', fName: 'Sam' });
  const { id: listingId } = await db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: '1 Oak St',
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storagePath = `files/${listingId}/7-brochure.pdf`;
  fs.mkdirSync(path.join(dir, 'files', String(listingId)), { recursive: true });
  fs.writeFileSync(path.join(dir, storagePath), 'the brochure bytes');
  const { id: documentId } = await db
    .insertInto('documents')
    .values({
      listingId,
      fileId: 'file-1',
      fileName: 'brochure.pdf',
      kind: 'pdf',
      sizeBytes: 18,
      storagePath,
      sha256: 'x',
      pageCount: 1,
      isExtraInfo: 0,
      status: 'ready',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [ord, text] of ['Three bedrooms.', '屋顶是2019年换的。'].entries()) {
    const { id } = await db
      .insertInto('chunks')
      .values({ documentId, listingId, ord, page: 1, text })
      .returning('id')
      .executeTakeFirstOrThrow();
    await indexChunks(db, [{ id, text }]);
  }
  await db.insertInto('chatSessions').values({ id: 'sess_abc', assistantId, language: 'zh-CN' }).execute();
  await db
    .insertInto('chatMessages')
    .values([
      { sessionId: 'sess_abc', role: 'user', type: 'text', content: '屋顶什么时候换的？' },
      { sessionId: 'sess_abc', role: 'assistant', type: 'text', content: '2019年。', responseId: 'r1' },
    ])
    .execute();
  await db
    .insertInto('leads')
    .values({
      assistantId,
      realtorUserId: userId,
      sessionId: 'sess_abc',
      listingName: '1 Oak St',
      prospectName: 'Ada',
      prospectEmail: 'ada@example.net',
      prospectRemarks: 'Call me',
      attachTranscript: 0,
      source: 'modal',
    })
    .execute();
  return { listingId, storagePath };
}

describe.skipIf(!onPostgres)('migrate-to-postgres', () => {
  it('copies every row, the search index and the documents; new ids continue after the copied ones', async () => {
    const { storagePath } = await fill(source.db);
    const lines: string[] = [];
    const result = await migrateToPostgres({
      source: source.sqlite,
      target: target.pool!,
      sourceStore: fsStorage(dir),
      targetStore: s3Storage(s3.settings('oha')),
      log: (l) => lines.push(l),
    });
    const rows = Object.fromEntries(result.tables.map((t) => [t.table, t.rows]));
    expect(rows).toMatchObject({
      users: 2,
      assistants: 2,
      listings: 1,
      documents: 1,
      chunks: 2,
      chunks_fts: 2,
      chat_messages: 2,
      leads: 1,
    });
    // Parents before children.
    const order = result.tables.map((t) => t.table);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('assistants'));
    expect(order.indexOf('documents')).toBeLessThan(order.indexOf('chunks'));
    expect(order.indexOf('chunks')).toBeLessThan(order.indexOf('chunks_fts'));
    expect(lines).toContain('chunks: 2 rows');
    expect(result.files).toBe(1);

    const t = target.db;
    expect(await t.selectFrom('chatMessages').select('content').orderBy('id').execute()).toEqual([
      { content: '屋顶什么时候换的？' },
      { content: '2019年。' },
    ]);
    const fts = await sql<{ terms: string }>`select terms from chunks_fts order by rowid`.execute(t);
    expect(fts.rows.map((r) => r.terms)).toEqual([toIndexTerms('Three bedrooms.'), toIndexTerms('屋顶是2019年换的。')]);
    // The copied index answers searches on PostgreSQL, in English and Chinese, scoped to the listing.
    const { listingId } = await t.selectFrom('listings').select('id as listingId').executeTakeFirstOrThrow();
    expect((await searchChunks(t, { listingIds: [listingId], query: 'how many bedrooms' }))[0]?.text).toBe(
      'Three bedrooms.',
    );
    expect((await searchChunks(t, { listingIds: [listingId], query: '屋顶' }))[0]?.text).toBe('屋顶是2019年换的。');
    expect(await searchChunks(t, { listingIds: [listingId + 1], query: 'bedrooms' })).toEqual([]);
    expect((await s3Storage(s3.settings('oha')).get(storagePath))?.toString()).toBe('the brochure bytes');
    // The identity sequences were moved past the copied ids.
    const { userId } = await seedAgent(t, { email: 'third@example.com' });
    expect(userId).toBe(3);
  });

  it('refuses a target with rows, and with --replace copies again without duplicates', async () => {
    await fill(source.db);
    const opts = { source: source.sqlite, target: target.pool!, sourceStore: fsStorage(dir), targetStore: null };
    await migrateToPostgres(opts);
    await expect(migrateToPostgres(opts)).rejects.toThrow(TargetNotEmpty);
    await expect(migrateToPostgres(opts)).rejects.toThrow(/not empty \(.*users.*\); add --replace/);
    const again = await migrateToPostgres({ ...opts, replace: true });
    expect(again.tables.find((x) => x.table === 'users')?.rows).toBe(2);
    const users = await target.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(2);
    // The search statistics count the index once, not once per copy.
    const totals = await sql<{ chunks: number }>`select chunks from search_totals`.execute(target.db);
    expect(totals.rows).toEqual([{ chunks: 2 }]);
  });

  it('a failed copy leaves the target empty, so running it again succeeds', async () => {
    await fill(source.db);
    // A row the target refuses (a lead of an assistant that does not exist): the copy fails midway.
    source.sqlite.pragma('foreign_keys = OFF');
    source.sqlite
      .prepare(
        `insert into leads (assistant_id, realtor_user_id, prospect_name, prospect_email, prospect_remarks, attach_transcript, source)
         values (999, 999, 'x', 'x@example.net', 'x', 0, 'modal')`,
      )
      .run();
    const opts = { source: source.sqlite, target: target.pool!, sourceStore: fsStorage(dir), targetStore: null };
    await expect(migrateToPostgres(opts)).rejects.toThrow(/foreign key/);
    expect(await target.db.selectFrom('users').select('id').execute()).toEqual([]);
    source.sqlite.prepare('delete from leads where assistant_id = 999').run();
    const ok = await migrateToPostgres(opts);
    expect(ok.tables.find((x) => x.table === 'leads')?.rows).toBe(1);
  });
});
