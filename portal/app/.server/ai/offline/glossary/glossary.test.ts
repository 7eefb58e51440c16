import type { Lang } from '@i18n/languages';
import { describe, expect, it } from 'vitest';
import { createGlossary, getGlossary } from './glossary';
import type { GlossaryEntry } from './types';

const g = getGlossary();
const ids = (text: string, lang: Lang) => g.find(text, lang).map((m) => m.id);
const spans = (text: string, lang: Lang) => g.find(text, lang).map((m) => text.slice(m.start, m.end));

describe('glossary look-ups', () => {
  it('finds English terms with plurals, abbreviations and misspellings', () => {
    expect(ids('Is there a sump pump in the basement?', 'en')).toContain('sump_pump');
    expect(ids('How old is the HWT?', 'en')).toContain('water_heater');
    expect(ids('any polybutelene plumbing?', 'en')).toContain('poly_b');
    expect(ids('Were the downspouts extended?', 'en')).toContain('downspout');
    expect(spans('Two smoke detectors were missing.', 'en')).toEqual(['smoke detectors']);
  });

  it('matches Latin terms on whole words only', () => {
    expect(ids('She bedecked the spool with ribbons', 'en')).toEqual([]);
    expect(ids('is it a pexagon', 'en')).not.toContain('pex');
  });

  it('finds French terms through elisions, folded accents and plurals', () => {
    expect(ids("L'inspecteur a-t-il vu des fissures ?", 'fr')).toEqual(['home_inspector', 'crack']);
    expect(ids("Y a-t-il une pompe d'assechement?", 'fr')).toContain('sump_pump');
    expect(ids('Les tuyaux galvanisés ont-ils été remplacés?', 'fr')).toContain('galvanized_pipes');
    expect(ids('Il y a un clapet anti-retour', 'fr')).toContain('backwater_valve');
    expect(ids('Grand 4 ½ à louer, et un 5½ au deuxième', 'fr')).toEqual(['bedroom_count_two', 'bedroom_count_three']);
  });

  it('finds Chinese terms in running text, simplified and traditional', () => {
    expect(ids('地下室有没有污水泵？', 'zh-CN')).toContain('sump_pump');
    expect(ids('有集水井泵嗎？', 'zh-TW')).toContain('sump_pump');
    expect(ids('驗屋報告有提到漏水嗎', 'zh-TW')).toEqual(['inspection_report', 'leak']);
  });

  it('finds Japanese terms with fewer okurigana and without a final long-vowel mark', () => {
    expect(ids('サンプポンプはありますか', 'ja')).toContain('sump_pump');
    expect(ids('水漏はありましたか', 'ja')).toContain('leak');
    expect(ids('サンプ・ポンプの交換', 'ja')).toContain('sump_pump');
  });

  it('finds Korean terms followed by particles, with or without the space inside', () => {
    expect(ids('섬프 펌프가 있나요?', 'ko')).toContain('sump_pump');
    expect(ids('섬프펌프는 언제 교체했나요', 'ko')).toContain('sump_pump');
    expect(spans('누수가 있었나요', 'ko')).toEqual(['누수']);
  });

  it('finds the English terms Chinese, Japanese and Korean visitors type among their own words', () => {
    expect(ids('inspection report 有吗', 'zh-CN')).toContain('inspection_report');
    expect(ids('PEX配管ですか', 'ja')).toContain('pex');
  });

  it('prefers the longest term and never overlaps', () => {
    const found = g.find('Is the hot water tank rental included?', 'en');
    expect(found.map((m) => m.id)).toEqual(['water_heater_rental', 'inclusions']);
    for (const lang of ['en', 'ja'] as const) {
      const all = g.find('sump pump サンプポンプ sump pit pump 排水ポンプ', lang);
      for (let i = 1; i < all.length; i++) expect(all[i]!.start).toBeGreaterThanOrEqual(all[i - 1]!.end);
    }
  });

  it("reports offsets in the caller's text, whatever its width or accents", () => {
    const text = 'Ｌ’ＩＮＳＰＥＣＴＥＵＲ a vu une fuite d’eau';
    const found = g.find(text, 'fr');
    expect(found.map((m) => text.slice(m.start, m.end))).toEqual(['ＩＮＳＰＥＣＴＥＵＲ', 'fuite d’eau']);
    const decomposed = 'la pompe de puisard a e\u0301te\u0301 remplace\u0301e';
    expect(decomposed.slice(...range(g.find(decomposed, 'fr')[0]!))).toBe('pompe de puisard');
  });

  it("leads a Japanese visitor's term to the English sentence that names it", () => {
    const [term] = g.find('地下にサンプポンプはありますか？', 'ja');
    expect(term?.id).toBe('sump_pump');
    const english = g.forms(term!.id, 'en');
    expect(english[0]).toBe('sump pump');
    const sentence = 'A submersible sump pump was installed in the utility room in 2019.';
    const hit = g.find(sentence, 'en').find((m) => m.id === term!.id);
    expect(hit && sentence.slice(hit.start, hit.end)).toBe('sump pump');
  });

  it('gives forms, entries and the whole list', () => {
    expect(g.forms('sump_pump', 'fr')[0]).toBe('pompe de puisard');
    expect(g.forms('no_such_term', 'fr')).toEqual([]);
    expect(g.entry('sump_pump')?.domain).toBe('plumbing');
    expect(g.all().length).toBeGreaterThan(100);
    expect(g.find('', 'en')).toEqual([]);
  });
});

describe('glossary matcher rules', () => {
  const entry = (id: string, forms: Partial<Record<Lang, string[]>>): GlossaryEntry => ({
    id,
    domain: 'test',
    en: [],
    fr: [],
    'zh-CN': [],
    'zh-TW': [],
    ja: [],
    ko: [],
    ...forms,
  });
  const small = createGlossary([
    entry('air_conditioning', { en: ['AC', 'a/c'], ko: ['에어컨'] }),
    entry('well', { ko: ['우물'], ja: ['井戸'] }),
    entry('handover', { ja: ['引き渡し'] }),
    entry('boiler', { ja: ['ボイラー'] }),
  ]);

  it('reads a slash or a hyphen between the words of a term', () => {
    expect(small.find('Is there A/C?', 'en').map((m) => m.id)).toEqual(['air_conditioning']);
    expect(small.find('the back deck', 'en')).toEqual([]);
  });

  it('lets a two-syllable Korean term match only at the start of a word', () => {
    expect(small.find('우물이 있나요', 'ko').map((m) => m.id)).toEqual(['well']);
    expect(small.find('그우물', 'ko')).toEqual([]);
    expect(small.find('에어컨이 있나요? AC', 'ko').map((m) => m.id)).toEqual(['air_conditioning', 'air_conditioning']);
  });

  it('accepts Japanese spellings with fewer okurigana and katakana without the long-vowel mark', () => {
    for (const text of ['引き渡しはいつ', '引渡しはいつ', '引渡日は'])
      expect(small.find(text, 'ja')[0]?.id).toBe('handover');
    expect(small.find('ボイラの交換', 'ja')[0]?.id).toBe('boiler');
  });
});

function range(m: { start: number; end: number }): [number, number] {
  return [m.start, m.end];
}
