// Whether extracted text is text a person can use. The one place that decides "no text" (a scan,
// a Word file of pictures) and "garbage" (a pdf whose fonts map glyphs to the wrong characters):
// the pdf reader, the Word readers and the OCR hook all ask here.

// Control characters a reader can leave behind (C0 without tab and newline, DEL, C1), lone
// surrogates, soft hyphens, the byte-order mark and zero-width marks. Vertical tab, form feed, carriage return
// and the Unicode line/paragraph separators are line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\ufeff\u200b\u2060\ufffe\uffff]|\p{Cs}/gu;
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
/** Below this, too little text for a share: a title, a page number. */
const MIN_VISIBLE_TO_JUDGE = 40;

export type TextVerdict = 'text' | 'none' | 'garbage';

// A token (between spaces) that is a word, a number, or words and numbers joined by punctuation
// ("TIKA-1512", "embed_0", "http://host.example", 'net:"host"'), with punctuation or symbols around
// it at most: a symbol inside ("9$7&RGH", "Ķ<") is not writing.
const PART = String.raw`(?:(?:\p{L}\p{M}*)+|\p{N}+)`;
const CLEAN_TOKEN = new RegExp(String.raw`^[\p{P}\p{S}]*${PART}(?:\p{P}{0,3}${PART})*[\p{P}\p{S}]*$`, 'u');
const LETTERS_OR_DIGIT = /\p{L}\p{M}*\p{L}|\p{N}/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2}/u;
const MIXED = /[\p{L}\p{N}].*[^\p{L}\p{M}\p{N}]|[^\p{L}\p{M}\p{N}].*[\p{L}\p{N}]/u;

/** A short text's verdict: a word passes; glyph codes mixing letters and symbols ("9$7&RGH") do not. */
function judgeShort(tokens: string[]): TextVerdict {
  if (tokens.some((t) => CJK_RUN.test(t) || (CLEAN_TOKEN.test(t) && LETTERS_OR_DIGIT.test(t)))) return 'text';
  // Lone letters ("A B C", a table of initials) are text; letters tangled with symbols are not.
  return tokens.some((t) => MIXED.test(t)) ? 'garbage' : 'text';
}

/** The verdict on a whole document's text. */
export function judgeText(text: string): TextVerdict {
  if (!hasText(text)) return 'none';
  const q = measureText(text);
  if (q.visible >= MIN_VISIBLE_TO_JUDGE) return q.wordShare < MIN_WORD_SHARE ? 'garbage' : 'text';
  return judgeShort(text.split(/\s+/u).filter(Boolean));
}
