// Ingestion-time extraction (pure, no database): turns a document's page texts into labelled facts
// ("Gross Taxes" → "$2,418.90 (2024)") and passages (sentences, table rows) tagged with the
// vocabulary's concepts. Layout-tolerant on purpose: feature sheets come as two-column PDFs, Word
// tables, tab-separated .doc text and dotted-leader .txt files.
import { CONCEPTS, CONCEPT_BY_ID, matchConcepts } from './vocabulary';
import { COMPANY_RE, normalize, sentences } from './text';
import { FALSE_FRIENDS } from './lang';

export interface ExtractInput {
  fileName: string;
  isExtraInfo: boolean;
  pages: Array<{ page: number | null; text: string }>;
}

export interface ExtractedRow {
  kind: 'fact' | 'passage';
  concept: string | null;
  concepts: string;
  label: string;
  text: string;
  context: string;
  page: number | null;
  ord: number;
}

interface LabelDef {
  label: string;
  concepts: string[];
}

// Labels sorted longest first, so "Strata Fee" wins over "Fee" and "Lot Size" over "Lot".
const LABELS: LabelDef[] = (() => {
  const map = new Map<string, string[]>();
  for (const c of CONCEPTS) {
    for (const l of c.labels ?? []) {
      const key = l.toLowerCase();
      map.set(key, [...new Set([...(map.get(key) ?? []), c.id])]);
    }
  }
  // Combined labels of feature sheets.
  map.set('heating / cooling', ['heating', 'cooling']);
  map.set('heating / ac', ['heating', 'cooling']);
  map.set('heating/cooling', ['heating', 'cooling']);
  map.set('pets / rentals', ['pets', 'rentals']);
  map.set('pets/rentals', ['pets', 'rentals']);
  map.set('bedrooms / bathrooms', ['bedrooms', 'bathrooms']);
  map.set('beds / baths', ['bedrooms', 'bathrooms']);
  return [...map.entries()]
    .map(([label, concepts]) => ({ label, concepts }))
    .sort((a, b) => b.label.length - a.label.length);
})();

const labelAlt = LABELS.map((l) =>
  l.label
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s*\/\s*/g, '\\s*/\\s*')
    .replace(/ /g, '\\s+'),
).join('|');
// A label at a segment start (line start, after a tab, "·", "|", or 2+ spaces) or Title-Cased mid-line.
const LABEL_RE = new RegExp(
  `(^|\\t|\\s{2,}|\\s[·|•]\\s?|[·|•]\\s?|(?<=[\\p{L}\\p{N})%.]) |(?<=\\d)(?=[A-Z]))(${labelAlt})(?:(?<=#)|(?![\\p{L}]))(?:\\s*\\([^)]{1,20}\\)(?=\\s*:))?( *:|\\s*\\.{2,}|\\t| [-–] |(?=\\s))?`,
  'giu',
);

function labelConcepts(label: string): string[] {
  const key = label
    .toLowerCase()
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ');
  return LABELS.find((l) => l.label.replace(/\s*\/\s*/g, ' / ') === key)?.concepts ?? [];
}

const isProse = (line: string) => {
  const words = line.split(/\s+/).length;
  return (/[.!?]$/.test(line) && words > 10) || (line.match(/\.\s+[A-Z]/g)?.length ?? 0) >= 2;
};

// What a value must look like for its label to be believed (a record's `valueCheck`: "Kitchen
// 12'8\" x 9'10\"" is a room size, not the appliances); "Taxes scolaires : 412 $" is a tax, not a
// school (`notAnAmount`).
function plausible(concept: string, value: string): boolean {
  const record = CONCEPT_BY_ID.get(concept);
  if (record?.valueCheck && !record.valueCheck.test(value)) return false;
  if (record?.notAnAmount && /^[\d\s$,.()]+\$?\s*(?:\(\d{4}\))?$/.test(value)) return false;
  return true;
}

