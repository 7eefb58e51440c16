// The glossary data's rules: complete in every language, one meaning per form, and no form so
// short or common that it would match everything.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@i18n/languages';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from './domains';
import { normalizeTerm } from './normalize';
import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from './zh-script';

// The floor under the current count, so a data change that drops entries by mistake fails.
const MIN_ENTRIES = 1520;

const entries = DOMAINS.flatMap((d) => d.entries.map((e) => ({ ...e, file: d.name })));
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

// Words that would tag every sentence: function words and nouns every listing uses.
const STOP: Record<string, string[]> = {
  en: 'a an and are as at be by for from has have home house how in is it no of on or property room rooms the this to unit water what with yes tank building place space area year new old'.split(
    ' ',
  ),
  fr: 'a au aux avec ce de des du en est et il la le les maison ou par pour propriete que qui un une eau piece batiment logement annee chose'.split(
    ' ',
  ),
  'zh-CN': ['的', '了', '是', '有', '吗', '房子', '房屋', '这个', '什么', '多少', '水', '房间', '面积'],
  'zh-TW': ['的', '了', '是', '有', '嗎', '房子', '房屋', '這個', '什麼', '多少', '水', '房間', '面積'],
  ja: ['の', 'は', 'です', 'ます', '家', '物件', '建物', '水', '部屋', '何', 'いくら', 'ある', 'あります'],
  ko: ['이', '가', '은', '는', '집', '주택', '물', '건물', '방', '있나요', '뭐', '얼마'],
};

/** The key two forms share when the matcher cannot tell them apart. */
function key(form: string): string {
  const k = normalizeTerm(form).replace(/[\s'./&+-]+/g, ' ');
  return CJK.test(k) ? k.replace(/ /g, '') : k;
}

describe('glossary data', () => {
  it('lists every data file and files each entry under its own domain', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(DOMAINS.map((d) => `${d.name}.json`).sort()).toEqual(files.sort());
    for (const e of entries) expect(e.domain, e.id).toBe(e.file);
    for (const d of DOMAINS) expect(d.entries.length, d.name).toBeGreaterThan(0);
  });

  it(`has at least ${MIN_ENTRIES} entries with unique snake_case ids`, () => {
    expect(entries.length).toBeGreaterThanOrEqual(MIN_ENTRIES);
    const ids = entries.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:_[a-z0-9]+)*$/);
  });

  it('gives every entry at least one form in each of the six languages', () => {
    for (const e of entries)
      for (const lang of LANGUAGE_CODES) {
        expect(Array.isArray(e[lang]), `${e.id}/${lang}`).toBe(true);
        expect(e[lang].length, `${e.id}/${lang}`).toBeGreaterThan(0);
        for (const form of e[lang]) {
          expect(form.trim(), `${e.id}/${lang}`).not.toBe('');
          expect(form, `${e.id}/${lang}: spaces`).toBe(form.trim().replace(/\s+/g, ' '));
        }
      }
  });

  it('writes Latin forms in lower case, except acronyms', () => {
    for (const e of entries)
      for (const lang of LANGUAGE_CODES)
        for (const form of e[lang])
          for (const word of form.match(/\p{Script=Latin}+/gu) ?? [])
            if (word !== word.toLowerCase()) expect(word, `${e.id}/${lang}: "${form}"`).toBe(word.toUpperCase());
  });

  it('has no stop word, single character or lone two-letter word as a form', () => {
    for (const e of entries)
      for (const lang of LANGUAGE_CODES)
        for (const form of e[lang]) {
          const k = key(form);
          expect(STOP[lang], `${e.id}/${lang}: "${form}"`).not.toContain(k);
          // One character only where the entry marks it (singleChar): the matcher then takes it as a word
          // of its own, never inside a longer word.
          if (!e.singleChar?.includes(form))
            expect([...k.replace(/ /g, '')].length, `${e.id}/${lang}: "${form}"`).toBeGreaterThan(1);
          // "AC", "EV": two letters are only safe as an acronym a text writes in capitals.
          if (/^\p{Script=Latin}{2}$/u.test(form)) expect(form, `${e.id}/${lang}`).toBe(form.toUpperCase());
        }
  });

  it('marks as singleChar only one Chinese or Japanese character that is a form of the entry', () => {
    const marked = entries.filter((e) => e.singleChar);
    expect(marked.length).toBeGreaterThan(0);
    for (const e of marked)
      for (const c of e.singleChar!) {
        expect(c, e.id).toMatch(/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u);
        expect(
          LANGUAGE_CODES.some((lang) => e[lang].includes(c)),
          `${e.id}: "${c}"`,
        ).toBe(true);
      }
  });

  it('writes zh-CN forms in simplified and zh-TW forms in traditional characters', () => {
    const wrong: string[] = [];
    for (const e of entries) {
      for (const form of e['zh-CN'])
        if ([...form].some((c) => TRADITIONAL_ONLY.has(c))) wrong.push(`${e.id}/zh-CN: "${form}"`);
      for (const form of e['zh-TW'])
        if ([...form].some((c) => SIMPLIFIED_ONLY.has(c))) wrong.push(`${e.id}/zh-TW: "${form}"`);
    }
    expect(wrong).toEqual([]);
    // The check itself: a form in the wrong script is caught.
    expect([...'户外灯'].some((c) => SIMPLIFIED_ONLY.has(c))).toBe(true);
    expect([...'戶外燈'].some((c) => TRADITIONAL_ONLY.has(c))).toBe(true);
  });

  it('gives each form one meaning per language', () => {
    for (const lang of LANGUAGE_CODES) {
      const owner = new Map<string, string>();
      const clashes: string[] = [];
      for (const e of entries)
        for (const form of e[lang]) {
          const k = key(form);
          const other = owner.get(k);
          if (other && other !== e.id) clashes.push(`${lang} "${form}": ${other} / ${e.id}`);
          owner.set(k, e.id);
        }
      expect(clashes).toEqual([]);
    }
  });
});
