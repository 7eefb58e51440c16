// The search index's one tokenizer, shared by both databases: a text's index terms
// (toIndexTerms: the engine's segmentation, CJK runs as bigrams plus single characters) and each
// term's lexeme as the index stores it. SQLite's FTS5 table takes the terms and makes the lexemes
// itself (`porter unicode61 remove_diacritics 2`); PostgreSQL's tsvector column is given the
// lexemes made here the same way (accents folded off Latin letters, then Porter's stemmer on
// Latin words), so a word is found alike on either database. Pure: no database, no I/O.
import { stemmer } from 'stemmer';

// Han (incl. extensions and compatibility), kana, Hangul syllables and jamo, CJK punctuation-free.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+|[\p{L}\p{N}]+/gu;

/**
 * Index terms of a text, separated by single spaces: NFKC, lower-cased latin words and numbers
 * (thousands separators dropped: "1,250,000" → "1250000"), CJK runs as overlapping character
 * bigrams plus each single character. Used for both indexing and querying.
 */
export function toIndexTerms(text: string): string {
  const norm = text
    .normalize('NFKC')
    .toLowerCase()
    // 1,250,000 → 1250000 (only between digit groups of three)
    .replace(/(\d),(?=\d{3}(?:\D|$))/g, '$1');
  const out: string[] = [];
  for (const m of norm.matchAll(TOKEN)) {
    const tok = m[0];
    if (CJK.test(tok[0]!)) {
      const chars = Array.from(tok);
      for (let i = 0; i < chars.length; i++) {
        if (i + 1 < chars.length) out.push(chars[i]! + chars[i + 1]!);
        out.push(chars[i]!);
      }
    } else {
      out.push(tok);
    }
  }
  return out.join(' ');
}

const HAS_MARKABLE = /[^ -~]/;
const LATIN_WITH_MARKS = /\p{Script=Latin}\p{M}+/gu;
const ASCII_WORD = /^[a-z]+$/;
/** FTS5's porter tokenizer leaves tokens longer than this as they are. */
const PORTER_MAX = 64;

/** A term as the index stores it: diacritics folded off Latin letters ("é" → "e", as unicode61's
 * remove_diacritics 2), then a word of Latin letters stemmed by Porter's algorithm (as FTS5's
 * porter tokenizer: "replaced" → "replac"). CJK terms and numbers stay as they are. */
export function lexemeOf(term: string): string {
  let t = term;
  if (HAS_MARKABLE.test(t)) {
    t = t
      .normalize('NFD')
      .replace(LATIN_WITH_MARKS, (m) => m[0]!)
      .normalize('NFC');
  }
  return t.length > 2 && t.length <= PORTER_MAX && ASCII_WORD.test(t) ? stemmer(t) : t;
}

/** Positions kept per lexeme in a tsvector (PostgreSQL keeps at most 256). */
const MAX_POSITIONS = 256;
/** PostgreSQL's largest tsvector position; later tokens count at it. */
const MAX_POSITION = 16383;

const quoteLexeme = (l: string) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The tsvector literal of a chunk's index terms (each lexeme with its positions, so a lexeme's
 * count in the chunk is the length of its positions) and the chunk's length in tokens (what
 * BM25 normalises by, as FTS5 counts it).
 */
export function tsvectorOf(terms: string): { vector: string; length: number } {
  const positions = new Map<string, number[]>();
  let n = 0;
  for (const term of terms.split(' ')) {
    if (!term) continue;
    n++;
    const lexeme = lexemeOf(term);
    // PostgreSQL refuses a lexeme of 2 KB or more (a long run of letters without a space).
    if (Buffer.byteLength(lexeme) >= 2047) continue;
    const list = positions.get(lexeme);
    const pos = Math.min(n, MAX_POSITION);
    if (!list) positions.set(lexeme, [pos]);
    else if (list.length < MAX_POSITIONS) list.push(pos);
  }
  const parts: string[] = [];
  for (const [lexeme, list] of positions) parts.push(`${quoteLexeme(lexeme)}:${list.join(',')}`);
  return { vector: parts.join(' '), length: n };
}

/** A tsquery literal: any of the lexemes, within the scope lexemes given (none: anywhere). */
export function tsqueryOf(lexemes: readonly string[], scope: readonly string[] = []): string {
  const any = lexemes.map(quoteLexeme).join(' | ');
  return scope.length ? `(${scope.map(quoteLexeme).join(' | ')}) & (${any})` : any;
}
