// No sentence of one language carries words of another: every fact concept's sentence, in each
// of the six visitor languages, filled with a value read from a document written in each of the
// five document languages. A value in another language is quoted as written, with a note naming
// its language ("Frais de copropriété (en chinois) : 每月 350 加元."). The checks below are the
// test's own (scripts and common words), independent of the engine's detection.
import { describe, expect, it } from 'vitest';
import { CONCEPTS, LANGS, type Lang } from '../concepts/vocabulary';
import { factSentence } from './phrasing';
import type { TextLang } from './quote';

/** A value as a document in each language writes it. */
const VALUES: Record<TextLang, string[]> = {
  en: ['$350 per month, includes heat and hot water', 'Single garage off the lane with a charger'],
  fr: ['350 $ par mois, chauffage et eau chaude inclus', 'Garage simple dans la ruelle avec une borne'],
  zh: ['每月 350 加元，包括暖气和热水', '后巷单车库，配有充电桩'],
  ja: ['月額350ドル、暖房と給湯を含む', '裏道に面したシングルガレージ、充電器あり'],
  ko: ['월 350달러, 난방과 온수 포함', '뒷골목 쪽 단독 차고, 충전기 있음'],
};

/** How each visitor language names each document language in the note. */
const NAMES: Record<Lang, Record<TextLang, string>> = {
  en: { en: 'English', fr: 'French', zh: 'Chinese', ja: 'Japanese', ko: 'Korean' },
  fr: { en: 'anglais', fr: 'français', zh: 'chinois', ja: 'japonais', ko: 'coréen' },
  'zh-CN': { en: '英文', fr: '法文', zh: '中文', ja: '日文', ko: '韩文' },
  'zh-TW': { en: '英文', fr: '法文', zh: '中文', ja: '日文', ko: '韓文' },
  ja: { en: '英語', fr: 'フランス語', zh: '中国語', ja: '日本語', ko: '韓国語' },
  ko: { en: '영어', fr: '프랑스어', zh: '중국어', ja: '일본어', ko: '한국어' },
};

const base = (lang: Lang): TextLang => (lang === 'zh-CN' || lang === 'zh-TW' ? 'zh' : lang);

/** Words of a document language that a sentence of the visitor's language must not carry. */
function carries(sentence: string, doc: TextLang, visitor: TextLang): boolean {
  if (doc === visitor) return false;
  switch (doc) {
    case 'ko':
      return /\p{Script=Hangul}/u.test(sentence);
    case 'ja':
      return /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sentence) && visitor !== 'ja';
    case 'zh':
      return visitor === 'ja' ? /[每元气热后单车库电桩]/u.test(sentence) : /\p{Script=Han}/u.test(sentence);
    case 'en':
      return /\b(?:includes|heat|hot water|garage off the lane|charger)\b/i.test(sentence);
    case 'fr':
      return /\b(?:par mois|chauffage|eau chaude|ruelle|borne)\b/i.test(sentence);
  }
}

const FACTS = CONCEPTS.filter((c) => c.kind === 'fact');

describe('no mixed-language sentences', () => {
  for (const lang of LANGS)
    it(`${lang}: a value in another language is quoted, naming its language`, () => {
      const wrong: string[] = [];
      for (const c of FACTS)
        for (const doc of Object.keys(VALUES) as TextLang[])
          for (const value of VALUES[doc]) {
            const s = factSentence({ concept: c.id, label: c.labels?.[0] ?? c.id, text: value }, lang);
            if (!carries(s, doc, base(lang))) continue;
            // Carrying the value's words is right only as a quote that names their language.
            if (!s.includes(NAMES[lang][doc])) wrong.push(`${c.id} [${doc}] ${s}`);
          }
      expect(wrong).toEqual([]);
    });
});
