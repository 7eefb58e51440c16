// The glossary's matcher: one index per language, built once. Latin-script forms match whole
// words (a token sequence looked up by its first word, plurals of each word accepted); Chinese,
// Japanese and Korean forms match as substrings (looked up by their first character), since those
// languages write no spaces between words. A scan of a 300-character question is a few dozen map
// look-ups, not a regex over tens of thousands of terms.
import type { Lang } from '@i18n/languages';
import { normalizeTerm, normalizeWithOffsets } from './normalize';
import type { GlossaryEntry, GlossaryMatch } from './types';

interface LatinForm {
  id: string;
  form: string;
  /** The accepted spellings of each word (singular and plural). */
  words: ReadonlyArray<ReadonlySet<string>>;
}

interface CjkForm {
  id: string;
  form: string;
  key: string;
  latinStart: boolean;
  latinEnd: boolean;
  /** A two-syllable Korean noun: it must start a word, or it would match inside unrelated words. */
  wordStart: boolean;
  /** A one-character form (船): it must be a word of its own, or it would match inside other words
   * (帆船, 船坞); the data marks the few such forms it allows (GlossaryEntry.singleChar). */
  wholeWord: boolean;
}

export interface LangIndex {
  latin: Map<string, LatinForm[]>;
  cjk: Map<string, CjkForm[]>;
}

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LATIN_WORD = /[\p{Script=Latin}\p{Nd}]/u;
const SQUEEZED = /[\s\u30fb\u00b7\uff65]/;
// What may stand between two words of one term: "knob-and-tube", "sq. ft.", "a/c", "p&l".
const GAP = /^[\s'./&+-]{1,3}$/;

const isCjk = (c: string | undefined) => c !== undefined && CJK_CHAR.test(c);

function isWordChar(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  return LATIN_WORD.test(c);
}

/** The spellings a word of a term may take in a text: the form itself, plurals, the singular. */
function spellings(word: string, plurals: 'en' | 'fr'): string[] {
  const out = new Set([word]);
  if (word.length < 3 || /\d/.test(word)) return [...out];
  out.add(`${word}s`);
  if (plurals === 'en') {
    if (/(?:s|x|z|ch|sh|o)$/.test(word)) out.add(`${word}es`);
    if (/[^aeiou]y$/.test(word)) out.add(`${word.slice(0, -1)}ies`);
    if (/[^f]f$/.test(word)) out.add(`${word.slice(0, -1)}ves`);
    if (/fe$/.test(word)) out.add(`${word.slice(0, -2)}ves`);
  } else {
    if (/(?:eau|eu|au)$/.test(word)) out.add(`${word}x`);
    if (/al$/.test(word)) out.add(`${word.slice(0, -2)}aux`);
    if (/ail$/.test(word)) out.add(`${word.slice(0, -3)}aux`);
    for (const v of frenchVerbForms(word)) out.add(v);
  }
  // A term written in the plural ("bylaws", "chattels") also meets its singular.
  if (word.length > 3 && /[^sui]s$/.test(word)) out.add(word.slice(0, -1));
  return [...out];
}

/** A French visitor asks with the verb where the glossary holds the noun ("quand faut-il vidanger
 * la fosse", "le sous-sol a-t-il été inondé", "quand a-t-on remplacé le toit"): the infinitive and
 * the past participles of a noun in -ange, -age, -ation, -ement or -ure (accents already folded):
 * vidange → vidanger, ramonage → ramoner, inondation → inondé, fissure → fissuré. */
function frenchVerbForms(word: string): string[] {
  let stem: string | null = null;
  let m: RegExpMatchArray | null;
  if ((m = word.match(/^(.{3,}[^i])ation$/))) stem = m[1]!;
  else if ((m = word.match(/^(.{3,}ang)e$/))) stem = m[1]!;
  else if ((m = word.match(/^(.{3,})age$/))) stem = m[1]!;
  else if ((m = word.match(/^(.{3,}[^e])ement$/))) stem = m[1]!;
  else if ((m = word.match(/^(.{3,})ure$/))) stem = `${m[1]!}ur`;
  if (!stem) return [];
  return [`${stem}er`, `${stem}e`, `${stem}es`, `${stem}ee`, `${stem}ees`];
}

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isWordChar(text[i])) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && isWordChar(text[j])) j++;
    out.push({ word: text.slice(i, j), start: i, end: j });
    i = j;
  }
  return out;
}

