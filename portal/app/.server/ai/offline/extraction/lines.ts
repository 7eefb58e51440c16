// A page's text as logical lines: wrapped prose and labels broken over two lines joined, form
// rows ("Label ...... value") kept whole; and what kind of line a line is (a table row, a heading).
import { COMPANY_RE } from '../text/text';
import { labelConcepts, startsWithLabel, vocabularyLabel } from './labels';

export const isRow = (line: string) => {
  // Chinese, Japanese and Korean prose has few spaces: a run of their letters is a sentence.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{5,}/u.test(line)) return false;
  const tokens = line.split(/\s+/);
  if (tokens.length < 3 || line.length > 120) return false;
  return tokens.filter((x) => /\d/.test(x)).length / tokens.length >= 0.5;
};

export const isHeading = (line: string) => {
  if (line.length > 80 || /[.,;]$/.test(line) || /\$/.test(line)) return false;
  const words = line.split(/\s+/);
  if (/^[^a-z]*[A-Z]{4,}[^a-z]*$/.test(line)) return true;
  if (/:$/.test(line) && words.length <= 8) return true;
  if (/^(section|bylaw|rule|schedule|part|article|appendix)\b/i.test(line)) return true;
  if (/\((bylaw|rule|section)\s*\d+/i.test(line)) return true;
  if (/^\d+(\.\d+)*\.?\s+[A-Z][^.]*$/.test(line) && words.length <= 10) return true;
  // Title-Cased short lines ("Strata Lot Suite Unit Entitlement Levy Share"), but not company
  // names in table cells ("Carrick & Sons Construction").
  if (
    !/\d/.test(line) &&
    words.length >= 2 &&
    words.length <= 8 &&
    !COMPANY_RE.test(line) &&
    words.filter((w) => /^[A-Z&(]/.test(w)).length >= Math.ceil(words.length * 0.6)
  )
    return true;
  return false;
};

/** A dotted leader between a label and its value ("Last service ....... March 2"). */
const LEADER = /\S\s*\.{4,}\s*\S/;

const JOINING_END =
  /\b(?:and|or|of|the|a|an|with|to|for|in|on|by|at|from|than|before|after|as|is|was|be|that|which|under|per|its|their|our|his|her|this|these|each|every|any|no|not|including|between|has|have|will|must|may)$/i;

/** Joins visual lines that belong together (wrapped prose, labels broken over two lines). A blank
 * line (a paragraph or table-cell boundary in Word and text files) stops prose joining. */
export function joinLines(text: string): string[] {
  const raw = text
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.trim());
  const out: string[] = [];
  let blank = false;
  for (const line of raw) {
    if (!line) {
      blank = true;
      continue;
    }
    const prev = out[out.length - 1];
    if (prev !== undefined) {
      const shortLabel = prev.length <= 24 && !/\d/.test(prev) && !/[.!?:;]$/.test(prev);
      const labelOnly =
        shortLabel &&
        (labelConcepts(prev.replace(/\s*\/$/, '')).length > 0 ||
          (!blank && !startsWithLabel(prev) && startsWithLabel(`${prev} ${line}`)));
      // A table cell that names a fact ("Maint. Fees") followed by its value cell.
      if (
        !labelOnly &&
        shortLabel &&
        /^[A-Z]/.test(prev) &&
        prev.split(/\s+/).length <= 4 &&
        /^[\d$#(]|^(?:yes|no|none|n\/a)\b/i.test(line) &&
        vocabularyLabel(prev).length
      ) {
        out[out.length - 1] = `${prev}: ${line}`;
        blank = false;
        continue;
      }
      const slash = /\/$/.test(prev);
      const lower = !blank && /^[a-z(]/.test(line) && !startsWithLabel(line) && !LEADER.test(line);
      // "Label ........ value" rows of a form stand on their own: one is never the wrapped end of
      // the one before, or the next cell's value would run into it.
      const wrapped =
        !blank &&
        !LEADER.test(line) &&
        !LEADER.test(prev) &&
        (prev.length >= 60 || /,$/.test(prev)) &&
        !/[.!?:;]$/.test(prev) &&
        !startsWithLabel(line) &&
        !isRow(line) &&
        !/^[•*-]/.test(line) &&
        (JOINING_END.test(prev) ||
          /[,(–-]$/.test(prev) ||
          (prev.length >= 90 && /^[A-Z$(]/.test(line) && !startsWithLabel(prev)));
      if (labelOnly || slash || lower || wrapped) {
        out[out.length - 1] = `${prev} ${line}`;
        blank = false;
        continue;
      }
    }
    out.push(line);
    blank = false;
  }
  return out;
}
