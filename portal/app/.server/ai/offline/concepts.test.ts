// A concept record is complete when a fact can be found and said in every language: terms that
// reach it (vocabulary.test.ts), labels that mark it in tables, a display name and a sentence in
// each of the six languages.
import { describe, expect, it } from 'vitest';
import { CONCEPTS, LANGS } from './vocabulary';
import { conceptName, factSentence } from './phrasing';

const FACTS = CONCEPTS.filter((c) => c.kind === 'fact');

describe('concept records', () => {
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