/** The text with the spaces and middle dots next to CJK characters removed ("섬프 펌프" = "섬프펌프"),
 * and for each remaining unit its index in the input. */
function squeeze(text: string): { text: string; at: number[] } {
  let out = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (SQUEEZED.test(c)) {
      let j = i + 1;
      while (j < text.length && SQUEEZED.test(text[j]!)) j++;
      if (isCjk(out[out.length - 1]) || isCjk(text[j])) {
        i = j - 1;
        continue;
      }
    }
    out += c;
    at.push(i);
  }
  return { text: out, at };
}

const KANJI = /\p{Script=Han}/u;
const kanjiCount = (s: string) => [...s].filter((c) => KANJI.test(c)).length;

/** Japanese spellings with fewer okurigana (引き渡し → 引渡し, 引渡), and katakana without the
 * final long-vowel mark (ボイラー → ボイラ), as listings and visitors write them. */
function japaneseVariants(key: string): string[] {
  const out = new Set<string>();
  // Particles between two kanji are kept: dropping them would join two words.
  const inner = key.replace(
    /(?<=\p{Script=Han})(?![のがをはとでにへやも])[\u3041-\u3096]{1,2}(?=\p{Script=Han})/gu,
    '',
  );
  for (const k of [key, inner]) {
    out.add(k);
    const bare = k.replace(/(?<=\p{Script=Han})[\u3041-\u3096]{1,2}$/u, '');
    if (kanjiCount(bare) >= 2) out.add(bare);
  }
  if (/^[\u30a0-\u30ff]{3,}ー$/.test(key)) out.add(key.slice(0, -1));
  return [...out].filter((k) => k === key || kanjiCount(k) >= 2 || /^[\u30a0-\u30ff]+$/.test(k));
}

// The spellings of a term's words, shared by every index that holds the term (the English forms
// are in all four CJK indexes).
const wordCache = new Map<string, ReadonlyArray<ReadonlySet<string>>>();

function latinWords(norm: string, plurals: 'en' | 'fr'): ReadonlyArray<ReadonlySet<string>> {
  const k = `${plurals}|${norm}`;
  let words = wordCache.get(k);
  if (!words) wordCache.set(k, (words = tokens(norm).map((t) => new Set(spellings(t.word, plurals)))));
  return words;
}

function addLatin(index: LangIndex, id: string, form: string, norm: string, plurals: 'en' | 'fr'): void {
  const words = latinWords(norm, plurals);
  if (!words.length) return;
  const entry: LatinForm = { id, form, words };
  // One meaning per spelling and language: when two entries claim the same words, the first one
  // added stays first in the list (the sort below is stable) and the scan takes the first match.
  for (const first of words[0]!) {
    const list = index.latin.get(first);
    if (list) list.push(entry);
    else index.latin.set(first, [entry]);
  }
}

function addCjk(index: LangIndex, keys: Set<string>, id: string, form: string, norm: string, lang: Lang): void {
  const base = squeeze(norm).text;
  for (const key of lang === 'ja' ? japaneseVariants(base) : [base]) {
    // The first entry that claims a key keeps it.
    if (keys.has(key)) continue;
    keys.add(key);
    const list = index.cjk.get(key[0]!) ?? [];
    list.push({
      id,
      form,
      key,
      latinStart: isWordChar(key[0]),
      latinEnd: isWordChar(key[key.length - 1]),
      wordStart: lang === 'ko' && key.length <= 2 && [...key].every((c) => HANGUL.test(c)),
      wholeWord: [...key].length === 1,
    });
    index.cjk.set(key[0]!, list);
  }
}

