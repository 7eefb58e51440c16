import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { useDatabaseForTests } from '../../../db.server';
import { slicesIdle } from '../../../jobs/thread-slices.server';
import { loadListings, refreshListing, warmLargeListings } from './knowledge.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let listingId = 0;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  const { userId, assistantId } = await seedAgent(t.db);
  ({ id: listingId } = await t.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: '7 Quarry Lane',
      insiderInfo: '',
      listingStatus: 'Active Listing',
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});

afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

/** `n` passages of a new document, as a document job writes them. */
function addPassages(n: number, word: string) {
  const insert = t.sqlite.prepare(
    "insert into listing_facts (listing_id, kind, text, file_name, ord) values (?, 'passage', ?, 'report.pdf', ?)",
  );
  t.sqlite.transaction(() => {
    for (let i = 0; i < n; i++) insert.run(listingId, `The ${word} on page ${i} was checked in the spring.`, i);
  })();
}

const turns = () => new Promise((r) => setImmediate(r));
const itemCount = () => loadListings([listingId])[0]!.items.length;

describe('listing knowledge', () => {
  it('a small listing that changed is seen at once', () => {
    addPassages(3, 'furnace');
    expect(itemCount()).toBe(3);
    addPassages(2, 'chimney');
    expect(itemCount()).toBe(5);
  });

  it('a large change is built in slices while the previous knowledge answers, then used', async () => {
    addPassages(10, 'furnace');
    expect(itemCount()).toBe(10);
    addPassages(6000, 'sump pump');
    // The turn that notices the change is not held by the build: it answers from what it knew.
    expect(itemCount()).toBe(10);
    await turns();
    expect(itemCount()).toBe(10);
    await slicesIdle();
    expect(itemCount()).toBe(6010);
  });

  it('a document job refreshes the listing before the next question', async () => {
    addPassages(10, 'furnace');
    expect(itemCount()).toBe(10);
    addPassages(6000, 'sump pump');
    refreshListing(listingId);
    // Only the build's own slices run: the question after them finds the new knowledge ready.
    await slicesIdle();
    expect(itemCount()).toBe(6010);
  });

  it('a listing built in slices has its rows in the order of a whole build (document, then position)', async () => {
    addPassages(10, 'furnace');
    expect(itemCount()).toBe(10);
    const docs = ['b.pdf', 'a.pdf'].map(
      (name) =>
        t.sqlite
          .prepare(
            "insert into documents (listing_id, file_id, file_name, kind, size_bytes, storage_path, sha256, is_extra_info, status) values (?, ?, ?, 'pdf', 1, 'x', 'x', 0, 'ready')",
          )
          .run(listingId, name, name).lastInsertRowid,
    );
    const insert = t.sqlite.prepare(
      "insert into listing_facts (listing_id, document_id, kind, text, file_name, ord) values (?, ?, 'passage', ?, 'x.pdf', ?)",
    );
    t.sqlite.transaction(() => {
      // Written out of order: the second document first, positions backwards, some shared.
      for (const d of [...docs].reverse())
        for (let i = 2999; i >= 0; i--) insert.run(listingId, d, `Line ${i} of ${d}.`, Math.floor(i / 2));
    })();
    const whole = (
      t.sqlite
        .prepare('select id from listing_facts where listing_id = ? order by document_id, ord, id')
        .all(listingId) as Array<{ id: number }>
    ).map((r) => r.id);
    refreshListing(listingId);
    await slicesIdle();
    expect(loadListings([listingId])[0]!.items.map((i) => i.id)).toEqual(whole);
  });

  it('at start, only the listings too large to build during a question are built, in the background', async () => {
    addPassages(6000, 'sump pump');
    expect(warmLargeListings()).toEqual([listingId]);
    await slicesIdle();
    // Built: the question finds it without building (the rows it would read are gone meanwhile).
    t.sqlite.prepare('update listing_facts set text = ? where listing_id = ?').run('Nothing.', listingId);
    expect(loadListings([listingId])[0]!.items[0]!.text).toContain('sump pump');
    t.sqlite.prepare('delete from listing_facts where id > 10').run();
    expect(warmLargeListings()).toEqual([]);
  });

  it("a document job's refresh of a small listing is done at once: the next question sees the new document", () => {
    addPassages(3, 'furnace');
    expect(itemCount()).toBe(3);
    addPassages(2, 'chimney');
    refreshListing(listingId);
    // Built: the question finds it without building (the rows it would read change meanwhile).
    t.sqlite.prepare('update listing_facts set text = ? where listing_id = ?').run('Nothing.', listingId);
    expect(itemCount()).toBe(5);
    expect(loadListings([listingId])[0]!.items.filter((i) => i.text.includes('chimney'))).toHaveLength(2);
  });
});
