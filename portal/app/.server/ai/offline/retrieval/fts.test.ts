// Retrieval through the FTS5 index (chunks_fts): a document whose passages never reached the
// engine's own table (indexed before fact extraction existed, or a layout it reads nothing from)
// still answers, in English, Chinese and Japanese, from the chunk that holds the answer; unrelated
// questions still hand over; and the visitor's listing filter restricts the hits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { useDatabaseForTests } from '../../../db.server';
import { indexChunks } from '../../../ingest/search-index.server';
import type { ChatTurn } from '../../provider.server';
import { answerTurn } from '../answer.server';
import { onDocumentIndexed } from '../extraction/facts.server';
import { ftsQueryText } from './fts.server';
import { SEARCH_HITS, sqliteKnowledge } from '../knowledge/source.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let assistantId = 0;
/** fileIds of each listing: [cedar, birch, aspen]. */
const files: string[][] = [[], [], []];
const ids: number[] = [];

const SHEET = `88 Cedar Lane, Kelowna
$1,095,000
Bedrooms 4
Bathrooms 3
Year Built 2004`;
// Page 2 of an inspection report: only in the FTS5 index, not in the engine's own table.
const INSPECTION =
  'Inspection summary for the lower level. The perimeter drainage and sump pump were replaced in 2022 by Dry Basements Ltd. The attic has R-50 insulation throughout.';
// A document written in Chinese: its CJK runs are indexed as character pairs.
const GARDEN_ZH = '花园说明。后院种有两棵苹果树和一棵梨树，每年秋天结果。前院的草坪由自动喷灌系统浇水。';
const BIRCH_NOTES =
  'Backyard equipment report. The pool heater was replaced in 2021 by BlueWave Pools and is serviced every spring. The garage holds a workbench and a treadmill that stay with the home.';

// A disclosure page: the form's questions stand apart from the seller's answers.
const DISCLOSURE =
  'Seller disclosure, plumbing section. 12. Is there any aluminum wiring? 13. Are you aware of any polybutylene piping? ' +
  'Original polybutylene supply lines remain in the crawlspace; the bathrooms were re-plumbed with PEX in 2019.';

// A rural services page read at ingestion (tagged passages), about a term only the glossary knows.
const SERVICES =
  'Rural services. The septic system is a 1,000-gallon concrete tank with a gravity field; it was last pumped on June 3, 2024. ' +
  'Garbage pickup is every second Tuesday.';

// A mechanical page: a furnace ("暖爐" in Chinese holds "爐", a stove) beside a kitchen stove.
const MECHANICAL = 'Mechanical room. The gas furnace was installed in 2017 and is serviced every fall.';
const KITCHEN = 'Kitchen. The gas stove and the wall oven were replaced in 2023.';

