import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAD_LANG_TAGS } from '../../../e2e/security/payloads';
import { CATALOGS } from '@i18n/catalogs';
import { openTestDatabase, type TestDatabase } from '@db/connection';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { resetRateLimitsForTests } from '../rate-limit.server';
import { createLabelService, LABEL_CACHE_SIZE, LABEL_LIMITS, translatableLanguage } from './labels.server';

let calls: string[];
const fakeTranslate = async (labels: Record<string, string>, language: string) => {
  calls.push(language);
  return { ...labels, send: `send(${language})` };
};

// The translation budget and the per-IP limit are counted in the database (the rate-limit store):
// one database for the file, its counters cleared before each case.
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  process.env.OHA_RATE_LIMIT_SCALE = '1';
  resetConfigForTests();
  useDatabaseForTests(t);
  await resetRateLimitsForTests();
  calls = [];
});
afterEach(() => {
  useDatabaseForTests(undefined);
  delete process.env.OHA_RATE_LIMIT_SCALE;
  resetConfigForTests();
});

describe('labels for a language tag', () => {
  it.each([
    ['en', 'en'],
    ['EN-us', 'en'],
    ['fr-CA', 'fr'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-hk', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['ja-JP-u-ca-japanese', 'ja'],
    ['ko-KR', 'ko'],
  ])('serves the shipped catalog for %s (%s) without translating', async (tag, lang) => {
    const s = createLabelService(fakeTranslate);
    const r = await s.labelsFor(tag, '1.1.1.1');
    expect(r).toMatchObject({ ok: true, lang });
    expect(r.ok && r.labels).toBe(CATALOGS[lang as keyof typeof CATALOGS].chat);
    expect(calls).toEqual([]);
  });

  it.each(BAD_LANG_TAGS)('refuses %j with 400 and stores nothing', async (tag) => {
    const s = createLabelService(fakeTranslate);
    expect(await s.labelsFor(tag, '1.1.1.1')).toEqual({ ok: false, status: 400 });
    expect(s.cache.size).toBe(0);
    expect(calls).toEqual([]);
  });

  it('translates once per language, whatever the tag', async () => {
    const s = createLabelService(fakeTranslate);
    for (const tag of ['de', 'DE-at', 'de-CH', 'de-x-probe1', 'de-x-probe2', 'de-1996']) {
      const r = await s.labelsFor(tag, '1.1.1.1');
      expect(r).toMatchObject({ ok: true, lang: 'de' });
    }
    expect(calls).toEqual(['de']);
    expect(s.cache.keys()).toEqual(['de']);
  });

  it('keeps at most LABEL_CACHE_SIZE languages', async () => {
    process.env.OHA_RATE_LIMIT_SCALE = '0';
    resetConfigForTests();
    const s = createLabelService(fakeTranslate);
    const languages = new Intl.DisplayNames(['en'], { type: 'language' });
    const codes =
      'af am ar az be bg bn bs ca cs cy da de el es et eu fa fi fil ga gl gu he hi hr hu hy id is it ka kk km kn ky lo lt lv mk ml mn mr ms my nb ne nl or pa pl ps pt ro ru si sk sl sq sr sv sw ta te th tr uk ur uz vi zu'.split(
        ' ',
      );
    expect(codes.length).toBeGreaterThan(LABEL_CACHE_SIZE);
    for (const c of codes) {
      expect(languages.of(c)).toBeTruthy();
      expect((await s.labelsFor(`${c}-x-${c}1`, '1.1.1.1')).ok).toBe(true);
    }
    expect(s.cache.size).toBe(LABEL_CACHE_SIZE);
  });

  it('limits requests per IP with a retry time', async () => {
    const s = createLabelService(fakeTranslate);
    for (let i = 0; i < LABEL_LIMITS.perIp.limit; i++) expect((await s.labelsFor('de', '2.2.2.2')).ok).toBe(true);
    const r = await s.labelsFor('de', '2.2.2.2');
    expect(r).toMatchObject({ ok: false, status: 429 });
    expect(!r.ok && r.retryAfter).toBeGreaterThan(0);
    expect((await s.labelsFor('de', '3.3.3.3')).ok).toBe(true);
    // The shipped languages are never limited.
    expect((await s.labelsFor('fr', '2.2.2.2')).ok).toBe(true);
  });

  it('budgets new translations for the whole server', async () => {
    const s = createLabelService(fakeTranslate);
    const codes = ['de', 'es', 'it', 'pt', 'nl', 'sv', 'pl', 'ru', 'uk', 'tr', 'ar', 'he', 'hi', 'th', 'vi'];
    const codes2 = ['id', 'ms', 'fi', 'da', 'nb', 'cs', 'sk', 'hu', 'ro', 'bg', 'el'];
    let refused = 0;
    for (const [i, c] of [...codes, ...codes2].entries()) {
      const r = await s.labelsFor(c, `10.0.0.${i}`);
      if (!r.ok) {
        expect(r.status).toBe(429);
        refused++;
      }
    }
    expect(calls).toHaveLength(LABEL_LIMITS.translations.limit);
    expect(refused).toBe(codes.length + codes2.length - LABEL_LIMITS.translations.limit);
  });

  it('forgets a failed translation so a later request may retry', async () => {
    let fail = true;
    const s = createLabelService(async (labels, language) => {
      calls.push(language);
      if (fail) throw new Error('provider down');
      return labels;
    });
    expect(await s.labelsFor('de', '1.1.1.1')).toEqual({ ok: false, status: 502 });
    fail = false;
    expect((await s.labelsFor('de', '1.1.1.1')).ok).toBe(true);
    expect(calls).toEqual(['de', 'de']);
  });

  it('names the language subtag of real languages only', () => {
    expect(translatableLanguage('sr-Latn-RS')).toBe('sr');
    expect(translatableLanguage('xx')).toBeNull();
    expect(translatableLanguage('not a tag')).toBeNull();
  });
});