// Labels that are also ordinary words inside values ("Birchwood Elementary", "SkyTrain
// station"): they only count at the start of a line.
const START_ONLY = new Set([
  'elementary',
  'secondary',
  'french immersion',
  'independent',
  'skytrain',
  'bus',
  'nearest station',
  'ev charging',
  'ev charger',
  'suite',
  'community',
  'nearby',
  'shopping',
  'parks',
  'type',
  'style',
  'size',
  'built',
  'age',
  'heat',
  'interior',
  'garage',
  'school',
  'kitchen',
  'tax',
  'price',
  'asking',
  'lot',
  'roof',
  'noise',
  'insurance',
  'water damage',
  'possession',
  'completion',
  'subjects',
  'furniture',
  'drainage',
  'services',
  'utilities',
  'floor',
  'units',
  'building',
  'included',
  'assessment',
  'kitchen & finishes',
  'inspection',
]);

/** Fact concepts a short label names through the vocabulary ("Realty Taxes", "Maint. Fees"). */
// Labels are read with the whole vocabulary except French words that mean something else in
// English: "Location: Amenity Room" is not a rentals fact.
export function vocabularyLabel(label: string, anyLanguage = false): string[] {
  const ids = matchConcepts(label)
    .filter((m) => anyLanguage || !FALSE_FRIENDS.has(m.term) || EN_TERMS.get(m.concept)!.has(m.term))
    .map((m) => m.concept);
  return [...new Set(ids)].filter((id) => CONCEPT_KIND.get(id) === 'fact');
}
const CONCEPT_KIND = new Map(CONCEPTS.map((c) => [c.id, c.kind]));
const EN_TERMS = new Map(CONCEPTS.map((c) => [c.id, new Set(c.terms.en.map((x) => normalize(x)))]));

/** Labelled values of one line. Lines made of several spaced-out "Label: value" segments
 * ("Beds: 4   Baths: 2.5   Sq. Ft.: 2,288") are read segment by segment. */
