// Chinese script folding for matching, never for display: a visitor may ask in Traditional
// Chinese about a document written in Simplified (or the reverse), and the free words of either
// (rooms, materials, places) must meet. OpenCC's character and phrase tables (opencc-js, pure JS)
// map Traditional (Taiwan forms) to Simplified; the converters are built once, on first use, and
// only text holding a Han character is converted, so Latin documents cost nothing.
import * as OpenCC from 'opencc-js';

const HAN = /\p{Script=Han}/u;

type Convert = (text: string) => string;
// Building the Simplified-to-Traditional converter parses its tables (about 160 ms, the other one
// about 10 ms). portal/server.ts and the Remix bundle each load a copy of this module, so the
// converters live on globalThis: the server builds them once after it starts (warmHanFolding),
// and no visitor's first Chinese question waits for that.
declare global {
  var __ohaHanFold: { toSimplified?: Convert; toTraditional?: Convert } | undefined;
}
const converters = (globalThis.__ohaHanFold ??= {});

/** The text with its Han characters in Simplified script (the one form both sides are compared in). */
export function foldHan(text: string): string {
  if (!HAN.test(text)) return text;
  converters.toSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  return converters.toSimplified(text);
}

/** A Chinese word as written (first) plus its forms in the other scripts, for a search over text stored
 * as written (the FTS5 index keeps each document's own script). */
export function hanForms(word: string): string[] {
  if (!HAN.test(word)) return [word];
  converters.toTraditional ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return [...new Set([word, foldHan(word), converters.toTraditional(word)])];
}

/** Builds both converters now (the server calls it shortly after it starts listening). */
export function warmHanFolding(): void {
  hanForms('测试');
}
