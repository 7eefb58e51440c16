// Ingestion-time extraction (pure, no database): turns a document's page texts into labelled facts
// ("Gross Taxes" → "$2,418.90 (2024)") and passages (sentences, table rows) tagged with the
// vocabulary's concepts. Layout-tolerant on purpose: feature sheets come as two-column PDFs, Word
// tables, tab-separated .doc text and dotted-leader .txt files.
//
// The pieces (extraction/): labels.ts (which label marks which concept, plausibility of a value),
// line-facts.ts (labelled values of one line), lines.ts (logical lines, rows, headings),
// prose-facts.ts (facts written as sentences). This module reads a whole document with them.
import { CONCEPTS, matchConcepts } from '../concepts/vocabulary';
import { sentences } from '../text/text';
import { extractFacts, vocabularyFact } from './line-facts';
import { isHeading, isRow, joinLines } from './lines';
import { proseFacts } from './prose-facts';

export { extractFacts, splitLabelled, vocabularyFact } from './line-facts';
export { startsWithLabel, vocabularyLabel } from './labels';
export { joinLines } from './lines';
export { proseFacts } from './prose-facts';

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

const BARE_AMOUNT = /^(?:\$\s?\d{1,3}(?:,\d{3}){1,3}(?:\.\d{2})?|\d{1,3}(?:[, ]\d{3}){1,3}\s?\$)$/;
const AMOUNT = /\$\s?\d{1,3}(?:,\d{3}){1,3}|\d{1,3}(?:[ \u00a0]\d{3}){1,3}\s?\$/;

/** A short line just above a bare amount that names another value ("Assessed value", "2025"
 * under "Special Levy"): the amount is that value, not the asking price. */
function namesOtherValue(lines: string[]): boolean {
  return lines.some((l) => l.length <= 40 && matchConcepts(l).some((m) => OTHER_AMOUNTS.has(m.concept)));
}
const OTHER_AMOUNTS = new Set(CONCEPTS.filter((c) => c.otherAmount).map((c) => c.id));

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
