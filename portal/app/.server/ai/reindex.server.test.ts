// Re-indexing for the offline engine, against a real migrated database and stored files.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { useDatabaseForTests } from '../db.server';
import { searchChunks } from '../ingest/search-index.server';
import { offlineProvider } from './offline/provider.server';
import { reindexAll } from './reindex.server';
import { fsStorage } from '../storage/fs-storage.server';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
let t: TestDb;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

/** An assistant as a hosted installation left it: OpenAI ids, stored bytes, no local index. */
async function seedHostedInstallation() {
  const user = await t.db
    .insertInto('users')
    .values({ email: 'alex@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Alex', lName: 'Morgan' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assistant = await t.db
    .insertInto('assistants')
    .values({
      assistantPathname: 'alex_1',
      realtorUserId: user.id,
      ohaName: "Alex's Assistant",
      publicEmail: 'alex@example.com',
      publicPhone: '1',
      published: 1,
      vectorStoreId: 'vs_68f1c2a9e4b08191a3d57c2e6f4b1d09',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listing = await t.db
    .insertInto('listings')
    .values({
      assistantId: assistant.id,
      realtorUserId: user.id,
      listingName: '12 Birch Lane',
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const store = (rel: string, text: string) => {
    fs.mkdirSync(path.join(t.dir, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(t.dir, rel), text);
  };
  const doc = async (fileName: string, text: string | null, isExtraInfo = 0) => {
    const storagePath = `files/${listing.id}/${fileName}`;
    if (text !== null) store(storagePath, text);
    return (
      await t.db
        .insertInto('documents')
        .values({
          listingId: listing.id,
          fileId: `file-openai-${fileName}`,
          fileName,
          kind: 'txt',
          sizeBytes: 1,
          storagePath,
          sha256: 'x',
          pageCount: null,
          isExtraInfo,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  const brochure = await doc(
    'brochure.txt',
    'The furnace was replaced in 2023. Heated floors in the ensuite bathroom.',
  );
  const notes = await doc(
    '12-Birch-Lane_listingExtraInfo_ND.doc',
    '12 Birch Lane\n===\n\nListing status: Active Listing\n\nInsider property info: Quiet cul-de-sac.',
    1,
  );
  const lost = await doc('lost.txt', null);
  return { assistantId: assistant.id, listingId: listing.id, brochure, notes, lost };
}

describe('reindex for the offline engine', () => {
  it('re-creates the knowledge base, file attributes and the text index from the stored files', async () => {
    const s = await seedHostedInstallation();
    const report = await reindexAll(t.db, offlineProvider(), { store: fsStorage(t.dir) });

    expect(report.assistants).toBe(1);
    expect(report.documents).toBe(2);
    expect(report.failures).toEqual([
      { assistantId: s.assistantId, fileName: 'lost.txt', reason: 'stored file is missing' },
    ]);

    const assistant = await t.db
      .selectFrom('assistants')
      .select('vectorStoreId')
      .where('id', '=', s.assistantId)
      .executeTakeFirstOrThrow();
    expect(assistant.vectorStoreId).toMatch(/^vs_/);
    expect(assistant.vectorStoreId).not.toBe('vs_68f1c2a9e4b08191a3d57c2e6f4b1d09');
    const kb = await t.db
      .selectFrom('knowledgeBases')
      .selectAll()
      .where('id', '=', assistant.vectorStoreId!)
      .executeTakeFirstOrThrow();
    expect(kb).toMatchObject({ name: 'AlexMorgan_VS', provider: 'offline' });

    const docs = await t.db.selectFrom('documents').select(['id', 'fileId']).orderBy('id').execute();
    const brochureId = docs.find((d) => d.id === s.brochure)!.fileId;
    expect(brochureId).not.toBe('file-openai-brochure.txt');
    expect(docs.find((d) => d.id === s.lost)!.fileId).toBe('file-openai-lost.txt');

    const files = await t.db
      .selectFrom('knowledgeBaseFiles')
      .selectAll()
      .where('knowledgeBaseId', '=', kb.id)
      .execute();
    expect(files.map((f) => JSON.parse(f.attributes)).sort((a, b) => a.fileName.localeCompare(b.fileName))).toEqual([
      { fileId: docs.find((d) => d.id === s.notes)!.fileId, fileName: '12-Birch-Lane_listingExtraInfo_ND' },
      { fileId: brochureId, fileName: 'brochure' },
    ]);

    const hits = await searchChunks(t.db, { query: 'furnace', listingIds: [s.listingId] });
    expect(hits.length).toBeGreaterThan(0);
  });

  it('replaces an earlier offline knowledge base instead of leaving it behind', async () => {
    const s = await seedHostedInstallation();
    await reindexAll(t.db, offlineProvider(), { store: fsStorage(t.dir) });
    const first = (
      await t.db
        .selectFrom('assistants')
        .select('vectorStoreId')
        .where('id', '=', s.assistantId)
        .executeTakeFirstOrThrow()
    ).vectorStoreId;
    await reindexAll(t.db, offlineProvider(), { store: fsStorage(t.dir) });
    const kbs = await t.db.selectFrom('knowledgeBases').select('id').execute();
    expect(kbs).toHaveLength(1);
    expect(kbs[0].id).not.toBe(first);
    const chunks = await t.db.selectFrom('chunks').select('id').where('documentId', '=', s.brochure).execute();
    expect(chunks).toHaveLength(1); // rebuilt, not duplicated
  });
});
