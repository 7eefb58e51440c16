// Text helpers shared by extraction (ingestion time) and answering (request time): one
// normalisation so that a term matched in a question is matched the same way in a document.
import { AMOUNT_FORMS, DATE_FORMS, DISTANCE_FORMS, MONTH_NAMES, TIME_FORMS } from '../lang';
import { foldHan } from './zh-fold';

/** NFKC, lower case, Latin accents folded (CJK and Hangul untouched), curly quotes unified. */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** normalize() with runs of white space made one space, ends trimmed: how a passage's head is looked
 * for in a search hit's chunk, whatever line breaks either has. */
export function squash(text: string): string {
  return normalize(text).replace(/\s+/g, ' ').trim();
}

const STOP = new Set(
  (
    'a an the and or of to in on at for by with from is are was were be been it its this that these those there here ' +
    'what whats which who whom whose when where why how much many does do did can could would will should shall may might ' +
    'i me my we our you your he she they them their his her us if any some all about into than then so as not no yes ' +
    'have has had get got just also please tell know like want hey hi thanks thank one unit home house place property listing ' +
    'le la les un une des du de d l et ou est sont il elle ils elles ce cet cette ces quel quelle quels quelles qui que quoi ' +
    'pour par avec dans sur au aux en y a-t-il t-il est-ce combien je j nous vous votre vos mon ma mes son sa ses leur pas ne ' +
    'c qu s n m oui non bien tres plus moins'
  ).split(' '),
);

/** Whether a (normalized) Latin word carries no topic ("the", "what", "est-ce"). */
export const isStopWord = (word: string): boolean => STOP.has(word);

/** Latin-script words (and numbers) of a text, lower-cased and accent-folded, stop words removed. */
export function latinWords(text: string): string[] {
  const out: string[] = [];
  for (const m of normalize(text).matchAll(/[a-z][a-z0-9-]*|\d[\d,.]*\d|\d/g)) {
    const w = m[0].replace(/^-+|-+$/g, '');
    if (w.length < 2 && !/\d/.test(w)) continue;
    if (STOP.has(w)) continue;
    out.push(w.replace(/,/g, ''));
  }
  return out;
}

/** Overlapping character pairs of the Chinese, Japanese and Korean runs of a text, so that a
 * question in those languages can meet a document written in them word for word. Chinese is
 * folded to Simplified first (foldHan), so a Traditional question meets a Simplified document. */
export function cjkBigrams(text: string): string[] {
  const out: string[] = [];
  for (const m of foldHan(normalize(text)).matchAll(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu,
  )) {
    const run = m[0];
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  }
  return out;
}

/** A crude stem so that French and English cognates meet (moderniser / modernization). */
export function stem(word: string): string {
  if (/^\d/.test(word)) return word;
  const base = word.length > 4 ? word.replace(/(?:ations?|ments?|ings?|ed|es|e|s)$/, '') : word.replace(/s$/, '');
  return base.slice(0, 5);
}

// Abbreviations that end with a period but do not end a sentence.
const ABBREV =
  /(?:\b(?:ltd|inc|co|corp|st|ave|mt|dr|mr|mrs|ms|no|approx|sq|ft|vs|etc|e\.g|i\.e|jr|sr|blvd|rd|hwy|p\.m|a\.m)|\b[A-Z])\.$/i;

/** Splits running text into sentences (English, French and CJK punctuation). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  const parts = text.split(
    /(?<=[.!?。！？])\s+(?=[\p{Lu}\p{N}("“'#$\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}])|(?<=[。！？])/u,
  );
  let buf = '';
  for (const p of parts) {
    buf = buf ? `${buf} ${p}` : p;
    // An abbreviation, or the dotted leader between a label and its value, ends no sentence.
    if (ABBREV.test(buf.trimEnd()) || /\.{3,}$/.test(buf.trimEnd())) continue;
    if (buf.trim()) out.push(buf.trim());
    buf = '';
  }
  if (buf.trim()) out.push(buf.trim());
  return out;
}

// Values in the documents: the forms every language shares (ISO dates, "19:30", "$" amounts) are
// here; month names, dates, times, amounts and distances written the languages' own way come from
// their modules (lang/). Only whether and where they match counts, never which alternative.
export const DATE_RE = new RegExp(
  `\\b(?:${MONTH_NAMES})\\.?\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+(?:${MONTH_NAMES})\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|${DATE_FORMS.source}`,
  'i',
);
export const TIME_RE = new RegExp(`\\b\\d{1,2}:\\d{2}\\b|${TIME_FORMS.source}`, 'i');
export const YEAR_RE = /\b(?:19|20)\d{2}\b/;
export const MONEY_RE = new RegExp(`\\$\\s?\\d|\\d\\s?\\$|${AMOUNT_FORMS.source}`, 'i');
export const DISTANCE_RE = new RegExp(DISTANCE_FORMS.source, 'i');
export const COMPANY_RE =
  /\b(?:ltd|inc|corp|co|llc|company|services|construction|contracting|roofing|mechanical|plumbing|electric(?:al)?|consulting|pools?|realty|homes|builders?|management|group|hvac|drainage|painting|scanning)\b\.?|&\s?sons/i;
export const NUMBER_RE = /\d/;

/** The street number(s) and unit of an address such as "1904-2210 Harbour Crest Way" or "#14 - 2150 Ridgeline Pkwy". */
export function addressNumbers(address: string): { unit: string | null; street: string | null } {
  // "1904-2210 Harbour Crest Way", "#14 - 2150 Ridgeline Pkwy", "Suite 1102 – 1450 Cedarview St"
  const m = address.match(/^\s*(?:(?:suite|unit|apt\.?|#)\s*)?(\d+[a-z]?)\s*[-–]\s*(\d+)\b/i);
  if (m) return { unit: m[1]!, street: m[2]! };
  // "Unit 5, 123 Main St", "1502, 88 King St W"
  const u = address.match(/^\s*(?:(?:suite|unit|apt\.?|#)\s*(\d+[a-z]?)\s*,?|(\d+[a-z]?)\s*,)\s+(\d+)\s+\p{L}/iu);
  if (u) return { unit: (u[1] ?? u[2])!, street: u[3]! };
  const s = address.match(/^\s*(\d+)\b/);
  // "123 Main St #5", "123 Main St, Unit 5"
  const tail = address.match(/(?:#|\bunit\s*|\bsuite\s*|\bapt\.?\s*|\bapp\.?\s*|\bappartement\s*)(\d+[a-z]?)\b/i);
  return { unit: tail && s ? tail[1]! : null, street: s ? s[1]! : null };
}

/** Cuts a text to at most `max` characters, on a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  if (max <= 1) return chars.slice(0, Math.max(0, max)).join('');
  let cut = chars.slice(0, max - 1).join('');
  const sp = cut.lastIndexOf(' ');
  if (sp > max * 0.6) cut = cut.slice(0, sp);
  return `${cut.replace(/[\s,;:·–-]+$/, '')}…`;
}

export function charLength(text: string): number {
  return [...text].length;
}
