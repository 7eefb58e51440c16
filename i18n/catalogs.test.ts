import { describe, expect, it } from 'vitest';
import { CATALOGS, t, type Domain } from './catalogs';
import { format, pluralCategory, translate } from './format';
import { LANGUAGES, preferredLanguage, shippedLanguage, toLang } from './languages';

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
/** A key without its plural suffix: "files_one" → "files". */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const domains = Object.keys(CATALOGS.en) as Domain[];

describe('catalogs', () => {
  describe.each(domains)('domain %s', (domain) => {
    const en = CATALOGS.en[domain] as Record<string, string>;
    const enBases = [...new Set(Object.keys(en).map(base))].sort();

    it.each(LANGUAGES.map((l) => l.code))('%s has every text of English with the same placeholders', (lang) => {
      const cat = CATALOGS[lang][domain] as Record<string, string>;
      expect([...new Set(Object.keys(cat).map(base))].sort()).toEqual(enBases);
      for (const [key, text] of Object.entries(cat)) {
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}/${domain}.${key} is empty`).toBe(true);
        const enText = en[key] ?? en[`${base(key)}_other`];
        expect(placeholders(text), `${lang}/${domain}.${key} placeholders`).toEqual(placeholders(enText));
      }
      // A plural text has every category the language uses, and "other".
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const key of Object.keys(en).filter((k) => k.endsWith('_other'))) {
        for (const c of categories)
          expect(cat[`${base(key)}_${c}`], `${lang}/${domain}.${base(key)}_${c}`).toBeTruthy();
      }
    });
  });

  it('translations differ from English where a visitor reads them', () => {
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
      expect(t(code, 'chat', 'welcomeMsg')).not.toBe(t('en', 'chat', 'welcomeMsg'));
    }
  });

  it('fills named placeholders and keeps unknown ones visible', () => {
    expect(format('Hi {name}, {missing}', { name: 'Ana' })).toBe('Hi Ana, {missing}');
    expect(t('en', 'chat', 'consent', { agent: 'Alex Morgan' })).toBe(
      'By sending, you agree that Alex Morgan may contact you about this property.',
    );
  });

  it('picks plural variants with Intl.PluralRules', () => {
    const cat = { files_one: '{count} file', files_other: '{count} files' };
    expect(translate(cat, 'en', 'files', { count: 1 })).toBe('1 file');
    expect(translate(cat, 'en', 'files', { count: 3 })).toBe('3 files');
    expect(translate(cat, 'fr', 'files', { count: 0 })).toBe('0 file'); // French: 0 is "one"
    expect(pluralCategory('ja', 1)).toBe('other');
    expect(() => translate(cat, 'en', 'nope')).toThrow(/missing text/);
  });

  it('maps language tags to the six shipped languages', () => {
    expect(shippedLanguage('fr-CA')).toBe('fr');
    expect(shippedLanguage('zh-Hant')).toBe('zh-TW');
    expect(shippedLanguage('zh-HK')).toBe('zh-TW');
    expect(shippedLanguage('zh')).toBe('zh-CN');
    expect(shippedLanguage('zh-Hans-TW')).toBe('zh-CN');
    expect(shippedLanguage('KO-kr')).toBe('ko');
    expect(shippedLanguage('de')).toBeNull();
    expect(shippedLanguage('not a tag')).toBeNull();
    expect(toLang('es-MX')).toBe('en');
  });

  it("reads the visitor's language from Accept-Language by q-value", () => {
    expect(preferredLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLanguage('de-DE,de;q=0.9,ja;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLanguage('zh-HK;q=0.8, ko;q=0.9')).toBe('ko');
    expect(preferredLanguage('zh-HK')).toBe('zh-TW');
    expect(preferredLanguage('de, es')).toBeNull();
    expect(preferredLanguage('*')).toBeNull();
    expect(preferredLanguage('')).toBeNull();
    expect(preferredLanguage('fr;q=0, en')).toBe('en');
  });
});
