import { describe, expect, it } from 'vitest';
import { EN, LABELS, LANGUAGES, SPEC_LABEL_KEYS, fill } from './labels';

describe('labels', () => {
  it('has the spec label set', () => {
    expect(SPEC_LABEL_KEYS).toHaveLength(30);
    for (const k of SPEC_LABEL_KEYS) expect(EN[k]).toBeTruthy();
  });

  it.each(LANGUAGES.map((l) => l.code))('is complete in %s with the same placeholders', (code) => {
    const labels = LABELS[code];
    for (const key of Object.keys(EN) as Array<keyof typeof EN>) {
      expect(labels[key], `${code}.${key}`).toBeTruthy();
      const ph = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(ph(labels[key]), `${code}.${key} placeholders`).toEqual(ph(EN[key]));
    }
    expect(Object.keys(labels).sort()).toEqual(Object.keys(EN).sort());
  });

  it('non-English languages are actually translated', () => {
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
      expect(LABELS[code].welcomeMsg).not.toBe(EN.welcomeMsg);
      expect(LABELS[code].languagePrompt).not.toBe(EN.languagePrompt);
    }
  });

  it('fills placeholders', () => {
    expect(fill(EN.consent, { agent: 'Alex Morgan' })).toBe(
      'By sending, you agree that Alex Morgan may contact you about this property.',
    );
  });
});
