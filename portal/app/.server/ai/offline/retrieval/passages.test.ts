import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { useDatabaseForTests } from '../../../db.server';
import { onDocumentIndexed } from '../extraction/facts.server';
import { loadListings } from '../knowledge/knowledge.server';
import { findIn, MAX_CANDIDATES, scorePassage } from './passages';
import { analyse } from '../question/question';

let t: Awaited<ReturnType<typeof openTestDatabase>>;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

/** A listing whose one document has `lines`, read the way ingestion reads them. */
async function listingWith(lines: string[]) {
  const { userId, assistantId } = await seedAgent(t.db);
  const { id: listingId } = await t.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: '9 Birch Road',
      insiderInfo: '',
      listingStatus: 'Active Listing',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: documentId } = await t.db
    .insertInto('documents')
    .values({
      listingId,
      fileId: 'log',
      fileName: 'log.pdf',
      kind: 'pdf',
      sizeBytes: 1,
      storagePath: 'x',
      sha256: 'x',
      isExtraInfo: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await onDocumentIndexed(t.db, {
    documentId,
    listingId,
    fileName: 'log.pdf',
    isExtraInfo: false,
    pages: lines.map((text, i) => ({ page: i + 1, text })),
  });
  return loadListings([listingId])[0]!;
}

describe('passages of a very large listing', () => {
  it('scores at most MAX_CANDIDATES of them and keeps the best one, even last in the document', async () => {
    const lines = Array.from(
      { length: 2 * MAX_CANDIDATES },
      (_, i) => `Maintenance log entry ${i}: the furnace room was swept and the furnace door was closed.`,
    );
    lines.push('The furnace was replaced in March 2019 with a high-efficiency gas furnace.');
    const l = await listingWith(lines);
    const q = analyse('When was the furnace replaced?');
    // What scoring every passage would find.
    const all = l.items
      .filter((item) => item.kind === 'passage')
      .map((item) => ({ item, score: scorePassage(item, q, l) }));
    expect(all.filter((p) => p.score > 0).length).toBeGreaterThan(MAX_CANDIDATES);
    const best = all.reduce((a, b) => (b.score > a.score ? b : a));
    expect(best.item.text).toContain('replaced in March 2019');

    const found = findIn(l, q);
    expect(found.passages.length).toBeLessThanOrEqual(MAX_CANDIDATES);
    expect(found.passages[0]).toEqual(best);
  });
});
