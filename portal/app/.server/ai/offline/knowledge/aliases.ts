// The phrases a listing can be called by, besides its address: pairs of adjacent words of its
// documents and notes ("corner lot", "exhibition park", "thornbury homes"), read when the
// listing's knowledge is built, never per question. retrieval/listing-choice.ts meets a question's
// word pairs with them: a pair only one listing in scope uses names that listing.
import { isStopWord, normalize } from '../text/text';

/** Phrases kept per listing at most: a 2,500-page document must not hold a million pairs. */
export const MAX_PHRASES = 20_000;
/** Texts up to this long (feature-sheet lines, table cells, short paragraphs, the agent's notes)
 * give every pair of adjacent words; longer ones (report prose) only their proper names. */
export const SHORT_TEXT = 300;

const TOKEN = /[a-z][a-z0-9]*|\d+/g;
// A run of capitalised words ("Kortright Hills", "THE WEXFORD"), allowing "of", "de", "la" inside.
const PROPER_RUN = /(?:\p{Lu}[\p{L}'’]*)(?:[\s-]+(?:(?:of|de|du|des|la|le|the|on)[\s-]+)?\p{Lu}[\p{L}'’]*)+/gu;

/** Lower-cased, accent-folded word tokens; hyphens and apostrophes split words ("corner-lot"). */
export function phraseTokens(text: string): string[] {
  return normalize(text).match(TOKEN) ?? [];
}

/** The pairs of adjacent content words of a token list ("corner lot"), stop words breaking a pair. */
export function wordPairs(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1]!;
    if (isStopWord(a) || isStopWord(b) || /^\d+$/.test(a) || /^\d+$/.test(b)) continue;
    out.push(`${a} ${b}`);
  }
  return out;
}

const HYPHENATED = /(?<![\p{L}\p{N}-])(\p{L}+)-(\p{L}+)(?![\p{L}\p{N}-])/gu;
/** The hyphenated compounds of a text as pairs ("end unit" of "End-unit"), stop words included. */
export function hyphenPairs(text: string): string[] {
  return [...text.matchAll(HYPHENATED)].map((m) => `${normalize(m[1]!)} ${normalize(m[2]!)}`);
}

/** Adds a text's alias phrases to a listing's set (bounded by MAX_PHRASES). */
export function addPhrases(into: Set<string>, text: string, whole: boolean): void {
  if (into.size >= MAX_PHRASES) return;
  const add = (pairs: string[]) => {
    for (const p of pairs) {
      if (into.size >= MAX_PHRASES) return;
      into.add(p);
    }
  };
  if (whole || text.length <= SHORT_TEXT) {
    add(wordPairs(phraseTokens(text)));
    add(hyphenPairs(text));
  } else for (const m of text.matchAll(PROPER_RUN)) add(wordPairs(phraseTokens(m[0])));
}
