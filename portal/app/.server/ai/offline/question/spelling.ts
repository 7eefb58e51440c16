// Spelling tolerance for a visitor's question: clipped and chat forms ("yrs", "bsmt", "sq ft",
// "w/d") spelt out from the language module's data, then (English) each unknown word of five
// letters or more that is one edit away from one word of the assistant's own vocabulary (its
// documents' words, the concept terms, the glossary) written as that word. A word the
// vocabulary or the English dictionary knows is never changed: "horse" stays a horse, not a house.
import { normalize } from '../text/text';
import { LANGUAGE } from '../lang';
import type { Lang } from '../concepts/types';

/** Words shorter than this are never corrected (too many neighbours one edit away). */
export const MIN_CORRECTED = 5;

const clippingRes = new Map<Lang, RegExp | null>();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One expression over a language's clippings, longest first; not inside a word, a hyphenated
 * word or a path ("U-Haul", "n/a"). */
function clippingRe(lang: Lang): RegExp | null {
  if (clippingRes.has(lang)) return clippingRes.get(lang)!;
  const keys = Object.keys(LANGUAGE[lang].clippings).sort((a, b) => b.length - a.length);
  const re = keys.length
    ? new RegExp(`(?<![\\p{L}\\p{N}'’/-])(?:${keys.map(escapeRe).join('|')})(?![\\p{L}\\p{N}'’/-]|\\.[\\p{L}])`, 'giu')
    : null;
  clippingRes.set(lang, re);
  return re;
}

/** The question with the language's clipped forms spelt out ("how many yrs old" → "how many years old"). */
export function expandClippings(text: string, lang: Lang): string {
  const re = clippingRe(lang);
  if (!re) return text;
  const table = LANGUAGE[lang].clippings;
  return text.replace(re, (m) => table[normalize(m)] ?? m);
}

/** What the spelling correction may look a word up in. */
export interface SpellingVocabulary {
  /** The words of the English concept terms and glossary forms. */
  terms: ReadonlySet<string>;
  /** The words of the documents and notes in scope. */
  documents: ReadonlyArray<ReadonlySet<string>>;
  /** Whether a word is a word of the language at all (a dictionary), though the vocabulary lacks it. */
  known: (word: string) => boolean;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one edit away (deletion, adjacent transposition, substitution, insertion). */
export function oneEditAway(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    if (b) out.add(a + b.slice(1));
    if (b.length > 1) out.add(a + b[1] + b[0] + b.slice(2));
    for (const c of LETTERS) {
      if (b && c !== b[0]) out.add(a + c + b.slice(1));
      out.add(a + c + b);
    }
  }
  out.delete(word);
  return out;
}

const inDocs = (v: SpellingVocabulary, w: string) => v.documents.some((d) => d.has(w));

/** The one vocabulary word an unknown word stands for, or null (known, or none or several near).
 * Of the vocabulary words one edit away (five letters or more), the one both a term and a word of
 * the documents wins over one that is only either; two equally near pick none. */
export function correctWord(word: string, v: SpellingVocabulary): string | null {
  if (word.length < MIN_CORRECTED || !/^[a-z]+$/.test(word)) return null;
  if (v.terms.has(word) || inDocs(v, word) || v.known(word)) return null;
  let best: string | null = null;
  let bestScore = 0;
  let tie = false;
  for (const c of oneEditAway(word)) {
    if (c.length < MIN_CORRECTED) continue;
    const score = (v.terms.has(c) ? 1 : 0) + (inDocs(v, c) ? 1 : 0);
    if (score > bestScore) [best, bestScore, tie] = [c, score, false];
    else if (score && score === bestScore) tie = true;
  }
  return tie ? null : best;
}

/** The question with clippings spelt out and (English) misspelt words corrected. */
export function correctQuestion(text: string, lang: Lang, v: SpellingVocabulary): string {
  const expanded = expandClippings(text, lang);
  if (lang !== 'en') return expanded;
  return expanded.replace(/(?<![\p{L}\p{N}'’-])[A-Za-z]{5,}(?![\p{L}\p{N}'’-])/gu, (w) => {
    const lower = w.toLowerCase();
    return correctWord(lower, v) ?? w;
  });
}
