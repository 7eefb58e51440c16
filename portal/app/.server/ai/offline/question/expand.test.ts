import { describe, expect, it } from 'vitest';
import { coverage, covers, expandQuestion, type TermLookup } from './expand';
import type { Lang } from '../concepts/vocabulary';

// A made-up two-term glossary with the shape of the real one.
const ENTRIES: Array<{ id: string } & Record<Lang, string[]>> = [
  {
    id: 'cistern',
    en: ['cistern', 'rainwater tank'],
    fr: ['citerne', "réservoir d'eau de pluie"],
    'zh-CN': ['蓄水池', '雨水箱'],
    'zh-TW': ['蓄水池', '雨水箱'],
    ja: ['貯水槽', '雨水タンク'],
    ko: ['저수조', '빗물 탱크'],
  },
  {
    id: 'heat_trace',
    en: ['heat trace', 'heat tape'],
    fr: ['câble chauffant'],
    'zh-CN': ['伴热带'],
    'zh-TW': ['伴熱帶'],
    ja: ['凍結防止ヒーター'],
    ko: ['열선'],
  },
];
const lookup: TermLookup = {
  find: (text, lang) =>
    ENTRIES.flatMap((e) =>
      e[lang]
        .filter((f) => text.toLowerCase().includes(f.toLowerCase()))
        .slice(0, 1)
        .map((f) => {
          const start = text.toLowerCase().indexOf(f.toLowerCase());
          return { id: e.id, start, end: start + f.length };
        }),
    ),
  forms: (id, lang) => ENTRIES.find((e) => e.id === id)?.[lang] ?? [],
};

describe('question expansion through the glossary', () => {
  it('turns a Japanese question into the English and French words of its terms', () => {
    const x = expandQuestion('貯水槽の容量はどのくらいですか？', 'ja', lookup);
    expect(x.groups.map((g) => g.id)).toEqual(['cistern']);
    expect(x.words).toEqual(expect.arrayContaining(['cistern', 'rainwater', 'tank', 'citerne']));
  });

  it('adds the other Chinese script so a Traditional question meets a Simplified document', () => {
    const x = expandQuestion('伴熱帶還能用嗎？', 'zh-TW', lookup);
    expect(x.words).toContain('伴热带');
  });

  it('looks Latin words of a CJK question up in English too', () => {
    expect(expandQuestion('heat tape 有没有？', 'zh-CN', lookup).groups.map((g) => g.id)).toEqual(['heat_trace']);
  });

  it('says which sentences name a term, in any language and in the plural', () => {
    const [g] = expandQuestion('저수조 있나요?', 'ko', lookup).groups;
    expect(covers(g!, 'Two rainwater tanks of 5,000 L sit behind the barn.')).toBe(true);
    expect(covers(g!, 'La citerne a été vidée en 2023.')).toBe(true);
    expect(covers(g!, 'The hot water tank is electric.')).toBe(false);
    expect(coverage([g!], 'Cisterns were cleaned.')).toBe(1);
  });

  it('without a glossary still gives the question its own words', () => {
    const x = expandQuestion('Is there a cistern?', 'en', null);
    expect(x.groups).toEqual([]);
    expect(x.words).toContain('cistern');
  });
});
