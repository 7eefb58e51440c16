// The English dictionary the spelling correction asks whether a word is a word at all (~275,000
// words, the an-array-of-english-words package), read from node_modules on first use and kept.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let words: Set<string> | undefined;

/** Whether an English dictionary lists the (lower-case) word. */
export function isEnglishWord(word: string): boolean {
  if (!words) {
    const file = createRequire(import.meta.url).resolve('an-array-of-english-words');
    words = new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
  }
  return words.has(word);
}