async function addDocument(
  listingId: number,
  listing: 0 | 1 | 2,
  name: string,
  text: string,
  page: number | null,
  facts: boolean,
) {
  const fileId = `file-${listing}-${files[listing]!.length}`;
  files[listing]!.push(fileId);
  const doc = await t.db
    .insertInto('documents')
    .values({
      listingId,
      fileId,
      fileName: name,
      kind: 'pdf',
      sizeBytes: text.length,
      storagePath: `files/${fileId}`,
      sha256: 'x',
      isExtraInfo: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chunk = await t.db
    .insertInto('chunks')
    .values({ documentId: doc.id, listingId, ord: 0, page, text })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexChunks(t.db, [{ id: chunk.id, text }]);
  if (facts)
    await onDocumentIndexed(t.db, {
      documentId: doc.id,
      listingId,
      fileName: name,
      isExtraInfo: false,
      pages: [{ page, text }],
    });
}

async function seed() {
  const user = await t.db
    .insertInto('users')
    .values({ email: 'dana@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Dana', lName: 'Wu' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const a = await t.db
    .insertInto('assistants')
    .values({
      assistantPathname: 'dana-wu',
      realtorUserId: user.id,
      ohaName: "Dana's assistant",
      publicEmail: 'dana@example.com',
      publicPhone: '604-555-0111',
      companyName: 'Hilltop Realty',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  assistantId = a.id;
  const listing = (name: string) =>
    t.db
      .insertInto('listings')
      .values({
        assistantId,
        realtorUserId: user.id,
        listingName: name,
        listingStatus: 'Active Listing',
        insiderInfo: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const cedar = await listing('88 Cedar Lane, Kelowna, BC');
  const birch = await listing('12-400 Birch Road, Kelowna, BC');
  ids.push(cedar.id, birch.id);
  await addDocument(cedar.id, 0, 'sheet.pdf', SHEET, 1, true);
  await addDocument(cedar.id, 0, 'inspection.pdf', INSPECTION, 2, false);
  await addDocument(birch.id, 1, 'equipment.pdf', BIRCH_NOTES, 1, false);
  await addDocument(birch.id, 1, 'garden-zh.pdf', GARDEN_ZH, 3, false);
  await addDocument(birch.id, 1, 'disclosure.pdf', DISCLOSURE, 4, false);
  await addDocument(birch.id, 1, 'services.pdf', SERVICES, 5, true);
  const aspen = await listing('7 Aspen Court, Kelowna, BC');
  await addDocument(aspen.id, 2, 'mechanical.pdf', MECHANICAL, 6, true);
  await addDocument(aspen.id, 2, 'kitchen.pdf', KITCHEN, 7, true);
}

function turn(text: string, language: string, listing: 0 | 1 | 2): ChatTurn {
  return {
    assistantId,
    realtorUserId: 1,
    vectorStoreId: null,
    sessionId: `sess-${Math.random()}`,
    language,
    instructions: '',
    input: [{ role: 'user', content: [{ type: 'input_text', text }] }],
    filter: {
      type: 'or',
      filters: files[listing]!.map((value) => ({ type: 'eq' as const, key: 'fileId' as const, value })),
    },
    prevResponseId: null,
    countryCode: 'CA',
  };
}

beforeAll(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  await seed();
});
afterAll(async () => {
  await t.close();
});

describe('FTS5 retrieval in the offline engine', () => {
  it('adds the concept’s English synonyms to a Chinese question', () => {
    const q = ftsQueryText('排水系统有更新过吗？', ['sewer']);
    expect(q).toContain('排水系统有更新过吗');
    expect(q).toMatch(/\bdrainage\b/);
    expect(q).toMatch(/\bsump\b/);
  });

  it.each([
    ['en', 'Was the drainage updated?', 'The documents say'],
    ['zh-CN', '排水系统有更新过吗？', '资料显示'],
    ['ja', '排水はいつ交換されましたか？', '資料によると'],
  ])(
    'answers %s from a passage found only through the index, citing file and page',
    async (language, question, lead) => {
      const r = await answerTurn(turn(question, language, 0));
      expect(r.outputText).toContain(lead);
      expect(r.outputText).toContain('2022');
      expect(r.outputText).toMatch(/sump pump/);
      // Only the index knew this passage: the agent is offered to confirm it.
      expect(r.outputText).toContain('604-555-0111');
      expect(r.sources[0]).toMatchObject({
        fileName: 'inspection.pdf',
        page: 2,
        listingName: '88 Cedar Lane, Kelowna, BC',
      });
    },
  );

  it('answers a one-word question the vocabulary does not know from the sentence holding the word', async () => {
    const r = await answerTurn(turn('Is there a treadmill?', 'en', 1));
    expect(r.outputText).toContain('workbench and a treadmill');
    expect(r.sources[0]).toMatchObject({ fileName: 'equipment.pdf' });
    const none = await answerTurn(turn('Is there a treadmill?', 'en', 0));
    expect(none.outputText).toContain('##CONTACT');
  });

  it.each([
    ['ko', '폴리부틸렌 배관이 있나요?'],
    ['ja', 'ポリブテン管はありますか？'],
    ['zh-TW', '有聚丁烯管嗎？'],
    ['fr', 'Y a-t-il de la tuyauterie en polybutylène?'],
  ])('answers %s through the glossary from the English sentence, not the form’s question', async (language, q) => {
    const r = await answerTurn(turn(q, language, 1));
    expect(r.outputText).toContain('crawlspace');
    expect(r.outputText).not.toContain('Are you aware');
    expect(r.sources[0]).toMatchObject({ fileName: 'disclosure.pdf', page: 4 });
  });

  it.each([
    ['ja', '浄化槽は最後にいつ汲み取りましたか？'],
    ['ko', '정화조는 언제 마지막으로 펌핑했어요?'],
    ['zh-CN', '化粪池上次什么时候清理的？'],
  ])('answers %s about a term only the glossary knows from the tagged English passage', async (language, q) => {
    const r = await answerTurn(turn(q, language, 1));
    expect(r.outputText).toContain('June 3, 2024');
    expect(r.outputText).not.toContain('Tuesday');
  });

  it.each([
    ['zh-TW', '暖爐是哪一年裝的？'],
    ['zh-CN', '暖气炉是哪一年装的？'],
  ])('answers %s about the furnace, a glossary word around a one-character vocabulary term', async (language, q) => {
    const r = await answerTurn(turn(q, language, 2));
    expect(r.outputText).toContain('2017');
    expect(r.outputText).not.toContain('2023');
    expect(r.sources[0]).toMatchObject({ fileName: 'mechanical.pdf' });
  });

  it('answers a Chinese question from a Chinese document through the index', async () => {
    const r = await answerTurn(turn('后院有果树吗？', 'zh-CN', 1));
    expect(r.outputText).toContain('苹果树');
    expect(r.outputText).not.toContain('喷灌');
    expect(r.sources[0]).toMatchObject({ fileName: 'garden-zh.pdf', page: 3 });
  });

  it('still hands over when no passage is about the question', async () => {
    for (const [language, question] of [
      ['en', 'Is there a helicopter pad?'],
      ['zh-CN', '有直升机停机坪吗？'],
      ['ja', 'ワインセラーはありますか？'],
    ] as const) {
      const r = await answerTurn(turn(question, language, 0));
      expect(r.outputText, question).toContain('##CONTACT');
      expect(r.outputText, question).not.toMatch(/2022|2004|1,095,000|R-50/);
      expect(r.sources, question).toEqual([]);
    }
  });

  it('keeps to the listings in the visitor’s filter', async () => {
    const query = ftsQueryText('When was the pool heater replaced?', ['pool']);
    // "replaced" is in the Cedar Lane report too; the pool heater's page belongs to Birch Road only.
    const cedar = await sqliteKnowledge.search([ids[0]!], query, SEARCH_HITS);
    expect(cedar.map((h) => h.fileName)).toEqual(['inspection.pdf']);
    const birch = await sqliteKnowledge.search([ids[1]!], query, SEARCH_HITS);
    expect(birch.map((h) => h.fileName)).toEqual(['equipment.pdf']);
    const other = await answerTurn(turn('When was the pool heater replaced?', 'en', 0));
    expect(other.outputText).toContain('##CONTACT');
    expect(other.outputText).not.toContain('2021');
    const own = await answerTurn(turn('When was the pool heater replaced?', 'en', 1));
    expect(own.outputText).toContain('2021');
    expect(own.sources[0]).toMatchObject({ fileName: 'equipment.pdf', page: 1 });
  });

  it('answers a fact question from the fact, not from a passage that mentions it', async () => {
    const r = await answerTurn(turn('What year was it built?', 'en', 0));
    expect(r.outputText).toContain('2004');
    expect(r.sources[0]).toMatchObject({ fileName: 'sheet.pdf' });
  });
});
