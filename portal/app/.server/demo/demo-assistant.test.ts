import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests, db } from '../db.server';
import { searchChunks } from '../ingest/search-index.server';
import { listAssistants } from '../repos/assistants.server';
import { seedDemoAssistant } from './demo-assistant.server';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
let t: TestDb;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  process.env.DATA_DIR = t.dir;
  resetConfigForTests();
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
  delete process.env.DATA_DIR;
  resetConfigForTests();
});

// Reads real documents in-process, twice over (SQLite and PostgreSQL) on a shared machine.
describe('seedDemoAssistant', { timeout: 120_000 }, () => {
  it('creates an assistant with two listings whose sample documents are all readable and searchable', async () => {
    const { id } = await t.db
      .insertInto('users')
      .values({ email: 'demo@openhouse.local', passwordHash: 'x', roles: '[2024]', fName: 'Dana', lName: 'Lee' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { chatUrl } = await seedDemoAssistant(id);
    const [assistant] = await listAssistants(db(), id);
    expect(chatUrl).toBe(assistant!.chatUrl);
    expect(assistant!.listings.map((l) => [l.listingName, l.listingStatus])).toEqual([
      ['2305-1480 Howe Street, Vancouver', 'Active Listing'],
      ['3862 West 22nd Avenue, Vancouver', 'Coming Soon'],
    ]);
    const docs = await t.db
      .selectFrom('documents')
      .select(['fileName', 'kind'])
      .where('isExtraInfo', '=', 0)
      .orderBy('id')
      .execute();
    expect(docs).toEqual([
      { fileName: 'harbour-condo-feature-sheet.pdf', kind: 'pdf' },
      { fileName: 'harbour-condo-strata-notes.txt', kind: 'txt' },
      { fileName: 'west22-house-feature-sheet.pdf', kind: 'pdf' },
      { fileName: 'west22-house-disclosure.docx', kind: 'docx' },
    ]);
    const [condo, house] = assistant!.listings;
    if (t.dialect === 'sqlite') {
      const strata = await searchChunks(t.db, { listingIds: [condo!.id], query: 'strata fee per month', limit: 3 });
      expect(strata.map((h) => h.text).join('\n')).toContain('Strata fee: $612 per month');
      expect(
        (await searchChunks(t.db, { listingIds: [house!.id], query: 'when was the roof replaced' }))[0]!.text,
      ).toContain('2019');
      expect((await searchChunks(t.db, { listingIds: [house!.id], query: 'open house' }))[0]!.text).toContain(
        'January 10',
      );
    }
    // Real reading of four documents, the feature sheets through OCR: generous on a busy machine.
  }, 180_000);
});