/** The index of one language. Chinese, Japanese and Korean visitors often type an English term
 * ("HOA", "strata fee"), so their index also holds the English forms after their own. */
export function buildIndex(entries: readonly GlossaryEntry[], lang: Lang): LangIndex {
  const index: LangIndex = { latin: new Map(), cjk: new Map() };
  const sources: Lang[] = lang === 'en' || lang === 'fr' ? [lang] : [lang, 'en'];
  const keys = new Set<string>();
  for (const source of sources) {
    for (const e of entries) {
      for (const form of e[source]) {
        const norm = normalizeTerm(form);
        if (!norm) continue;
        if (CJK_CHAR.test(norm)) addCjk(index, keys, e.id, form, norm, lang);
        else addLatin(index, e.id, form, norm, source === 'fr' ? 'fr' : 'en');
      }
    }
  }
  for (const list of index.latin.values()) list.sort((a, b) => b.words.length - a.words.length);
  for (const list of index.cjk.values()) list.sort((a, b) => b.key.length - a.key.length);
  return index;
}

interface Span {
  start: number;
  end: number;
  id: string;
  form: string;
}

function latinSpans(index: LangIndex, text: string, out: Span[]): void {
  const toks = tokens(text);
  for (let i = 0; i < toks.length; i++) {
    const list = index.latin.get(toks[i]!.word);
    if (!list) continue;
    for (const f of list) {
      const n = f.words.length;
      if (i + n > toks.length) continue;
      let ok = true;
      for (let k = 1; k < n && ok; k++) {
        const t = toks[i + k]!;
        ok = f.words[k]!.has(t.word) && GAP.test(text.slice(toks[i + k - 1]!.end, t.start));
      }
      if (!ok) continue;
      out.push({ start: toks[i]!.start, end: toks[i + n - 1]!.end, id: f.id, form: f.form });
      break;
    }
  }
}

const segmenters = new Map<string, Intl.Segmenter>();

/** Where the words of a text start and end (UTF-16 offsets), by Intl.Segmenter in the text's language. */
function wordBounds(s: string, lang: Lang): Set<number> {
  const locale = lang === 'ja' || lang === 'ko' ? lang : 'zh';
  let seg = segmenters.get(locale);
  if (!seg) segmenters.set(locale, (seg = new Intl.Segmenter(locale, { granularity: 'word' })));
  const out = new Set<number>();
  for (const w of seg.segment(s)) {
    out.add(w.index);
    out.add(w.index + w.segment.length);
  }
  return out;
}

function cjkSpans(index: LangIndex, text: string, lang: Lang, out: Span[]): void {
  const { text: s, at } = squeeze(text);
  // Segmented only when a one-character form is met: most texts never need it.
  let bounds: Set<number> | undefined;
  for (let i = 0; i < s.length; i++) {
    const list = index.cjk.get(s[i]!);
    if (!list) continue;
    for (const f of list) {
      if (!s.startsWith(f.key, i)) continue;
      const end = i + f.key.length;
      if (f.latinStart && isWordChar(s[i - 1])) continue;
      if (f.latinEnd && isWordChar(s[end])) continue;
      if (f.wordStart && HANGUL.test(text[at[i]! - 1] ?? '')) continue;
      if (f.wholeWord && !((bounds ??= wordBounds(s, lang)).has(i) && bounds.has(end))) continue;
      out.push({ start: at[i]!, end: at[end - 1]! + 1, id: f.id, form: f.form });
      break;
    }
  }
}

export function findIn(index: LangIndex, input: string, lang: Lang): GlossaryMatch[] {
  const norm = normalizeWithOffsets(input);
  const spans: Span[] = [];
  latinSpans(index, norm.text, spans);
  if (lang !== 'en' && lang !== 'fr') cjkSpans(index, norm.text, lang, spans);
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: GlossaryMatch[] = [];
  let reached = 0;
  for (const sp of spans) {
    if (sp.start < reached) continue;
    out.push({ id: sp.id, start: norm.from[sp.start]!, end: norm.to[sp.end - 1]!, form: sp.form });
    reached = sp.end;
  }
  return out;
}
