// Labelled values of one line of a feature sheet or table: "Label: value" segments, tab cells,
// dotted leaders, labels of the vocabulary and CJK labels, and feature rows cut into cells.
import { sentences } from '../text/text';
import { columnFacts } from './columns';
import { LABEL_RE, START_ONLY, labelConcepts, labelStartRe, plausible, vocabularyLabel } from './labels';

const isProse = (line: string) => {
  const words = line.split(/\s+/).length;
  return (/[.!?]$/.test(line) && words > 10) || (line.match(/\.\s+[A-Z]/g)?.length ?? 0) >= 2;
};

/** Labelled values of one line. Lines made of several spaced-out "Label: value" segments
 * ("Beds: 4   Baths: 2.5   Sq. Ft.: 2,288") are read segment by segment. */
export function extractFacts(line: string): Array<{ label: string; value: string; concepts: string[] }> {
  // A two-cell row of a tab-separated export is one pair, whatever its value cell names.
  const cell = tabCellFact(line);
  if (cell) return cell;
  const facts = labelledFacts(line);
  if (isProse(line)) return facts;
  // Several label/value columns on one line, labels in any language: taken when the cut finds
  // more pairs and keeps every concept the other readings found.
  const columns = columnFacts(line);
  const found = new Set(columns.flatMap((f) => f.concepts));
  if (columns.length > facts.length && facts.every((f) => f.concepts.every((c) => found.has(c)))) return columns;
  return facts;
}

