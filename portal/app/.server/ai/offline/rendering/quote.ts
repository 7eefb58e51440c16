// A passage quoted in another language than the visitor's is introduced as a quote naming its
// language ("资料显示（英文原文）：…", "The documents say (in French): …"), so a visitor never
// takes an untranslated passage for an answer in their own language gone wrong.
import type { Lang } from '../concepts/vocabulary';

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
