// The answerability judgement on made-up listings, without a database: a listing's rows are built
// into its knowledge as the cache builds them, the question read as a chat turn reads it, and each
// row judged as context.ts judges the candidates.
import { describe, expect, it } from 'vitest';
import { build, type RawItem } from '../knowledge/items';
import { analyse } from '../question/question';
import { expandQuestion } from '../question/expand';
import { getGlossary } from '../glossary/glossary';
import { LANGS, type Lang } from '../concepts/vocabulary';
import { itemTarget, judge, needsOf } from './answerability';

const GLOSSARY = getGlossary();

type Row = Partial<RawItem> & { text: string };

/** A listing's knowledge from rows written as a document's lines (in document order). */
function listing(rows: Row[]) {
  const raw: RawItem[] = rows.map((r, i) => ({
    id: i + 1,
    kind: 'passage',
    concept: null,
    concepts: '',
    label: '',
    context: '',
    fileName: 'doc.pdf',
    page: 1,
    isExtra: 0,
    documentId: 1,
    ord: i,
    ...r,
  }));
  return build({ id: 1, name: '7 Quarry Lane, Millbrook', status: 'active', insider: '' }, raw);
}

/** Which rows answer the question (their texts). */
function answering(rows: Row[], question: string, lang: Lang = 'en'): string[] {
  const l = listing(rows);
  const q = analyse(question);
  const expansion = expandQuestion(question, lang, GLOSSARY);
  const needs = needsOf(
    question,
    lang,
    q,
    expansion,
    [l],
    (id) => LANGS.flatMap((lg) => GLOSSARY.forms(id, lg)),
    (id) => GLOSSARY.entry(id)?.domain,
  );
  return l.items.filter((it) => judge(needs, itemTarget(it)).ok).map((it) => it.text);
}

describe('a question asking how much a value changed', () => {
  const stated: Row[] = [
    { kind: 'fact', concept: 'taxes', concepts: 'taxes', label: 'Property taxes', text: '$5,310.20 (2024)' },
    { text: 'The roof was replaced in 2018 by a local roofer.' },
  ];
  const changed: Row[] = [
    ...stated,
    { concepts: 'taxes', text: 'Property taxes rose from $5,020.00 in 2023 to $5,310.20 in 2024.' },
  ];

  it('is not answered by a text that only states the value, in every language', () => {
    for (const [lang, q] of [
      ['en', 'How much did the property taxes go up from last year?'],
      ['fr', 'De combien les taxes foncières ont-elles augmenté ?'],
      ['zh-CN', '房产税比去年涨了多少？'],
      ['zh-TW', '房屋稅比去年漲了多少？'],
      ['ja', '固定資産税は去年からどれくらい上がりましたか？'],
      ['ko', '재산세가 작년보다 얼마나 올랐나요?'],
    ] as const)
      expect(answering(stated, q, lang), q).toEqual([]);
  });

  it('is answered by a text that says the change', () => {
    const q = 'How much did the property taxes go up from last year?';
    expect(answering(changed, q)).toEqual(['Property taxes rose from $5,020.00 in 2023 to $5,310.20 in 2024.']);
    // The value itself is still what a plain question asks.
    expect(answering(stated, 'How much are the property taxes?')).toContain('$5,310.20 (2024)');
  });
});

describe('a table cell read with its neighbours', () => {
  // Cells of one row as the extraction keeps them: "Finished | 2,410 sq ft | Parking | ...".
  const row: Row[] = [
    { text: 'Finished 2,410 sq ft' },
    { concepts: 'parking', text: 'Parking' },
    { concepts: 'parking', text: 'Detached single garage, lane access' },
  ];

  it('holds the value asked only in its own cell or the cells after it', () => {
    const q = 'How many square feet is the garage?';
    // The garage's cells do not answer with the size of the cell before them. (That cell itself,
    // read with the garage's label after it, still passes: its window is items.ts's.)
    expect(answering(row, q)).not.toContain('Parking');
    expect(answering(row, q)).not.toContain('Detached single garage, lane access');
    const sized: Row[] = [
      { text: 'Finished 2,410 sq ft' },
      { concepts: 'parking', text: 'Parking' },
      { concepts: 'parking', text: 'Detached garage 22 x 24 ft' },
    ];
    expect(answering(sized, q).length).toBeGreaterThan(0);
  });

  it('a rate is the value of a money concept asked with no kind of value', () => {
    const rows: Row[] = [{ text: 'Net operating income $48,200' }, { text: 'Cap rate 4.10%' }];
    expect(answering(rows, 'cap rate?')).toContain('Cap rate 4.10%');
  });
});

describe('a Latin word in a CJK question', () => {
  it('is looked for in a Latin text: a street no document names is another listing', () => {
    const rows: Row[] = [
      { kind: 'fact', concept: 'strata_fee', concepts: 'strata_fee', label: 'Strata fee', text: '$498.20 per month' },
    ];
    for (const [lang, q] of [
      ['zh-TW', '你們在Harrowgate Blvd那間公寓的管理費是多少？'],
      ['ja', 'Harrowgate Blvdのマンションの管理費はいくらですか？'],
    ] as const)
      expect(answering(rows, q, lang), q).toEqual([]);
    expect(answering(rows, '这套公寓的管理费是多少？', 'zh-CN')).toEqual(['$498.20 per month']);
  });
});

describe('a concept no document names', () => {
  it('weighs fully beside the subject, also as a secondary concept', () => {
    const rows: Row[] = [
      { concepts: 'outdoor', text: 'South-facing back garden with raised beds and a stone patio.' },
      ...['Bedrooms 3', 'Bathrooms 2', 'Heating forced air, gas', 'Roof asphalt shingles, 2017'].map((text) => ({
        text,
      })),
      ...['Kitchen with quartz counters', 'Laundry on the upper floor', 'Zoning RS-1'].map((text) => ({ text })),
      ...['Year built 1994', 'Gross taxes $3,912.00 (2024)'].map((text) => ({ text })),
    ];
    expect(answering(rows, '庭に物置はありますか？', 'ja')).toEqual([]);
    expect(answering(rows, 'Is there a garden?')).toContain(rows[0]!.text);
  });
});

describe('a question for a phone number or an email', () => {
  it('is answered only by a text holding one, in every language', () => {
    const named: Row[] = [{ text: 'Pool maintenance is done by Lakeshore Pools for about $180/month in season.' }];
    const listed: Row[] = [...named, { text: 'Pool service: Lakeshore Pools, 250-555-0199.' }];
    for (const [lang, q] of [
      ['en', "What's the phone number of Lakeshore Pools?"],
      ['fr', 'Quel est le numéro de téléphone de Lakeshore Pools ?'],
      ['zh-CN', 'Lakeshore Pools的电话号码是什么？'],
      ['zh-TW', 'Lakeshore Pools的電話號碼是什麼？'],
      ['ja', 'Lakeshore Poolsの電話番号を教えてください。'],
      ['ko', 'Lakeshore Pools 전화번호가 뭐예요?'],
    ] as const) {
      expect(answering(named, q, lang), q).toEqual([]);
      expect(answering(listed, q, lang), q).not.toContain(named[0]!.text);
    }
    expect(answering(listed, "What's the phone number of Lakeshore Pools?")).toEqual([
      'Pool service: Lakeshore Pools, 250-555-0199.',
    ]);
  });
});