function labelledFacts(line: string): Array<{ label: string; value: string; concepts: string[] }> {
  const segments = line
    .split(/\s{3,}|\t+|\s+[·|•]\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (segments.length > 1 && segments.filter((x) => /^[^:]{1,30}:\s*\S/.test(x)).length >= 2) {
    return segments.flatMap((seg) => {
      const f = extractLineFacts(seg);
      return f.length ? f : vocabularyFact(seg);
    });
  }
  return extractLineFacts(line);
}

/** A two-cell row of a tab-separated export ("Strata Fee / Month<TAB>$612.40", "Strata Fee
 * Includes<TAB>Water, sewer"): the whole first cell is the label, so its last words never run
 * into the value. Null when the row is not such a pair. */
function tabCellFact(line: string): Array<{ label: string; value: string; concepts: string[] }> | null {
  const m = /^([^\t]{2,40}?)\s*\t+\s*([^\t]+)$/.exec(line);
  if (!m || !/^[A-Z]/.test(m[1]!)) return null;
  const head = labelStartRe.exec(m[1]!);
  if (!head || head[0].length === m[1]!.length) return null;
  // "Bedrooms 4<TAB>Bathrooms 3": the first cell is a whole pair, so the row is two columns.
  if (/^\s*[\d$]/.test(m[1]!.slice(head[0].length))) return null;
  // "Includes" in the label cell is what makes a list of services a fee's value.
  const checked = /\binclu/i.test(m[1]!) ? `${m[1]} ${m[2]}` : m[2]!;
  const concepts = labelConcepts(head[0]).filter((c) => plausible(c, checked));
  return concepts.length ? [{ label: m[1]!.trim(), value: m[2]!.trim(), concepts }] : null;
}

/** "Label: value" where the vocabulary names the label. */
export function vocabularyFact(line: string): Array<{ label: string; value: string; concepts: string[] }> {
  const v = line.match(/^([A-Z][\p{L}.&'/#() -]{1,30}?)\s*(?::|\t|\s{2,})\s*(\S.{0,200})$/u);
  if (v) {
    const concepts = vocabularyLabel(v[1]!).filter((c) => plausible(c, v[2]!));
    return concepts.length ? [{ label: v[1]!.trim(), value: v[2]!.trim(), concepts }] : [];
  }
  // Chinese, Japanese and Korean sheets: "售价：$650,000", "管理費：月額 ..." , "관리비: ..."
  const cjk = line.match(
    /^([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}][^:：\t]{0,14}?)\s*(?:[:：]|\t)\s*(\S.{0,200})$/u,
  );
  if (cjk) {
    const concepts = vocabularyLabel(cjk[1]!, true).filter((c) => plausible(c, cjk[2]!));
    if (concepts.length) return [{ label: cjk[1]!.trim(), value: cjk[2]!.trim(), concepts: [concepts[0]!] }];
  }
  // A CJK label cell and its value cell set apart by a space in a PDF table ("预计管理费 约每月 480 加元"):
  // the value must hold a number.
  const spaced = line.match(
    /^([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,9})\s+(\S.{0,200})$/u,
  );
  if (spaced && /\d/.test(spaced[2]!)) {
    const concepts = vocabularyLabel(spaced[1]!, true).filter((c) => plausible(c, spaced[2]!));
    if (concepts.length) return [{ label: spaced[1]!, value: spaced[2]!.trim(), concepts: [concepts[0]!] }];
  }
  return [];
}

function extractLineFacts(line: string): Array<{ label: string; value: string; concepts: string[] }> {
  const hits: Array<{
    start: number;
    end: number;
    label: string;
    strong: boolean;
    sepStrong: boolean;
    atStart: boolean;
  }> = [];
  const prose = isProse(line);
  for (const m of line.matchAll(LABEL_RE)) {
    const pre = m[1] ?? '';
    const label = m[2]!;
    const sep = m[3] ?? '';
    const start = (m.index ?? 0) + pre.length;
    const atStart = start === 0 || /[\t·|•]|\s{2,}/.test(pre);
    const strong = /:$/.test(sep) || /\.{2,}$/.test(sep) || sep === '\t';
    const titleCase = /^[A-Z]/.test(label);
    if (!strong) {
      if (prose) continue;
      if (!titleCase) continue;
      if (!atStart && line.length > 220) continue;
    }
    hits.push({
      start,
      end: (m.index ?? 0) + m[0].length,
      label,
      strong: strong || atStart,
      sepStrong: strong,
      atStart,
    });
  }
  // Mid-line Title-Case labels only count on feature rows that begin with a label and have no
  // explicit "Label:" / tab structure ("Lot 35 x 118 ft Zoning R1-1" is two facts; "Kerrisdale
  // Community Centre" is not a label).
  const structured = hits.some(
    (h) => h.strong && h.start > 0 && /[:\t.]/.test(line.slice(h.start, h.start + h.label.length + 4)),
  );
  const startsLabelled = hits.length > 0 && hits[0]!.start === 0;
  const kept = hits.filter((h) =>
    START_ONLY.has(h.label.toLowerCase())
      ? h.atStart && (h.sepStrong || /^\s*[\d$#]/.test(line.slice(h.end)))
      : h.start === 0 || h.strong || (startsLabelled && !structured),
  );
  hits.length = 0;
  hits.push(...kept);
  const out: Array<{ label: string; value: string; concepts: string[] }> = [];
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    // "Pets / Rentals Pets allowed ...": a label word right after a label is part of the value.
    while (hits[i + 1] && !hits[i + 1]!.strong && line.slice(h.end, hits[i + 1]!.start).trim() === '')
      hits.splice(i + 1, 1);
    // "Includes Hot water, gas": a label word right after a joining word belongs to the value.
    while (
      hits[i + 1] &&
      !hits[i + 1]!.strong &&
      /\b(?:includes?|including|incl\.?|with|and|or|of|for|plus|the|a|an|no|has|have)\s*$/i.test(
        line.slice(h.end, hits[i + 1]!.start),
      )
    )
      hits.splice(i + 1, 1);
    const next = hits[i + 1];
    let value = line.slice(h.end, next ? next.start : undefined);
    value = value
      .replace(/^[\s:·|•.–-]+/, '')
      .replace(/[\s·|•]+$/, '')
      .trim();
    // "Bedrooms / Bathrooms 3 / 3": a compound label whose first half has no value of its own.
    if (!value && next && /^\s*\/\s*$/.test(line.slice(h.end, next.start))) {
      const merged = `${h.label} / ${next.label}`;
      const after = line
        .slice(next.end, hits[i + 2]?.start)
        .replace(/^[\s:·|•.–-]+/, '')
        .trim();
      if (after)
        out.push({ label: merged, value: after, concepts: [...labelConcepts(h.label), ...labelConcepts(next.label)] });
      i++;
      continue;
    }
    if (value.length > 80) value = sentences(value)[0] ?? value;
    // "Exterior repaint, ..." and "Roof replaced with ..." are sentences, not "Label value" rows.
    if (!h.sepStrong && /^[a-z]/.test(value)) continue;
    // "Schools & area", "Parking and storage": a heading whose label goes on, not a value.
    if (!h.sepStrong && /^(?:&|\+|and\b|et\b)/i.test(value)) continue;
    if (
      !value ||
      value.length > 260 ||
      (/^[A-Z\s]+$/.test(h.label) && value.startsWith('(')) ||
      /^\([^)]*\)$/.test(value)
    )
      continue;
    const concepts = labelConcepts(h.label).filter((c) => plausible(c, value));
    if (concepts.length) out.push({ label: h.label, value, concepts });
  }
  return out;
}

/** A feature-table row read as cells: "Kitchen Wolf range, Miele dishwasher Laundry LG washer/dryer"
 * → Kitchen: "Wolf range, Miele dishwasher", Laundry: "LG washer/dryer". Labels count where a
 * Title-Cased known label follows a lower-case word and comes before a capital, digit or "$". */
export function splitLabelled(line: string): Array<{ label: string | null; value: string }> {
  const cuts: Array<{ start: number; end: number; label: string }> = [];
  for (const m of line.matchAll(LABEL_RE)) {
    const label = m[2]!;
    const start = (m.index ?? 0) + (m[1] ?? '').length;
    const end = (m.index ?? 0) + m[0].length;
    if (!/^[A-Z]/.test(label)) continue;
    const before = line.slice(0, start);
    // After a lower-case word ("... Miele dishwasher Laundry LG"), not inside a name ("Parkgate
    // Community Centre") or a value ("Level 2 EV charger").
    const strongSep = /[:\t]|\.{2,}/.test(m[3] ?? '');
    if (start > 0 && !/(?:(?:^|\s)[a-z][\w/-]*|\)|[·|•;])\s+$/.test(before) && !(strongSep && /\d\s+$/.test(before)))
      continue;
    if (!/^\s*[:.\t–-]*\s*[A-Z\d$#]/.test(line.slice(end)) && !strongSep) continue;
    cuts.push({ start, end, label: label.trim() });
  }
  const out: Array<{ label: string | null; value: string }> = [];
  if (!cuts.length) return [{ label: null, value: line.trim() }];
  if (cuts[0]!.start > 0) out.push({ label: null, value: line.slice(0, cuts[0]!.start).trim() });
  cuts.forEach((c, i) => {
    const value = line
      .slice(c.end, cuts[i + 1]?.start)
      .replace(/^[\s:·|•.–-]+/, '')
      .replace(/[\s·|•;,]+$/, '')
      .trim();
    if (value) out.push({ label: c.label, value });
  });
  return out.filter((c) => c.value);
}
