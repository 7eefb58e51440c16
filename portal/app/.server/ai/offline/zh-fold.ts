// Chinese script folding for matching, never for display: a visitor may ask in Traditional
// Chinese about a document written in Simplified (or the reverse), and the free words of either
// (rooms, materials, places) must meet. OpenCC's character and phrase tables (opencc-js, pure JS)
// map Traditional (Taiwan forms) to Simplified; the converters are built once, on first use, and
// only text holding a Han character is converted, so Latin documents cost nothing.
import * as OpenCC from 'opencc-js';

const HAN = /\p{Script=Han}/u;

let toSimplified: ((text: string) => string) | null = null;
let toTraditional: ((text: string) => string) | null = null;

/** The text with its Han characters in Simplified script (the one form both sides are compared in). */
export function foldHan(text: string): string {
  if (!HAN.test(text)) return text;
  toSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  return toSimplified(text);
}

/** A Chinese word as written (first) plus its forms in the other scripts, for a search over text stored
 * as written (the FTS5 index keeps each document's own script). */
export function hanForms(word: string): string[] {
  if (!HAN.test(word)) return [word];
  toTraditional ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return [...new Set([word, foldHan(word), toTraditional(word)])];
}
