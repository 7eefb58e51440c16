// The English dictionary the spelling correction asks whether a word is a word at all (~275,000
// words, the an-array-of-english-words package), read from node_modules once and kept (about
// 22 MB). Reading it blocks the event loop for the parse (about 0.1 s on an idle core), so the
// server reads it while warming up (answer.server.ts), and an English turn awaits it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

let words: Set<string> | undefined;
let loading: Promise<void> | undefined;

/** Reads the dictionary (once; later calls return the same promise). */
export function loadEnglishWords(): Promise<void> {
  loading ??= readFile(createRequire(import.meta.url).resolve('an-array-of-english-words'), 'utf8').then((text) => {
    words = new Set(JSON.parse(text) as string[]);
  });
  return loading;
}

/** Whether the English dictionary lists the (lower-case) word; every word counts as known until
 * the dictionary is read, so nothing is corrected without it. */
export function isEnglishWord(word: string): boolean {
  return words ? words.has(word) : true;
}
