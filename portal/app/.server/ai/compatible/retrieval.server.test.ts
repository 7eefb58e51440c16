// Our retrieval for the compatible provider over a real indexed test database: the listing
// filter, the glossary across languages, the agent's notes, and the token budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { useDatabaseForTests } from '../../db.server';
import type { ChatTurn } from '../provider.server';
import { estimateTokens, retrieveContext } from './retrieval.server';
import { addDocument, seedTwoListings, type SeededAgent } from './test-listings';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let s: SeededAgent;

beforeAll(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  s = await seedTwoListings(t.db, { pathname: 'alex_retrieval' });
  const [maple, harbour] = s.listingIds;
  await addDocument(t.db, maple, 'file-maple-basement', {
    fileName: '123-Maple-Street-inspection.pdf',
    page: 5,
    text: 'Basement. A new submersible sump pump was installed in 2020 with a battery backup.',
  });
  s.fileIds[0].push('file-maple-basement');
  await addDocument(t.db, harbour, 'file-harbour-notes', {
    fileName: '88-Harbour-Road_listingExtraInfo_ND.doc',
    page: 1,
    text: 'The sellers will include the hot tub. The sump pump in the crawl space was serviced in 2024.',
    extra: true,
  });
  s.fileIds[1].push('file-harbour-notes');
});
afterAll(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

function turn(
  text: string,
  listing: 0 | 1 | null,
  language = 'en',
  earlier: string[] = [],
): Parameters<typeof retrieveContext>[0] {
  const input: ChatTurn['input'] = [...earlier, text].map((q) => ({
    role: 'user',
    content: [{ type: 'input_text', text: q }],
  }));
  return {
    assistantId: s.assistantId,
    language,
    input,
    filter:
      listing === null
        ? null
        : { type: 'or', filters: s.fileIds[listing].map((value) => ({ type: 'eq', key: 'fileId', value })) },
  };
}

describe('retrieval for the compatible provider', () => {
  it("keeps to the visitor's listing filter", async () => {
    const maple = await retrieveContext(turn('When was the roof replaced?', 0), 1500);
    expect(maple.sources.map((x) => x.listingName)).not.toContain('88 Harbour Road, Kelowna, BC');
    expect(maple.sources[0]).toMatchObject({ fileName: '123-Maple-Street-inspection.pdf', page: 3 });
    const all = await retrieveContext(turn('When was the roof replaced?', null), 1500);
    expect(all.sources.some((x) => x.text.includes('standing-seam metal'))).toBe(true);
  });

  it("finds an English passage for a term the glossary knows in the visitor's language", async () => {
    const ctx = await retrieveContext(turn('サンプポンプはいつ設置されましたか？', 0, 'ja'), 1500);
    expect(ctx.sources[0]).toMatchObject({ fileName: '123-Maple-Street-inspection.pdf', page: 5, kind: 'passage' });
  });

  it("names the agent's notes as such", async () => {
    const ctx = await retrieveContext(turn('Is the sump pump serviced?', 1), 1500);
    expect(ctx.sources[0]).toMatchObject({ fileName: "agent's notes", listingName: '88 Harbour Road, Kelowna, BC' });
  });

  it("puts the agent's saved answers first, those of the listings in the filter and those for every listing", async () => {
    const [maple, harbour] = s.listingIds;
    const hint = (id: number, listingId: number | null, answer: string) => ({
      id,
      listingId,
      listingName: null,
      question: 'Are the washer and dryer included?',
      answer,
    });
    const ctx = await retrieveContext(
      {
        ...turn('Are the washer and dryer included?', 0),
        agentAnswers: [
          hint(1, harbour, 'No, they go with the sellers.'),
          hint(2, null, 'Ask me at the showing.'),
          hint(3, maple, 'Yes, both stay.'),
        ],
      },
      1500,
    );
    expect(ctx.sources.slice(0, 2)).toMatchObject([
      { n: 1, kind: 'answer', fileName: "agent's answer", listingId: null, page: null },
      {
        n: 2,
        kind: 'answer',
        fileName: "agent's answer",
        listingId: maple,
        listingName: '123 Maple Street, Kelowna, BC',
      },
    ]);
    expect(ctx.sources[1]!.text).toContain("Agent's answer: Yes, both stay.");
    expect(ctx.sources.some((x) => x.text.includes('go with the sellers'))).toBe(false);
  });

  it("lets a follow-up without a subject borrow the previous question's", async () => {
    const ctx = await retrieveContext(turn('And in which year?', 0, 'en', ['Was the roof replaced?']), 1500);
    expect(ctx.sources[0]!.text).toContain('roof was replaced in 2019');
  });

  it('stays within the token budget and numbers the sources from 1', async () => {
    const small = await retrieveContext(turn('How big is the lot, and when was the roof replaced?', null), 60);
    expect(small.tokens).toBeLessThanOrEqual(60);
    expect(small.sources.length).toBeGreaterThan(0);
    expect(small.sources.map((x) => x.n)).toEqual(small.sources.map((_, i) => i + 1));
    const large = await retrieveContext(turn('How big is the lot, and when was the roof replaced?', null), 5000);
    expect(large.sources.length).toBeGreaterThan(small.sources.length);
  });

  it('estimates CJK text at a token a character and Latin text at four characters a token', () => {
    expect(estimateTokens('屋根はいつ')).toBe(5);
    expect(estimateTokens('The roof was new')).toBe(4);
  });
});
