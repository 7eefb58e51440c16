// Whether extracted text is text a person can use. The one place that decides "no text" (a scan,
// a Word file of pictures) and "garbage" (a pdf whose fonts map glyphs to the wrong characters):
// the pdf reader, the Word readers and the OCR hook all ask here.

// Control characters a reader can leave behind (C0 without tab and newline, DEL, C1), lone
// surrogates, the byte-order mark and zero-width marks. Vertical tab, form feed, carriage return
// and the Unicode line/paragraph separators are line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufeff\u200b\u2060\ufffe\uffff]|\p{Cs}/gu;
// eslint-disable-next-line no-control-regex
const LINE_BREAK = /\r\n?|[\u000b\u000c\u2028\u2029]/g;

/** Text without control characters: line breaks normalised to \n, tabs kept. */
export function cleanText(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL, '');
}

/** A page holds text when it has at least one letter or digit. */
export function hasText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

// A word: letters (with their marks), two or more of them for alphabets; a single ideograph, kana
// or hangul syllable is a word too; so is a number with its separators, sign, currency or percent,
// and a letter-spaced word ("S A L E"). What is left (symbols, punctuation runs, stray single
// letters) is not.
const WORD = new RegExp(
  [
    String.raw`(?:\p{L} ){2,}\p{L}(?!\p{L})`,
    String.raw`(?:\p{L}\p{M}*){2,}`,
    String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`,
    String.raw`[-+$€£¥(]?\p{N}+(?:[.,:/'-]\p{N}+)*[%)]?`,
  ].join('|'),
  'gu',
);
const VISIBLE = /[^\s\p{Z}]/gu;
// Layout rather than content: dot leaders in a table of contents, lines to write on, rules.
const LEADERS = /([._\-=*~·…])(?:\s?\1){2,}/gu;

export interface TextQuality {
  /** Visible (non-space) characters. */
  visible: number;
  /** Share of the visible characters that belong to words (0..1). */
  wordShare: number;
}

export function measureText(raw: string): TextQuality {
  const text = raw.replace(LEADERS, ' ');
  const visible = text.match(VISIBLE)?.length ?? 0;
  let inWords = 0;
  for (const m of text.matchAll(WORD)) inWords += [...m[0].replace(/\s/gu, '')].length;
  return { visible, wordShare: visible === 0 ? 0 : inWords / visible };
}

/** Below this share of characters in words, a document's text is garbage (measured on the corpus). */
export const MIN_WORD_SHARE = 0.5;
/** Too little text to judge: a page number, a signature line. */
const MIN_VISIBLE_TO_JUDGE = 40;

export type TextVerdict = 'text' | 'none' | 'garbage';

/** The verdict on a whole document's text. */
export function judgeText(text: string): TextVerdict {
  if (!hasText(text)) return 'none';
  const q = measureText(text);
  if (q.visible >= MIN_VISIBLE_TO_JUDGE && q.wordShare < MIN_WORD_SHARE) return 'garbage';
  return 'text';
}
