// A passage quoted in another language than the visitor's is introduced as a quote naming its
// language ("资料显示（英文原文）：…", "The documents say (in French): …"), so a visitor never
// takes an untranslated passage for an answer in their own language gone wrong.
import type { Lang } from '../concepts/vocabulary';
import { foldHan, hanForms } from '../text/zh-fold';

/** The languages a document can be written in (Chinese scripts are one language here). */
export type TextLang = 'en' | 'fr' | 'zh' | 'ja' | 'ko';

const HANGUL = /\p{Script=Hangul}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /\p{Script=Latin}/gu;
const FRENCH_WORDS =
  /\b(?:le|la|les|des|du|une|est|sont|et|pour|avec|dans|sur|aux|au|ce|cette|qui|que|pas|par|été|être|très|chez|selon|depuis)\b|[éèêàçùô]/giu;
const ENGLISH_WORDS = /\b(?:the|and|is|are|of|with|for|to|in|on|was|were|has|have|by|at|from|this|that|be)\b/giu;

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/** The language most of a text is written in, or null when it holds too few letters to tell. */
export function textLanguage(text: string): TextLang | null {
  const hangul = count(text, HANGUL);
  const kana = count(text, KANA);
  const han = count(text, HAN);
  const latin = count(text, LATIN);
  if (hangul + kana + han + latin < 8) return null;
  // Letters of a CJK script weigh about as much as a Latin word: count a character as three letters.
  const cjk = (hangul + kana + han) * 3;
  if (cjk >= latin) {
    if (hangul >= kana + han) return 'ko';
    if (kana > 0 && kana * 4 >= han) return 'ja';
    return 'zh';
  }
  const fr = count(text, FRENCH_WORDS);
  const en = count(text, ENGLISH_WORDS);
  return fr > en ? 'fr' : 'en';
}

const baseLang = (lang: Lang): TextLang => (lang === 'zh-CN' || lang === 'zh-TW' ? 'zh' : lang);

/** The name of each document language, in the visitor's language. */
const LANGUAGE_NAMES: Record<Lang, Record<TextLang, string>> = {
  en: { en: 'English', fr: 'French', zh: 'Chinese', ja: 'Japanese', ko: 'Korean' },
  fr: { en: 'anglais', fr: 'français', zh: 'chinois', ja: 'japonais', ko: 'coréen' },
  'zh-CN': { en: '英文', fr: '法文', zh: '中文', ja: '日文', ko: '韩文' },
  'zh-TW': { en: '英文', fr: '法文', zh: '中文', ja: '日文', ko: '韓文' },
  ja: { en: '英語', fr: 'フランス語', zh: '中国語', ja: '日本語', ko: '韓国語' },
  ko: { en: '영어', fr: '프랑스어', zh: '중국어', ja: '일본어', ko: '한국어' },
};

/** How the note reads in each visitor language, placed before the lead's colon. */
const NOTE: Record<Lang, (name: string) => string> = {
  en: (name) => ` (in ${name})`,
  fr: (name) => ` (en ${name})`,
  'zh-CN': (name) => `（${name}原文）`,
  'zh-TW': (name) => `（${name}原文）`,
  ja: (name) => `（${name}の原文）`,
  ko: (name) => `(${name} 원문)`,
};

/** The note naming a quoted text's language, in the visitor's language (" (in French)", "（英文原文）"). */
export function languageNote(lang: Lang, textLang: TextLang): string {
  return NOTE[lang](LANGUAGE_NAMES[lang][textLang]);
}

// Units, abbreviations and words every language writes in Latin letters inside a value.
const SHARED_LATIN =
  /^(?:sq|ft|sqft|sf|m|m2|km|cm|mm|kw|kwh|am|pm|mls|hoa|ev|gst|pst|hst|usd|cad|min|mins|hr|hrs|no|st|ave|rd|dr|blvd|n\/a|x)$/i;

// Common words of one of the two Latin-script languages that the other does not write.
const ONLY_FRENCH =
  /\b(?:les|des|une|est|sont|et|pour|avec|dans|sur|aux|au|par|mois|inclus|compris|chauffage|eau)\b|[éèêàçùô]/giu;
const ONLY_ENGLISH = /\b(?:the|and|with|includes?|including|is|are|of|for|from|this|that|per|month|year)\b/giu;

// Characters of Chinese text that Japanese writes otherwise or not at all (的, 为, 这, 每 for 毎, 元 of 加元).
const CHINESE_ONLY = /[的为為这這们們个個每与與包括约約元吗嗎么麼]/u;

/** Han text in Simplified script: its Traditional form differs (Japanese writes neither "后" nor "车"). */
function simplified(text: string): boolean {
  const forms = hanForms(text);
  return forms.length > 1 && foldHan(text) === text;
}

/**
 * The language of the words a value (a fact read from a document) would carry into a sentence of
 * the visitor's language, when they are not the visitor's: Chinese in a French sentence, English
 * in a Japanese one, Korean in a Chinese one. Figures, currency, units and names alone carry none.
 */
export function foreignLanguage(value: string, lang: Lang): TextLang | null {
  const own = baseLang(lang);
  const hangul = count(value, HANGUL);
  const kana = count(value, KANA);
  const han = count(value, HAN);
  if (own === 'en' || own === 'fr') {
    if (hangul + kana + han > 0) return hangul >= kana + han ? 'ko' : kana > 0 ? 'ja' : 'zh';
    // One word the other language alone writes is enough: the value's own part may have been put
    // in the visitor's language already ("$350 par mois, includes heat").
    if (own === 'en') return count(value, ONLY_FRENCH) > 0 ? 'fr' : null;
    return count(value, ONLY_ENGLISH) > 0 ? 'en' : null;
  }
  if (hangul > 0 && own !== 'ko') return 'ko';
  if (kana > 0 && own !== 'ja') return 'ja';
  if (han > 1 && own === 'ko') return kana > 0 ? 'ja' : 'zh';
  // Chinese beside Japanese: Han without kana, with a character Japanese does not write that way.
  if (own === 'ja' && han > 1 && kana === 0 && (CHINESE_ONLY.test(value) || simplified(value))) return 'zh';
  // Latin words: a lower-case word, or three capitalised ones (a brand or a name alone is no
  // sentence of another language).
  const words = (value.match(/\p{Script=Latin}[\p{Script=Latin}'-]*/gu) ?? []).filter(
    (w) => w.length >= 2 && !SHARED_LATIN.test(w) && !/^\p{Lu}+$/u.test(w),
  );
  const lower = words.filter((w) => /^\p{Ll}/u.test(w) && w.length >= 3);
  if (lower.length >= 1 || words.length >= 3) {
    const fr = count(value, FRENCH_WORDS);
    return fr > count(value, ENGLISH_WORDS) ? 'fr' : 'en';
  }
  return null;
}

/** The lead of a quote ("The documents say: "), naming the quote's language when it is not the
 * visitor's. */
export function quoteLead(lead: string, quoted: string, lang: Lang): string {
  const docLang = textLanguage(quoted);
  if (!docLang || docLang === baseLang(lang)) return lead;
  const note = NOTE[lang](LANGUAGE_NAMES[lang][docLang]);
  const m = /\s*[:：]\s*$/.exec(lead);
  if (!m) return lead;
  return `${lead.slice(0, m.index)}${note}${lead.slice(m.index)}`;
}
