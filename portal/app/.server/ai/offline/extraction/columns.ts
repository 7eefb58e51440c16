// Feature sheets laid out in two or more label/value columns come out of pdf.js as one line
// holding several pairs ("Rangement Casier 12 au sous-sol Frais de copropriété 275 $ / mois",
// "Chambres 3   Salles de bains 2"). This module cuts such a line where a known label of any of
// the six languages starts a new pair, so each pair becomes its own fact and no value runs into
// the next label. Labels are the concept records' terms (matchConcepts), values keep the
// records' plausibility checks.
import { matchConcepts } from '../concepts/vocabulary';
import { normalize } from '../text/text';
import { START_ONLY, plausible, vocabularyLabel } from './labels';

export interface PairFact {
  label: string;
  value: string;
  concepts: string[];
}

/** A value starts with a number, an amount, a parenthesis or a yes/no word. */
const VALUE_START = /^(?:[\d$€£¥(#]|n°|no\b|yes\b|oui\b|non\b|none\b|aucun)/iu;
/** An unknown label and its value, before a known pair: a few capitalised words, then a number
 * (not a sentence: "Liner replaced 2021." ends with a full stop). */
const UNKNOWN_PAIR = /^\p{Lu}[\p{L}'’ -]{1,30}\s[\d$](?:[\d\s,.$]*[\d$])?\s*$/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The label a segment starts with: a concept term at its very start (longest first), carried on
 * over a few lower-case words when those lead to the value ("Taxes municipales (2025) 3 100 $"),
 * or up to a colon right after it. Null when the segment does not start with a known label. */
function leadingLabel(seg: string): { label: string; rest: string; concepts: string[] } | null {
  const first = matchConcepts(seg)[0];
  if (!first || first.index !== 0) return null;
  let end = first.term.length;
  let k = Math.min(end, seg.length);
  while (k < seg.length && normalize(seg.slice(0, k)).length < end) k++;
  // The term must end on a word boundary of the original text.
  if (!CJK.test(seg[0]!) && /[\p{L}\p{N}]/u.test(seg[k] ?? '')) return null;
  end = k;
  const after = seg.slice(end);
  const colon = /^([^:：\d$]{0,30}?)\s*[:：]\s*/u.exec(after);
  if (colon) end += colon[0].length;
  else {
    const words = /^((?:\s+[\p{Ll}'’/][\p{L}'’/-]*){1,3})(?=\s+\S)/u.exec(after);
    if (words && VALUE_START.test(after.slice(words[0].length).trim())) end += words[0].length;
  }
  const label = seg
    .slice(0, end)
    .replace(/\s*[:：]\s*$/u, '')
    .trim();
  const rest = seg.slice(end).replace(/^[\s:：·|•.–-]+/u, '');
  const concepts = vocabularyLabel(label, true);
  return concepts.length ? { label, rest, concepts } : null;
}

/** The fact of one "label value" segment, when its value passes the label's checks. */
function pairFact(seg: string): PairFact | null {
  const head = leadingLabel(seg);
  if (!head) return null;
  const value = head.rest.replace(/[\s·|•;,]+$/u, '').trim();
  if (!value || value.length > 200) return null;
  const concepts = head.concepts.filter((c) => plausible(c, value));
  return concepts.length ? { label: head.label, value, concepts } : null;
}

/** A line of several label/value pairs cut into its facts, or [] when the line is not such a row
 * (fewer than two pairs). A cut goes before a known label that follows a value: after a number,
 * an amount, a closing parenthesis or a lower-case word, or after a run of spaces or a tab (labels
 * that are also ordinary words, START_ONLY, only there); the text before the cut must be a whole
 * pair of its own. */
export function columnFacts(line: string): PairFact[] {
  const starts: number[] = [];
  for (const m of line.matchAll(/(?:\t|\s{2,}|(?<=[\p{N}$%)\p{Ll}²]) )(?=\S)/gu))
    starts.push((m.index ?? 0) + m[0].length);
  const facts: PairFact[] = [];
  let from = 0;
  let skipped = false;
  for (let i = 0; i <= starts.length; i++) {
    const cut = starts[i];
    if (cut !== undefined) {
      const next = line.slice(cut);
      if (!/^[\p{Lu}]/u.test(next) && !CJK.test(next[0]!)) continue;
      const head = leadingLabel(next);
      if (!head) continue;
      // "Cooling Central A/C": a word of the same concept inside the value is no new column.
      const own = leadingLabel(line.slice(from))?.concepts ?? [];
      if (head.concepts.every((c) => own.includes(c))) continue;
      // Labels that are also words inside values ("Level 2 EV charger") cut only at a column gap.
      if (START_ONLY.has(head.label.toLowerCase()) && !/(?:\t|\s{2,})$/.test(line.slice(0, cut))) continue;
    }
    const fact = pairFact(line.slice(from, cut).trim());
    if (!fact) {
      // "Nombre d'étages 2 Chambres 3": a first pair whose label no concept names is left out,
      // so the known pairs after it are still read.
      if (cut !== undefined && from === 0 && !facts.length && !skipped && UNKNOWN_PAIR.test(line.slice(0, cut))) {
        skipped = true;
        from = cut;
      }
      continue;
    }
    facts.push(fact);
    from = cut ?? line.length;
  }
  return facts.length >= 2 || (skipped && facts.length) ? facts : [];
}
