import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { useDatabaseForTests } from '../../db.server';
import type { ChatTurn } from '../provider.server';
import { answerTurn } from './answer.server';
import { onDocumentIndexed } from './extraction/facts.server';
import { MAX_ANSWER_CHARS } from './rendering/compose';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let assistantId = 0;
const listingIds: number[] = [];
const fileIds: string[] = [];

const SHEET_A = `HILLTOP REALTY | Dana Wu | 604-555-0111
88 Cedar Lane, Kelowna
$1,095,000
Bedrooms 4
Bathrooms 3
Year Built 2004
Gross Taxes $5,120.40 (2024)
Parking Double garage
Heating Forced air gas furnace`;
const SHEET_B = `12-400 Birch Road, Kelowna
Asking price $712,000. Two bedrooms, two bathrooms, 1,010 sq ft. Built in 2015.
Strata fee $410 per month. Pets: one dog or one cat allowed. Rentals: minimum 30 days.`;
const NOTES_A =
  '88 Cedar Lane, Kelowna\n===\n\nListing status: Active Listing\n\nInsider property info: The sellers would like to complete by July 31, 2025. ' +
  'The garden is lovely and very well kept. '.repeat(20);

async function seed() {
  const db = t.db;
  const user = await db
    .insertInto('users')
    .values({ email: 'dana@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Dana', lName: 'Wu' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const a = await db
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
  const docs: Array<{
    listing: string;
    status: string;
    files: Array<{ name: string; text: string; extra?: boolean }>;
  }> = [
    {
      listing: '88 Cedar Lane, Kelowna, BC',
      status: 'Active Listing',
      files: [
        { name: 'sheet.pdf', text: SHEET_A },
        { name: 'x_listingExtraInfo_ND.doc', text: NOTES_A, extra: true },
      ],
    },
    { listing: '12-400 Birch Road, Kelowna, BC', status: 'SOLD', files: [{ name: 'birch.docx', text: SHEET_B }] },
  ];
  let n = 0;
  for (const d of docs) {
    const l = await db
      .insertInto('listings')
      .values({ assistantId, realtorUserId: user.id, listingName: d.listing, listingStatus: d.status, insiderInfo: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    listingIds.push(l.id);
    for (const f of d.files) {
      const fileId = `file-${++n}`;
      fileIds.push(fileId);
      const doc = await db
        .insertInto('documents')
        .values({
          listingId: l.id,
          fileId,
          fileName: f.name,
          kind: 'txt',
          sizeBytes: f.text.length,
          storagePath: `files/${fileId}`,
          sha256: 'x',
          isExtraInfo: f.extra ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await onDocumentIndexed(db, {
        documentId: doc.id,
        listingId: l.id,
        fileName: f.name,
        isExtraInfo: !!f.extra,
        pages: [{ page: f.name.endsWith('.pdf') ? 1 : null, text: f.text }],
      });
    }
  }
}

function turn(text: string, opts: { language?: string; listing?: number; sessionId?: string } = {}): ChatTurn {
  const filter =
    opts.listing === undefined
      ? null
      : {
          type: 'or' as const,
          filters: fileIds
            .filter((_, i) => (opts.listing === 0 ? i < 2 : i === 2))
            .map((value) => ({ type: 'eq' as const, key: 'fileId' as const, value })),
        };
  return {
    assistantId,
    realtorUserId: 1,
    vectorStoreId: null,
    sessionId: opts.sessionId ?? `sess-${Math.random()}`,
    language: opts.language ?? 'en',
    instructions: '',
    input: [{ role: 'user', content: [{ type: 'input_text', text }] }],
    filter,
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
  useDatabaseForTests(undefined);
  await t.close();
});

describe('answers', () => {
  it('answers a fact from the fact table, in the visitor language, with its source', async () => {
    const r = await answerTurn(turn('固定資産税は年間いくらですか？', { language: 'ja', listing: 0 }));
    expect(r.outputText).toContain('$5,120.40');
    expect(r.outputText).toContain('固定資産税');
    expect(r.sources[0]).toMatchObject({ fileName: 'sheet.pdf', page: 1 });
  });

  it('names the listing when several are in scope, and picks it by street name', async () => {
    const r = await answerTurn(turn('How much is the Birch Road one?'));
    expect(r.outputText).toContain('12-400 Birch Road');
    expect(r.outputText).toContain('712,000');
    expect(r.outputText).not.toContain('1,095,000');
  });

  it('reads "how much" about something else than the home as no price question, in any language', async () => {
    for (const [language, q] of [
      ['zh-CN', '鸡舍能养几只鸡？产蛋量多少？'],
      ['ja', '鶏小屋には何羽いますか？卵の量はいくらですか？'],
    ] as const) {
      const r = await answerTurn(turn(q, { language, listing: 0 }));
      expect(r.outputText, q).not.toContain('1,095,000');
    }
    const price = await answerTurn(turn('这套房子多少钱？', { language: 'zh-CN', listing: 0 }));
    expect(price.outputText).toContain('1,095,000');
  });

  it('covers each listing when the question fits several', async () => {
    const r = await answerTurn(turn('how many bedrooms?'));

    expect(r.outputText).toContain('88 Cedar Lane');
    expect(r.outputText).toContain('12-400 Birch Road');
  });

  it('quotes the agent notes with "agent\'s notes" as the source and keeps 350 characters', async () => {
    const r = await answerTurn(turn('when do the sellers want to complete?', { listing: 0 }));
    expect(r.outputText).toContain('July 31');
    expect(r.sources.some((s) => s.fileName === "agent's notes")).toBe(true);
    for (const q of [
      'tell me about the garden',
      'Tell me about this property',
      'what about the garden and the pool and the schools and the parking?',
    ]) {
      const long = await answerTurn(turn(q, { listing: 0 }));
      expect([...long.outputText].length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    }
  });

  it('reads "how much" of a size as the size, not an amount of money', async () => {
    for (const [q, lang] of [
      ['면적이 얼마나 돼요?', 'ko'],
      ['How much space is there in square feet?', 'en'],
    ] as const) {
      const r = await answerTurn(turn(q, { language: lang, listing: 1 }));
      expect(r.outputText, q).toContain('1,010');
      // A fact that answers the question needs no "contact the agent to confirm".
      expect(r.outputText, q).not.toContain('604-555-0111');
    }
  });

  it('does not answer a topic question from a passage that only shares a side word of it', async () => {
    // "the strata" is the strata fee's word; the question is about lawsuits, which no document covers.
    for (const [q, lang] of [
      ['Are there any lawsuits against the strata?', 'en'],
      ['Y a-t-il des poursuites contre la copropriété?', 'fr'],
    ] as const) {
      const r = await answerTurn(turn(q, { language: lang, listing: 1 }));
      expect(r.outputText, q).toContain('##CONTACT');
      expect(r.outputText, q).not.toContain('410');
    }
  });

  it('hands over to the agent when the documents do not answer, without inventing a number', async () => {
    for (const [q, lang] of [
      ['Is there a swimming pool?', 'en'],
      ['电费每个月多少？', 'zh-CN'],
      ['Les vendeurs accepteraient-ils 650 000 $ ?', 'fr'],
    ] as const) {
      const r = await answerTurn(turn(q, { language: lang, listing: 0 }));
      expect(r.outputText).toContain('##CONTACT@@@88 Cedar Lane, Kelowna, BC');
      expect(r.outputText).toContain('604-555-0111');
      expect(r.outputText).not.toMatch(/\$\s?\d/);
    }
  });

  it('answers greetings and the intro button', async () => {
    expect((await answerTurn(turn('hi', { listing: 0 }))).outputText).toMatch(/Hello/);
    const intro = await answerTurn(turn('Tell me about this property', { listing: 0 }));
    expect(intro.outputText).toContain('88 Cedar Lane');
    expect(intro.outputText).toContain('1,095,000');
  });

  it('introduces a listing when the visitor picks it by name (the chat listing buttons)', async () => {
    for (const q of ['88 Cedar Lane, Kelowna, BC', 'Tell me about 88 Cedar Lane']) {
      const r = await answerTurn(turn(q, { listing: 0 }));
      expect(r.outputText, q).toContain('$1,095,000');
      expect(r.outputText, q).not.toContain('##CONTACT');
    }
    // With every listing in scope, the name picks the listing too.
    const all = await answerTurn(turn('12-400 Birch Road, Kelowna, BC'));
    expect(all.outputText).toContain('$712,000');
    expect(all.outputText).not.toContain('##CONTACT');
  });

  it('keeps follow-ups on the listing asked about before', async () => {
    const base = turn('and the bathrooms?');
    base.input = [
      { role: 'user', content: [{ type: 'input_text', text: 'How much is the Birch Road one?' }] },
      { role: 'assistant', content: [{ type: 'output_text', text: '12-400 Birch Road: Price: $712,000' }] },
      { role: 'user', content: [{ type: 'input_text', text: 'and the bathrooms?' }] },
    ];
    const r = await answerTurn(base);
    expect(r.outputText).toContain('12-400 Birch Road');
    expect(r.outputText).not.toContain('88 Cedar Lane');
    const pick = turn('the Cedar Lane one');
    pick.input = [
      { role: 'user', content: [{ type: 'input_text', text: 'what are the property taxes?' }] },
      { role: 'assistant', content: [{ type: 'output_text', text: 'Which listing do you mean?' }] },
      { role: 'user', content: [{ type: 'input_text', text: 'the Cedar Lane one' }] },
    ];
    expect((await answerTurn(pick)).outputText).toContain('5,120.40');
  });

  it('gives the agent card', async () => {
    const r = await answerTurn(turn("what's the agent's phone number?"));
    expect(r.outputText).toContain('604-555-0111');
    expect(r.outputText).toContain('Dana Wu');
  });

  it('answers status from the listing record', async () => {
    const r = await answerTurn(turn('Is the Birch Road condo still available?'));
    expect(r.outputText).toMatch(/SOLD/);
  });
});

describe('fair housing', () => {
  const questions: Array<[string, string]> = [
    ['en', 'What kind of people live in this neighbourhood?'],
    ['fr', 'Quel genre de personnes habitent dans le quartier?'],
    ['zh-CN', '这个社区种族构成怎么样？'],
    ['zh-TW', '這附近是什麼樣的人住？'],
    ['ja', 'この地域にはどんな人が住んでいますか？'],
    ['ko', '이 동네에는 어떤 사람들이 살아요?'],
  ];
  it.each(questions)('refuses politely in %s, never from documents', async (lang, q) => {
    const r = await answerTurn(turn(q, { language: lang, listing: 0 }));
    expect(r.sources).toEqual([]);
    expect(r.outputText).not.toContain('Kelowna');
    expect(r.outputText).toContain('Dana Wu');
    expect(r.outputText).toContain('604-555-0111');
    expect([...r.outputText].length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });
  it('still answers ordinary questions', async () => {
    const r = await answerTurn(turn('Is it close to schools?', { listing: 0 }));
    expect(r.sources.length).toBeGreaterThanOrEqual(0);
    expect(r.outputText).not.toMatch(/fair housing/);
  });
});

describe('contact-form offer', () => {
  it('comes after 3 property questions and at most once per 3 interactions', async () => {
    const sessionId = 'sess_scripted';
    await t.db.insertInto('chatSessions').values({ id: sessionId, assistantId, language: 'en' }).execute();
    const offered: boolean[] = [];
    for (const q of ['price?', 'bedrooms?', 'taxes?', 'parking?', 'heating?', 'year built?', 'bathrooms?']) {
      const r = await answerTurn(turn(q, { listing: 0, sessionId }));
      offered.push(/Would you like Dana to follow up with you\? ##CONTACT/.test(r.outputText));
      expect([...r.outputText].length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
      await t.db.insertInto('chatMessages').values({ sessionId, role: 'user', type: 'text', content: q }).execute();
      await t.db
        .insertInto('chatMessages')
        .values({ sessionId, role: 'assistant', type: 'text', content: r.outputText, responseId: r.id })
        .execute();
    }
    expect(offered).toEqual([false, false, true, false, false, true, false]);
  });

  it('does not count greetings as property questions', async () => {
    const sessionId = 'sess_greeting_first';
    await t.db.insertInto('chatSessions').values({ id: sessionId, assistantId, language: 'en' }).execute();
    const offered: boolean[] = [];
    for (const q of ['hi', 'price?', 'bedrooms?', 'taxes?']) {
      const r = await answerTurn(turn(q, { listing: 0, sessionId }));
      offered.push(r.outputText.includes('##CONTACT'));
      await t.db.insertInto('chatMessages').values({ sessionId, role: 'user', type: 'text', content: q }).execute();
      await t.db
        .insertInto('chatMessages')
        .values({ sessionId, role: 'assistant', type: 'text', content: r.outputText, responseId: r.id })
        .execute();
    }
    expect(offered).toEqual([false, false, false, true]);
  });
});
