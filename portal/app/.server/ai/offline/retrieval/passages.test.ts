import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { useDatabaseForTests } from '../../../db.server';
import { indexChunks } from '../../../ingest/search-index.server';
import { onDocumentIndexed } from '../extraction/facts.server';
import { loadListings } from '../knowledge/knowledge.server';
import { SEARCH_HITS, sqliteKnowledge } from '../knowledge/source.server';
import { CANDIDATE_BUDGET, findIn, scorePassage } from './passages';
import { ftsQueryText, rankPassages } from './fts.server';
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

/** A listing whose one document has one line a page, read the way ingestion reads it (its facts and
 * tagged passages, and a chunk a page in the search index). */
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
  const chunks = await t.db
    .insertInto('chunks')
    .values(lines.map((text, i) => ({ documentId, listingId, ord: i, page: i + 1, text })))
    .returning(['id', 'text'])
    .execute();
  await indexChunks(t.db, chunks);
  await onDocumentIndexed(t.db, {
    documentId,
    listingId,
    fileName: 'log.pdf',
    isExtraInfo: false,
    pages: lines.map((text, i) => ({ page: i + 1, text })),
  });
  return loadListings([listingId])[0]!;
}

/** What scoring every passage of the listing would find best. */
function bestOfAll(l: Awaited<ReturnType<typeof listingWith>>, q: ReturnType<typeof analyse>) {
  const all = l.items
    .filter((item) => item.kind === 'passage')
    .map((item) => ({ item, score: scorePassage(item, q, l) }));
  return { all, best: all.reduce((a, b) => (b.score > a.score ? b : a)) };
}

describe('the passages a question scores do not grow with the listing', () => {
  it('a word of the answer that few passages hold reaches it; the word of every page is not scanned', async () => {
    const lines = Array.from(
      { length: 2 * CANDIDATE_BUDGET },
      (_, i) => `Maintenance log entry ${30000 + i}: the furnace room was swept and the furnace door was closed.`,
    );
    lines.push('The furnace was replaced in March 2019 with a high-efficiency gas furnace.');
    const l = await listingWith(lines);
    const q = analyse('When was the furnace replaced?');
    const { all, best } = bestOfAll(l, q);
    expect(all.filter((p) => p.score > 0).length).toBeGreaterThan(CANDIDATE_BUDGET);
    expect(best.item.text).toContain('replaced in March 2019');

    const found = findIn(l, q);
    expect(found.scored).toBeLessThanOrEqual(CANDIDATE_BUDGET);
    expect(found.passages[0]).toEqual(best);
  });

  it('when every word of the question is on every page, the search index’s best chunks hold the candidates', async () => {
    const lines = Array.from(
      { length: 2 * CANDIDATE_BUDGET },
      (_, i) =>
        `Service visit number ${30000 + i} to the property: the pool pump was checked, the pool heater was looked at, ` +
        `the filter was cleaned, a cover was replaced and the gate latch was oiled before the technician left.`,
    );
    lines.push('Pool heater replaced in June 2021.');
    const l = await listingWith(lines);
    const question = 'When was the pool heater replaced?';
    const q = analyse(question);
    const { best } = bestOfAll(l, q);
    expect(best.item.text).toContain('June 2021');

    const hits = await sqliteKnowledge.search([l.id], ftsQueryText(question, q.concepts), SEARCH_HITS);
    const found = findIn(l, q, () => ({ hits, ranks: rankPassages(hits, [l]) }));
    expect(found.scored).toBeLessThanOrEqual(SEARCH_HITS);
    expect(found.passages[0]!.item).toBe(best.item);
  });

  it('a listing of a few documents scores every passage sharing a concept or word with the question', async () => {
    const lines = [
      'Two parking stalls come with the home.',
      'The furnace was serviced in the fall by Valley Heating.',
      'Furnace filter changed every three months.',
    ];
    const l = await listingWith(lines);
    const q = analyse('When was the furnace serviced?');
    const keys = [...q.concepts.map((c) => `c:${c}`), ...[...q.stems].map((st) => `s:${st}`)];
    const sharing = new Set(keys.flatMap((k) => l.index.get(k) ?? []));
    expect(sharing.size).toBeGreaterThan(1);
    expect(sharing.size).toBeLessThan(l.passageCount);
    const found = findIn(l, q);
    expect(found.scored).toBe(sharing.size);
    expect(found.passages[0]!.item.text).toContain('serviced in the fall');
  });
});
