// Quoted passages as the answer says them: cleaned of layout debris (doubled separators, glued
// table labels, dotted leaders, section numbers and headings), in sentence case with end
// punctuation, and joined as sentences.

/**
 * Cleans a quoted passage or value: no empty segments, no doubled or dangling separators, no
 * dotted leaders, words glued by the PDF layout pulled apart, list bullets and section numbers
 * dropped, tabs between a label and its value read as a colon.
 */
export function tidy(text: string): string {
  let s = text
    .replace(/\s*\.{3,}\s*/g, ': ')
    // "Pets / rentals<TAB>2 pets allowed": a label cell and its value; further cells read across.
    .replace(/(^|·\s*)([^\t\d:·]{2,40}?)\t+(?=\S)/g, '$1$2: ')
    .replace(/\s*\t+\s*/g, ' · ')
    // "2008Property taxes", "amenities)Strata plan": words glued where a column or line ended.
    .replace(/(\d|\))(?=[A-Z][a-z])/g, '$1 ');
  // Separators: "a ; ; b" → "a; b", " · · " → " · ", leading and trailing ones removed.
  s = s
    .replace(/\s*([;；])(?:\s*[;；,·•|])+/g, '$1')
    .replace(/\s*·(?:\s*[·•|])+\s*/g, ' · ')
    .replace(/\s*·\s*[-–•*]\s+/g, ' · ')
    .replace(/\s+([;,:；，])/g, (m, p: string) => (p === ':' ? m : p))
    .replace(/\s+;/g, ';')
    .replace(/\s{2,}/g, ' ')
    .trim();
  s = s.replace(/^(?:[\s;；,，·•|*:–-]+)/, '').replace(/(?:[\s;；,，·•|:–-]+)$/, '');
  // "3.1 A resident may ...", "5.2 No strata lot ...": section numbers are not part of the answer.
  s = s.replace(/^\d+(?:\.\d+)+\s+(?=[A-Z])/, '');
  return s.trim();
}

// "Section 3 - Pets.", "Oil tanks.", "Traffic noise.": a document's heading read into the passage.
const SECTION_HEAD = /^(?:section|part|article|bylaw|rule|schedule)\s+[\d.]+\s*[-–:.]?\s*[^.!?]{0,40}[.:]\s*/i;
const SHORT_HEAD = /^(?:\d+(?:\.\d+)*\.?\s+)?([A-Z][A-Za-z'&/ -]{2,30})\.\s+(?=[A-Z])/;
const NOT_HEAD = /^(?:yes|no|none|n\/a|mr|mrs|ms|dr|st|inc|ltd|co|corp|ave|approx)\b/i;

/** A passage without the heading it starts with; empty when it is only a heading. */
export function stripHeading(text: string): string {
  let s = text.trim();
  const sec = s.match(SECTION_HEAD);
  if (sec) s = s.slice(sec[0].length);
  const head = s.match(SHORT_HEAD);
  if (head && head[1]!.trim().split(/\s+/).length <= 3 && !NOT_HEAD.test(head[1]!) && s.length - head[0].length >= 20)
    s = s.slice(head[0].length);
  return s.trim();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Sentence case and end punctuation for a quoted passage. */
export function asSentence(text: string): string {
  let s = text.trim();
  if (!s) return s;
  if (/^[a-z]/.test(s)) s = s[0]!.toUpperCase() + s.slice(1);
  if (/[.!?。！？…)）"”]$/.test(s)) {
    // "(see bylaw summary)" closes the phrase: a period still ends the sentence.
    if (/[)）]$/.test(s) && !CJK.test(s.slice(-2))) s += '.';
    return s;
  }
  return CJK.test(s.slice(-1)) ? `${s}。` : `${s}.`;
}

/** Sentences joined: a space after Latin punctuation, nothing after CJK punctuation. */
export function joinSentences(parts: string[]): string {
  let out = '';
  for (const p of parts.map((x) => x.trim()).filter(Boolean)) {
    if (!out) out = p;
    else out += /[。！？]$/.test(out) ? p : ` ${p}`;
  }
  return out;
}
