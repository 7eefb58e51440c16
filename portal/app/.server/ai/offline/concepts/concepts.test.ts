// A concept record is complete when a fact can be found and said in every language: terms that
// reach it in each of the six languages (vocabulary.test.ts checks they match), labels that mark it
// in tables, a display name and a sentence in each language that holds the value.
import { describe, expect, it } from 'vitest';
import { CONCEPTS, LANGS, type Concept, type L6 } from './vocabulary';
import { conceptName, factSentence } from '../rendering/phrasing';

const FACTS = CONCEPTS.filter((c) => c.kind === 'fact');

/** What is missing from a record: a language without terms, a name or sentence without a language. */
function recordProblems(c: Concept): string[] {
  const out: string[] = [];
  for (const lang of LANGS) {
    const terms = c.terms[lang];
    if (!Array.isArray(terms)) out.push(`no terms for ${lang}`);
    else if (!terms.length && !c.absorbs) out.push(`empty term list for ${lang}`);
    else if (terms.some((x) => !x.trim())) out.push(`a blank term for ${lang}`);
  }
  const texts: Array<[string, L6 | undefined]> = [
    ['name', c.name],
    ['template', c.template?.text],
    ['template.num', c.template?.num],
    ['template.year', c.template?.year],
  ];
  for (const [key, text] of texts) {
    if (!text) continue;
    for (const lang of LANGS) {
      const s = (text as Partial<L6>)[lang];
      if (!s?.trim()) out.push(`${key} has no ${lang} text`);
      else if (key.startsWith('template') && !s.includes('{v}')) out.push(`${key} in ${lang} does not say the value`);
    }
  }
  return out;
}

describe('concept records', () => {
  it('have unique ids', () => {
    expect(new Set(CONCEPTS.map((c) => c.id)).size).toBe(CONCEPTS.length);
  });

  it.each(CONCEPTS.map((c) => [c.id, c] as const))('%s has terms, names and sentences in every language', (_, c) => {
    expect(recordProblems(c)).toEqual([]);
  });

  it('finds a record that misses a language, has an empty term list or a template without a language', () => {
    const price = CONCEPTS.find((c) => c.id === 'price')!;
    const { ko: _ko, ...noKorean } = price.terms;
    expect(recordProblems({ ...price, terms: noKorean as Concept['terms'] })).toContain('no terms for ko');
    expect(recordProblems({ ...price, terms: { ...price.terms, ja: [] } })).toContain('empty term list for ja');
    const { fr: _fr, ...noFrench } = price.template!.text;
    expect(recordProblems({ ...price, template: { text: noFrench as L6 } })).toContain('template has no fr text');
    expect(recordProblems({ ...price, name: { ...price.name!, 'zh-TW': ' ' } })).toContain('name has no zh-TW text');
  });

  it.each(FACTS.map((c) => [c.id, c] as const))('%s has table labels', (_, c) => {
    expect(c.labels?.length).toBeGreaterThan(0);
  });

  it.each(FACTS.map((c) => [c.id] as const))('%s has a display name in every language', (id) => {
    for (const lang of LANGS) {
      const name = conceptName(id, '\u0000label', lang);
      expect(name, `${id}/${lang}`).not.toBe('\u0000label');
      expect(name.trim(), `${id}/${lang}`).not.toBe('');
    }
  });

  it.each(FACTS.map((c) => [c.id, c] as const))('%s is said in every language with the value', (id, c) => {
    for (const lang of LANGS) {
      const sentence = factSentence({ concept: id, label: c.labels![0]!, text: 'QX-417' }, lang);
      expect(sentence, `${id}/${lang}`).toContain('QX-417');
    }
  });
});
