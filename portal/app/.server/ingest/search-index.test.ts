import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, openTestDatabase, type DB } from '@db/connection';
import {
  deleteIndexForDocument,
  indexChunks,
  rarerTerms,
  searchChunks,
  searchChunksSync,
  toIndexTerms,
  toMatchQuery,
} from './search-index.server';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
let t: TestDb;
const onPostgres = process.env.OHA_TEST_DIALECT === 'postgres';

async function seed(db: DB = t.db) {
  const user = await db
    .insertInto('users')
    .values({ email: 'a@example.com', passwordHash: 'x', roles: '[2024]', fName: 'A', lName: 'B' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assistant = await db
    .insertInto('assistants')
    .values({
      assistantPathname: 'a_1',
      realtorUserId: user.id,
      ohaName: "A's Assistant",
      publicEmail: 'a@example.com',
      publicPhone: '1',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listing = async (name: string) =>
    (
      await db
        .insertInto('listings')
        .values({
          assistantId: assistant.id,
          realtorUserId: user.id,
          listingName: name,
          insiderInfo: '',
          listingStatus: 'Active Listing',
          published: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const l1 = await listing('1 Main St');
  const l2 = await listing('2 Oak Ave');
  const doc = async (listingId: number, fileName: string, texts: Array<[number | null, string]>) => {
    const d = await db
      .insertInto('documents')
      .values({
        listingId,
        fileId: `file-${fileName}`,
        fileName,
        kind: 'txt',
        sizeBytes: 1,
        storagePath: 'x',
        sha256: 'x',
        pageCount: null,
        isExtraInfo: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chunks = [];
    for (const [i, [page, text]] of texts.entries()) {
      const c = await db
        .insertInto('chunks')
        .values({ documentId: d.id, listingId, ord: i, page, text })
        .returning('id')
        .executeTakeFirstOrThrow();
      chunks.push({ id: c.id, text });
    }
    await indexChunks(db, chunks);
    return d.id;
  };
  const d1 = await doc(l1, 'sheet.pdf', [
    [1, 'Asking price $1,087,000. Two bedrooms, two bathrooms, 942 sq ft.'],
    [2, 'School catchment: Elsie Roy Elementary. Open house Saturday 2-4 pm.'],
  ]);
  const d2 = await doc(l1, 'cjk.txt', [
    [null, '这套公寓位于温哥华市中心，步行五分钟即可到达天车站。'],
    [null, 'このマンションは駅から徒歩五分です。南向きで日当たりが良いです。'],
    [null, '이 콘도는 밴쿠버 다운타운에 있으며 학교와 공원이 가깝습니다.'],
  ]);
  const d3 = await doc(l2, 'house.docx', [[null, 'The roof was replaced in 2019. Four bedrooms and a double garage.']]);
  return { l1, l2, d1, d2, d3 };
}

beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await t.close();
});

describe('toIndexTerms', () => {
  it('lower-cases words, joins thousands and splits CJK into bigrams plus characters', () => {
    expect(toIndexTerms('Asking PRICE $1,087,000!')).toBe('asking price 1087000');
    expect(toIndexTerms('学校')).toBe('学校 学 校');
    expect(toIndexTerms('温哥华 ok')).toBe('温哥 温 哥华 哥 华 ok');
    expect(toIndexTerms('ＡＢＣ１２３')).toBe('abc123'); // NFKC fullwidth
    expect(toIndexTerms('학교와')).toBe('학교 학 교와 교 와');
    expect(toIndexTerms('  ,,, ')).toBe('');
    expect(toMatchQuery('?!')).toBeNull();
    expect(toMatchQuery('price "quoted" OR NOT')).toBe('"price" OR "quoted" OR "or" OR "not"');
  });
});

describe('searchChunks', () => {
  it('finds English text with its page and file name, best first', async () => {
    const { l1, l2 } = await seed();
    const hits = await searchChunks(t.db, { listingIds: [l1, l2], query: 'Which school catchment?' });
    expect(hits[0]).toMatchObject({ page: 2, fileName: 'sheet.pdf', listingId: l1, isExtraInfo: false });
    expect(hits[0]!.text).toContain('Elsie Roy');
    expect(hits[0]!.score).toBeGreaterThan(0);
    // Stemming: "bedroom" finds "bedrooms"; numbers with separators match the plain number.
    expect((await searchChunks(t.db, { listingIds: [l1], query: 'bedroom' }))[0]!.page).toBe(1);
    expect((await searchChunks(t.db, { listingIds: [l1], query: 'is it 1087000?' }))[0]!.page).toBe(1);
  });

  it('finds Chinese, Japanese and Korean chunks from a query in that language', async () => {
    const { l1 } = await seed();
    const zh = await searchChunks(t.db, { listingIds: [l1], query: '离天车站远吗？' });
    expect(zh[0]!.text).toContain('天车站');
    const ja = await searchChunks(t.db, { listingIds: [l1], query: '日当たりはどうですか' });
    expect(ja[0]!.text).toContain('日当たり');
    const ko = await searchChunks(t.db, { listingIds: [l1], query: '학교가 가까워요?' });
    expect(ko[0]!.text).toContain('학교와');
  });

  it('searches only the given listings and honours the limit', async () => {
    const { l1, l2 } = await seed();
    expect(await searchChunks(t.db, { listingIds: [l1], query: 'roof garage' })).toEqual([]);
    expect((await searchChunks(t.db, { listingIds: [l2], query: 'roof garage' }))[0]!.fileName).toBe('house.docx');
    expect(await searchChunks(t.db, { listingIds: [], query: 'roof' })).toEqual([]);
    expect(await searchChunks(t.db, { listingIds: [l1, l2], query: 'bedrooms', limit: 1 })).toHaveLength(1);
  });

  it.skipIf(onPostgres)('has a synchronous twin giving the same answers', async () => {
    const { l1, l2 } = await seed();
    const params = { listingIds: [l1, l2], query: 'bedrooms school 学校' };
    expect(searchChunksSync(t.sqlite, params)).toEqual(await searchChunks(t.db, params));
  });

  it('drops index entries with their document, also through cascades', async () => {
    const { l1, l2, d1 } = await seed();
    await deleteIndexForDocument(t.db, d1);
    expect(await searchChunks(t.db, { listingIds: [l1], query: 'Elsie' })).toEqual([]);
    await t.db.deleteFrom('listings').where('id', '=', l2).execute();
    const count = async (table: string) =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n);
    expect(await count('chunks')).toBe(5); // l1's two documents
    // d1's entries were removed explicitly, l2's by the cascade (a trigger on SQLite, a foreign key on PostgreSQL)
    expect(await count('chunks_fts')).toBe(3);
  });
});

describe('a search on a listing with a large document', () => {
  /** A document of `texts` on the listing, indexed as ingestion does. */
  async function addDocument(listingId: number, texts: string[], db: DB = t.db) {
    const d = await db
      .insertInto('documents')
      .values({
        listingId,
        fileId: 'minutes',
        fileName: 'minutes.pdf',
        kind: 'pdf',
        sizeBytes: 1,
        storagePath: 'x',
        sha256: 'x',
        isExtraInfo: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chunks = [];
    for (const [i, text] of texts.entries()) {
      const c = await db
        .insertInto('chunks')
        .values({ documentId: d.id, listingId, ord: i, page: i + 1, text })
        .returning('id')
        .executeTakeFirstOrThrow();
      chunks.push({ id: c.id, text });
    }
    await indexChunks(db, chunks);
  }

  const minutes = Array.from(
    { length: 40 },
    (_, i) =>
      `Strata minutes ${i}: the strata council met.${i % 13 === 0 ? ' Boiler serviced.'.repeat(1 + (i % 3)) : ''}`,
  );

  it.skipIf(onPostgres)(
    'leaves out the terms of half the chunks or more, and finds the same chunks in the same order',
    async () => {
      const { l1, l2 } = await seed();
      // Every page names the strata; four name the boiler, some more often than others.
      await addDocument(
        l1,
        Array.from(
          { length: 40 },
          (_, i) =>
            `Strata minutes ${i}: the strata council met.${i % 13 === 0 ? ' Boiler serviced.'.repeat(1 + (i % 3)) : ''}`,
        ),
      );
      expect(rarerTerms(t.sqlite, ['strata', 'boiler'])).toEqual(['boiler']);
      expect(rarerTerms(t.sqlite, ['strata', 'council'])).toBeNull(); // nothing else would be left
      expect(rarerTerms(t.sqlite, ['boiler', 'roof'])).toBeNull(); // none is common
      const cases: Array<[string, number]> = [
        ['strata boiler', 2], // the boiler's four chunks are enough
        ['strata council boiler', 8], // they are not: the whole query
        ['what did the strata say about the boiler service', 3],
      ];
      for (const [query, limit] of cases) {
        const params = { listingIds: [l1, l2], query, limit };
        const fast = searchChunksSync(t.sqlite, params);
        const whole = await searchChunks(t.db, params);
        expect(fast.map((h) => h.chunkId)).toEqual(whole.map((h) => h.chunkId));
        fast.forEach((h, i) => expect(h.score).toBeCloseTo(whole[i]!.score, 4));
      }
    },
  );

  it.runIf(onPostgres)(
    'ranks on PostgreSQL as FTS5 does on SQLite: the same chunks, the same order, the same scores',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-fts-'));
      const lite = openDatabase(path.join(dir, 'oha.sqlite'));
      try {
        await migrateToLatest(lite.db);
        for (const db of [t.db, lite.db]) {
          const { l1 } = await seed(db);
          await addDocument(l1, minutes, db);
        }
        const queries = [
          'strata boiler',
          'strata council boiler',
          'what did the strata say about the boiler service',
          'Which school catchment? bedrooms',
          '离天车站远吗？',
          '日当たりはどうですか',
          '학교가 가까워요?',
          'roof replaced garage',
        ];
        for (const query of queries) {
          for (const limit of [3, 8]) {
            // Listing ids are the same in both fresh databases.
            const params = { listingIds: [1, 2], query, limit };
            const pg = await searchChunks(t.db, params);
            const fts = await searchChunks(lite.db, params);
            expect(
              pg.map((h) => h.text),
              query,
            ).toEqual(fts.map((h) => h.text));
            pg.forEach((h, i) => expect(h.score, query).toBeCloseTo(fts[i]!.score, 4));
          }
        }
      } finally {
        await lite.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
