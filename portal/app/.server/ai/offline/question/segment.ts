// Word segmentation per language, for the words of a question that go to the FTS5 query and the
// glossary: Chinese and Japanese have no spaces (Intl.Segmenter, built into Node, finds the
// words), Korean glues particles and verb endings to its nouns ("정화조는" → "정화조"), French
// elides articles ("l'entrée" → "entree", accents folded by normalize()).
import { latinWords, normalize } from '../text/text';
import type { Lang } from '../concepts/vocabulary';
import { CJ_FUNCTION_WORDS, KO_FUNCTION_WORDS, LANGUAGE } from '../lang';

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+/gu;
const HIRAGANA_ONLY = /^[\p{Script=Hiragana}\u30fc]+$/u;

// Words that carry no topic (question words, copulas, pronouns, measure words) and Korean
// particles are in each language's module (lang/).
const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

/** The Korean stem of a word: particles and polite endings dropped. */
export function koreanStem(word: string): string {
  return LANGUAGE.ko.wordEnding ? word.replace(LANGUAGE.ko.wordEnding, '') : word;
}

function cjkWords(run: string, lang: Lang): string[] {
  if (/\p{Script=Hangul}/u.test(run)) {
    const w = koreanStem(run);
    return w.length >= 2 && !KO_FUNCTION_WORDS.has(w) ? [w] : [];
  }
  const locale = lang === 'ja' || /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(run) ? 'ja' : 'zh';
  const out: string[] = [];
  let prevEnd = -1;
  for (const s of segmenter(locale).segment(run)) {
    if (!s.isWordLike) continue;
    const w = s.segment;
    if (CJ_FUNCTION_WORDS.has(w)) continue;
    // Japanese content words are written in kanji or katakana; kana-only pieces are grammar.
    if (HIRAGANA_ONLY.test(w)) continue;
    // Japanese compounds the segmenter cuts ("断熱" + "材") are one word: kana marks the seams.
    if (locale === 'ja' && s.index === prevEnd && out.length) out[out.length - 1] += w;
    else out.push(w);
    prevEnd = s.index + w.length;
  }
  return out;
}

/**
 * The content words of a text in the visitor's language: Latin words without stop words or
 * elided articles, Chinese and Japanese words found by Intl.Segmenter, Korean words without
 * their particles. Function words of every language are left out.
 */
export function contentWords(text: string, lang: Lang): string[] {
  const norm = Object.values(LANGUAGE).reduce((s, l) => (l.elision ? s.replace(l.elision, ' ') : s), normalize(text));
  const out = [...latinWords(norm)];
  for (const m of norm.matchAll(CJK_RUN)) {
    // Korean separates words with spaces, so each run is one word (with its particles).
    out.push(...cjkWords(m[0], lang));
  }
  return [...new Set(out)];
}
