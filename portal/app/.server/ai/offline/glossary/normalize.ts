// The glossary's text normalisation, with a map back to the caller's text: matches are found in
// the normalised text but reported in the original's offsets, so a caller can quote or mark the
// visitor's own words. Folding is per code point (NFKC, lower case, Latin accents dropped), which
// keeps the map exact; the only joins are half-width kana with their voicing marks.

export interface Normalized {
  /** The folded text. */
  text: string;
  /** For each UTF-16 unit of `text`: where its source starts in the original. */
  from: number[];
  /** For each UTF-16 unit of `text`: where its source ends in the original (exclusive). */
  to: number[];
}

const SPECIAL: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '`': "'",
  '\u00b4': "'",
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u00a0': ' ',
  // Quebec rentals count rooms in halves ("4 ½"); NFKC would give a fraction slash no term uses.
  '\u00bd': ' 1/2',
};

const cache = new Map<string, string>();
const LATIN_OR_MARK = /[\p{Script=Latin}\p{M}]/u;
const VOICING = /^[\u3099\u309a]$/;

function fold(ch: string): string {
  let out = cache.get(ch);
  if (out !== undefined) return out;
  out = SPECIAL[ch] ?? ch.normalize('NFKC').toLowerCase();
  if (SPECIAL[out]) out = SPECIAL[out]!;
  // Accents are dropped on Latin letters only: NFD would split Hangul syllables into jamo.
  if (LATIN_OR_MARK.test(out)) out = out.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  cache.set(ch, out);
  return out;
}

export function normalizeWithOffsets(input: string): Normalized {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < input.length;) {
    const code = input.charCodeAt(i);
    if (code < 0x80) {
      // ASCII fast path: most questions and documents are mostly ASCII.
      text += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : input[i];
      from.push(i);
      to.push(i + 1);
      i++;
      continue;
    }
    const ch = String.fromCodePoint(input.codePointAt(i)!);
    const end = i + ch.length;
    const out = fold(ch);
    if (VOICING.test(out) && text.length) {
      // ｶﾞ (half-width ka + voicing mark) is one kana, ガ, once composed.
      const joined = (text[text.length - 1]! + out).normalize('NFC');
      if (joined.length === 1) {
        text = text.slice(0, -1) + joined;
        to[to.length - 1] = end;
        i = end;
        continue;
      }
    }
    for (let k = 0; k < out.length; k++) {
      from.push(i);
      to.push(end);
    }
    text += out;
    i = end;
  }
  return { text, from, to };
}

const terms = new Map<string, string>();

/** The folded form of a glossary term (the same folding as the texts it is matched in). Cached:
 * each language's index folds the English forms again. */
export function normalizeTerm(term: string): string {
  let out = terms.get(term);
  if (out === undefined) {
    out = normalizeWithOffsets(term).text.replace(/\s+/g, ' ').trim();
    terms.set(term, out);
  }
  return out;
}
