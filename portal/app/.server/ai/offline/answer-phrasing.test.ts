// Whole answers read like a person wrote them: facts as sentences in the visitor's language, the
// listing named when several are in scope, quotes without layout debris. Made-up listings with a
// deliberately messy feature sheet (compound labels, a value continued on the next line, glued
// table cells, dotted leaders).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { useDatabaseForTests } from '../../db.server';
import type { ChatTurn } from '../provider.server';
import { answerTurn } from './answer.server';
import { MAX_ANSWER_CHARS } from './rendering/compose';
import { onDocumentIndexed } from './extraction/facts.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let assistantId = 0;
const filesOf: string[][] = [];

const SHEET = `LAKESIDE REALTY
41 Heron Bay Road, Larchmere
$949,500
Bedrooms 3
Bathrooms 2
Strata Fee $388.10 / month (2025)
Gross Taxes $3,702.55 (2024)
Pets / Rentals Two pets allowed; rentals allowed with restrictions (see bylaws)
Home Warranty 2-5-10 warranty through Travelers
; structural coverage until 2030
Kitchen Bosch induction range, Liebherr fridge Laundry Samsung washer/dryer in suite
OPEN HOUSE
Saturday, June 14 ........ 1:00 PM - 3:00 PM`;

const SHEET_TWO = `9 Ridge Court, Larchmere
Asking price $1,210,000. Four bedrooms, three bathrooms, 2,640 sq ft. Built in 1999.`;

async function seed() {
  const db = t.db;
  const user = await db
    .insertInto('users')
    .values({ email: 'rae@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Rae', lName: 'Olsen' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const a = await db
    .insertInto('assistants')
    .values({
      assistantPathname: 'rae-olsen',
      realtorUserId: user.id,
      ohaName: "Rae's assistant",
      publicEmail: 'rae@example.com',
      publicPhone: '250-555-0177',
      companyName: 'Lakeside Realty',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  assistantId = a.id;
  const listings = [
    { name: '41 Heron Bay Road, Larchmere, BC', text: SHEET, file: 'heron.pdf' },
    { name: '9 Ridge Court, Larchmere, BC', text: SHEET_TWO, file: 'ridge.docx' },
  ];
  let n = 0;
  for (const l of listings) {
    const row = await db
      .insertInto('listings')
      .values({
        assistantId,
        realtorUserId: user.id,
        listingName: l.name,
        listingStatus: 'Active Listing',
        insiderInfo: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fileId = `phr-${++n}`;
    filesOf.push([fileId]);
    const doc = await db
      .insertInto('documents')
      .values({
        listingId: row.id,
        fileId,
        fileName: l.file,
        kind: 'txt',
        sizeBytes: l.text.length,
        storagePath: `files/${fileId}`,
        sha256: 'x',
        isExtraInfo: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await onDocumentIndexed(db, {
      documentId: doc.id,
      listingId: row.id,
      fileName: l.file,
      isExtraInfo: false,
      pages: [{ page: 1, text: l.text }],
    });
  }
}

function turn(text: string, language: string, listing: number | null): ChatTurn {
  const filter =
    listing === null
      ? null
      : {
          type: 'or' as const,
          filters: filesOf[listing]!.map((value) => ({ type: 'eq' as const, key: 'fileId' as const, value })),
        };
  return {
    assistantId,
    realtorUserId: 1,
    vectorStoreId: null,
    sessionId: `phr-${Math.random()}`,
    language,
    instructions: '',
    input: [{ role: 'user', content: [{ type: 'input_text', text }] }],
    filter,
    prevResponseId: null,
    countryCode: 'CA',
  };
}

const ask = async (text: string, language = 'en', listing: number | null = 0) =>
  (await answerTurn(turn(text, language, listing))).outputText;

/** What a visitor should never see: empty segments, doubled separators, leaders, stray bullets. */
function expectClean(out: string) {
  expect(out).not.toMatch(/[;；]\s*[;；]|·\s*·|\.{3,}|\s[;,]|^\s*[;·,]|\s·\s*$|·\s*[.。]|\t/);
  expect([...out].length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
}

beforeAll(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  await seed();
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

describe('answers read as sentences', () => {
  it('says the price in each language, the number as written', async () => {
    const cases: Array<[string, string, string]> = [
      ['en', "What's the asking price?", 'The asking price is $949,500.'],
      ['fr', 'Quel est le prix?', 'Le prix demandé est de $949,500.'],
      ['zh-CN', '挂牌价是多少？', '该房源的挂牌价为 $949,500。'],
      ['zh-TW', '開價多少？', '此物件的開價為 $949,500。'],
      ['ja', '価格はいくらですか？', '販売価格は$949,500です。'],
      ['ko', '가격이 얼마예요?', '매매가는 $949,500입니다.'],
    ];
    for (const [lang, q, want] of cases) expect(await ask(q, lang), `${lang}: ${q}`).toBe(want);
  });

  it('puts a monthly fee and a tax year where each language says them', async () => {
    expect(await ask('관리비가 얼마예요?', 'ko')).toBe('관리비는 월 $388.10(2025년)입니다.');
    expect(await ask('管理費はいくらですか', 'ja')).toBe('管理費は月額$388.10（2025年）です。');
    expect(await ask('地税多少？', 'zh-CN')).toBe('地税为 $3,702.55（2024年）。');
    expect(await ask('how much are the property taxes?')).toBe('Property taxes are $3,702.55 (2024).');
  });

  it('says a value without empty segments', async () => {
    const out = await ask('Is there a home warranty?');
    expect(out).toMatch(/^The home warranty: 2-5-10 warranty through Travelers[.;]/);
    expectClean(out);
  });

  it('answers from the part of a compound value that was asked about', async () => {
    const out = await ask('Are pets allowed?');
    expect(out).toMatch(/^Pet policy: Two pets allowed\./);
    expectClean(out);
  });

  it('quotes a table row with its labels set apart and only the cells asked about', async () => {
    const out = await ask('冰箱是什么牌子？', 'zh-CN');
    expect(out).toContain('Liebherr fridge');
    expectClean(out);
    const stove = await ask('what brand is the kitchen range?');
    expect(stove).toContain('Kitchen: Bosch induction range');
    expect(stove).not.toContain('Samsung');
  });

  it('reads dotted leaders as a colon', async () => {
    const out = await ask('When is the open house?');
    expect(out).toContain('Saturday, June 14: 1:00 PM - 3:00 PM');
    expectClean(out);
  });

  it('names the listing in the sentence when several are in scope', async () => {
    expect(await ask('What is the price of the Ridge Court house?', 'en', null)).toBe(
      'The asking price for 9 Ridge Court is $1,210,000.',
    );
    expect(await ask('Ridge Court那套多少钱？', 'zh-CN', null)).toBe('9 Ridge Court的挂牌价为 $1,210,000。');
    const both = await ask('how many bedrooms?', 'en', null);
    expect(both).toContain('41 Heron Bay Road has 3 bedrooms.');
    expect(both).toContain('9 Ridge Court');
  });

  it('introduces a listing in full sentences', async () => {
    const out = await ask('Tell me about this property');
    expect(out).toMatch(
      /^41 Heron Bay Road is for sale \(Active Listing\)\. The asking price is \$949,500\. The home has 3 bedrooms and 2 bathrooms\./,
    );
    expectClean(out);
  });
});