export function extractFacts(line: string): Array<{ label: string; value: string; concepts: string[] }> {
  const cell = tabCellFact(line);
  if (cell) return cell;
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
  // Chinese, Japanese and Korean sheets: "售价：$807,000", "管理費：月額 ..." , "관리비: ..."
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

const isRow = (line: string) => {
  // Chinese, Japanese and Korean prose has few spaces: a run of their letters is a sentence.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{5,}/u.test(line)) return false;
  const tokens = line.split(/\s+/);
  if (tokens.length < 3 || line.length > 120) return false;
  return tokens.filter((x) => /\d/.test(x)).length / tokens.length >= 0.5;
};

const isHeading = (line: string) => {
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

const labelStartRe = new RegExp(`^(?:${labelAlt})(?![\\p{L}])`, 'iu');
/** True when a line begins with a known feature-sheet label ("Parking 1 stall"). */
export function startsWithLabel(line: string): boolean {
  const t = line.trim();
  return /^[A-Z]/.test(t) && labelStartRe.test(t);
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

// Facts written as prose ("Asking price $1,087,000. Two bedrooms, two bathrooms, 942 sq ft.
// Built in 2014."), for documents without a feature table.
const N = '(?:\\d+(?:\\.5)?|one|two|three|four|five|six|seven|eight)';
const PROSE_FACTS: Array<{ concept: string; label: string; re: RegExp }> = [
  {
    concept: 'price',
    label: 'Price',
    re: /(?:asking price|list(?:ing)? price|listed at|listed for|offered at|priced at|asking|prix demande|prix de vente)\s*(?:of|is|:)?\s*(?:\$\s?\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ ,\u00a0]\d{3})+\s?\$)/i,
  },
  {
    concept: 'bedrooms',
    label: 'Bedrooms',
    re: new RegExp(`\\b${N}[\\s-]+(?:bed(?:room)?s?|bdrms?|chambres?)\\b`, 'i'),
  },
  {
    concept: 'bathrooms',
    label: 'Bathrooms',
    re: new RegExp(`\\b${N}[\\s-]+(?:bath(?:room)?s?|salles? de bains?)\\b`, 'i'),
  },
  {
    concept: 'area',
    label: 'Floor area',
    re: /\b\d{1,2},?\d{3}\s?(?:sq\.?\s?ft|square feet|sf|pi2|pieds carres)\b|\b\d{3}\s?(?:sq\.?\s?ft|square feet)\b/i,
  },
  {
    concept: 'year_built',
    label: 'Year built',
    re: /\b(?:built|constructed|completed|construit(?:e)?)\s+(?:in\s+|en\s+)?(?:19|20)\d{2}\b/i,
  },
  {
    concept: 'taxes',
    label: 'Property taxes',
    re: /\b(?:property |gross |annual )?tax(?:es)?\s*(?:of|are|were|is|:)?\s*\$\s?[\d,]+(?:\.\d{2})?(?:\s*\(\d{4}\))?/i,
  },
  {
    concept: 'strata_fee',
    label: 'Strata fee',
    re: /\b(?:strata|maintenance|hoa|condo|monthly)\s+fees?\s*(?:of|is|are|:)?\s*\$\s?[\d,]+(?:\.\d{2})?(?:\s*(?:per|\/|a)\s*month)?/i,
  },
  {
    concept: 'lot',
    label: 'Lot',
    re: /\b\d[\d,.]*\s*(?:x|by)\s*\d[\d,.]*[\s-]*(?:ft|foot|feet|m)?\s+lot\b|\blot\s*(?:size)?\s*(?:of|is|:)?\s*\d[\d,.]*\s*(?:x\s*\d[\d,.]*\s*)?(?:ft|feet|sq\.?\s?ft|acres?|m2|m²)/i,
  },
  {
    concept: 'parking',
    label: 'Parking',
    re: new RegExp(
      `\\b${N}\\s+(?:secured\\s+|underground\\s+|covered\\s+)?(?:parking\\s+)?(?:stalls?|spots?|spaces?)\\b|\\b(?:single|double|two-car|attached|detached)\\s+(?:car\\s+)?garage`,
      'i',
    ),
  },
];

export function proseFacts(
  sentence: string,
  skip: Set<string>,
): Array<{ label: string; value: string; concepts: string[] }> {
  const out: Array<{ label: string; value: string; concepts: string[] }> = [];
  for (const p of PROSE_FACTS) {
    if (skip.has(p.concept)) continue;
    if (p.concept === 'area' && /\blot\b/i.test(sentence)) continue;
    const m = p.re.exec(sentence);
    if (!m) continue;
    // "118 sq ft covered balcony" is not the home's floor area.
    if (
      p.concept === 'area' &&
      /^\s*(?:[\w-]+\s+){0,2}(?:balcony|deck|patio|terrace|yard|garage|lot|roof|basement|suite)/i.test(
        sentence.slice(m.index + m[0].length),
      )
    )
      continue;
    out.push({ label: p.label, value: m[0].trim(), concepts: [p.concept] });
  }
  return out;
}

const BARE_AMOUNT = /^(?:\$\s?\d{1,3}(?:,\d{3}){1,3}(?:\.\d{2})?|\d{1,3}(?:[, ]\d{3}){1,3}\s?\$)$/;
const AMOUNT = /\$\s?\d{1,3}(?:,\d{3}){1,3}|\d{1,3}(?:[ \u00a0]\d{3}){1,3}\s?\$/;

/** A short line just above a bare amount that names another value ("Assessed value", "2025"
 * under "Special Levy"): the amount is that value, not the asking price. */
function namesOtherValue(lines: string[]): boolean {
  return lines.some((l) => l.length <= 40 && matchConcepts(l).some((m) => OTHER_AMOUNTS.has(m.concept)));
}
const OTHER_AMOUNTS = new Set([
  'assessed_value',
  'taxes',
  'strata_fee',
  'special_levy',
  'reserve_fund',
  'balance',
  'utility_cost',
  'rent_estimate',
  'insurance',
  'closing_costs',
  'purchase_history',
  'sold',
]);

/** Facts and passages of a document. */
export function extractDocument(input: ExtractInput): ExtractedRow[] {
  const rows: ExtractedRow[] = [];
  let ord = 0;
  let title = '';
  let heading = '';
  let sawPrice = false;
  let sawAmount = false;
  let recent: string[] = [];
  // Concepts with a labelled fact anywhere in this document: prose does not add a second.
  const labelled = new Set<string>();
  for (const page of input.pages) {
    for (const line of joinLines(page.text))
      for (const f of extractFacts(line)) for (const c of f.concepts) labelled.add(c);
  }
  let lineNo = 0;
  for (const page of input.pages) {
    const lines = joinLines(page.text);
    let lastFact: ExtractedRow | null = null;
    for (const line of lines) {
      if (!title && line.length <= 120) title = line;
      const facts = extractFacts(line);
      if (!facts.length) facts.push(...vocabularyFact(line));
      // The big number at the top of a feature sheet is the asking price, alone on its line or as
      // a cell of the summary line ("MLS® 5512… · Riverbend · $874,500"). Only the first amount
      // counts: one further down ("Assessed value 2024 $655,000") is some other value.
      if (!sawPrice && !sawAmount && lineNo < 15 && !namesOtherValue(recent)) {
        const cells = line.split(/\s+[·|•]\s+/).map((x) => x.trim());
        const bare = cells.find((x) => BARE_AMOUNT.test(x));
        if (bare && (cells.length > 1 || !facts.length))
          facts.push({ label: 'Price', value: bare, concepts: ['price'] });
      }
      if (facts.some((f) => f.concepts.includes('price'))) sawPrice = true;
      if (AMOUNT.test(line)) sawAmount = true;
      recent = [line, ...recent].slice(0, 2);
      for (const f of facts) for (const c of f.concepts) labelled.add(c);
      lineNo++;
      if (facts.length) {
        for (const f of facts) {
          for (const concept of f.concepts.length ? f.concepts : [null]) {
            const row: ExtractedRow = {
              kind: 'fact',
              concept,
              concepts: [...new Set(f.concepts)].join(' '),
              label: f.label,
              text: f.value,
              context: heading,
              page: page.page,
              ord: ord++,
            };
            rows.push(row);
            lastFact = row;
          }
        }
      } else if (
        lastFact &&
        line.length <= 60 &&
        !isRow(line) &&
        (/^[a-z(]/.test(line) ||
          (/^[0-9$]/.test(line) && line.length <= 25) ||
          /(?:,|\(|\b(?:and|or|of|with|about|through|plus|the|a|to|for))$/i.test(lastFact.text))
      ) {
        // A value that wrapped under its label in a two-column layout ("650 m").
        for (const r of rows.slice(-3))
          if (r.kind === 'fact' && r.label === lastFact.label) r.text = `${r.text} ${line}`;
      } else {
        lastFact = null;
      }
      const heads = isHeading(line);
      // CJK text packs a sentence into a few characters: split it sooner.
      const parts = line.length > 160 || (line.length > 40 && /[。！？].*\S/u.test(line)) ? sentences(line) : [line];
      // Sentences of one paragraph inherit its topics ("~elevator"), so "each car will be out of
      // service for 14 weeks" still belongs to the elevator paragraph it sits in.
      const inherited = parts.length > 1 ? [...new Set(matchConcepts(line).map((m) => m.concept))] : [];
      for (const part of parts) {
        if (!facts.length && !heads) {
          for (const f of sentences(part).flatMap((x) => proseFacts(x, labelled))) {
            if (labelled.has(f.concepts[0]!)) continue;
            rows.push({
              kind: 'fact',
              concept: f.concepts[0]!,
              concepts: f.concepts[0]!,
              label: f.label,
              text: f.value,
              context: heading,
              page: page.page,
              ord: ord++,
            });
            labelled.add(f.concepts[0]!);
          }
        }
        const own = [...new Set(matchConcepts(part).map((m) => m.concept))];
        const concepts = [...own, ...inherited.filter((c) => !own.includes(c)).map((c) => `~${c}`)].join(' ');
        rows.push({
          kind: 'passage',
          concept: isRow(part) ? 'row' : heads ? 'heading' : null,
          concepts,
          label: '',
          text: part,
          context: [title !== line ? title : '', heading !== line ? heading : ''].filter(Boolean).join(' / '),
          page: page.page,
          ord: ord++,
        });
      }
      if (heads) heading = line;
    }
  }
  return rows;
}
