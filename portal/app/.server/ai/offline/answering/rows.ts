// One value asked for each row of a table ("what is each unit's rent?", "each lease's end date",
// "the taxes each year"): the column the question names, quoted row by row with each row's label
// ("Monthly rent: Unit 1 $1,850 · Unit 2 $1,725"), from the tables read when the listing's
// knowledge was built (knowledge/tables.ts). A question whose subject no column or table title
// names gets nothing here: the other responders (and the hand-over) follow.
import { PER_ROW } from '../lang';
import { matchConcepts } from '../concepts/vocabulary';
import { MONEY } from '../concepts/money';
import { DATE_RE, YEAR_RE, clip, latinWords, stem } from '../text/text';
import { holdsType } from '../question/answer-type';
import type { QInfo } from '../question/question';
import type { Expansion } from '../question/expand';
import { getGlossary } from '../glossary/glossary';
import type { ListingKnowledge } from '../knowledge/items';
import type { Table } from '../knowledge/tables';
import { T, fill, shortName } from '../rendering/compose';
import { quoteLead } from '../rendering/quote';
import { sourceOf } from '../rendering/render';
import type { Responder } from './draft';

const AMOUNTS = new Set(MONEY.map((c) => c.id));
/** A bare amount of a table cell ("1495.00", "$1,725", "(1,350)"). */
const BARE_AMOUNT = /^\(?\$?\s?\d{1,3}(?:[, ]?\d{3})*(?:\.\d{2})?\s?\$?\)?$/;

/** A column's score must reach this: its name (or the table's title, for a column holding the kind
 * of value asked) names what the question asks. One shared word of the header alone is 1.5. */
export const MIN_COLUMN_SCORE = 3;
/** Share of the rows that must have a value in the column. */
const MIN_FILLED = 0.5;

const stemsOf = (text: string) => new Set(latinWords(text).map(stem));
const conceptsOf = (text: string) => new Set(matchConcepts(text).map((m) => m.concept));

function asksAmount(q: QInfo): boolean {
  return q.modifiers.has('cost') || q.types.includes('amount') || q.concepts.some((c) => AMOUNTS.has(c));
}
function asksDate(q: QInfo): boolean {
  return q.modifiers.has('when') || q.modifiers.has('due') || q.types.includes('date');
}

function holdsKind(q: QInfo, cell: string): boolean {
  if (asksAmount(q) && (BARE_AMOUNT.test(cell) || holdsType('amount', cell))) return true;
  if (asksDate(q) && (DATE_RE.test(cell) || YEAR_RE.test(cell))) return true;
  return false;
}

/** What the question asks, as the columns are matched against it: its analysis and its glossary
 * terms (ids, and the stems of their English and French display forms), so that "每个单位的租金"
 * finds the column "Monthly rent". */
export interface Asked {
  q: QInfo;
  terms: ReadonlySet<string>;
  termStems: ReadonlySet<string>;
}

const GLOSSARY = getGlossary();
const glossaryIds = (text: string) =>
  new Set([...GLOSSARY.find(text, 'en'), ...GLOSSARY.find(text, 'fr')].map((m) => m.id));

export function asked(q: QInfo, expansion: Expansion): Asked {
  const terms = new Set(expansion.groups.map((g) => g.id));
  const termStems = new Set(
    [...terms].flatMap((id) =>
      (['en', 'fr'] as const).flatMap((l) => latinWords(GLOSSARY.forms(id, l)[0] ?? '').map(stem)),
    ),
  );
  return { q, terms, termStems };
}

/** How well a column of a table answers the question (0 when it does not). */
export function columnScore(a: Asked, table: Table, col: number): number {
  const q = a.q;
  const name = table.header[col]!;
  const values = table.rows.map((r) => r.cells[col] ?? '');
  const filled = values.filter((v) => v && v !== '-').length;
  if (filled < table.rows.length * MIN_FILLED) return 0;
  const kinded = values.filter((v) => holdsKind(q, v)).length >= filled / 2;
  let s = 0;
  const nameConcepts = conceptsOf(name);
  if (q.concepts.some((c) => nameConcepts.has(c))) s += 3;
  const nameStems = stemsOf(name);
  for (const st of q.stems) if (nameStems.has(st)) s += 1.5;
  const nameTerms = glossaryIds(name);
  if ([...a.terms].some((id) => nameTerms.has(id))) s += 3;
  else if ([...a.termStems].some((st) => nameStems.has(st))) s += 2;
  if (s === 0) {
    // "The taxes each year" of a table titled "Property taxes" with a column of amounts.
    const titleConcepts = conceptsOf(table.title);
    const titleStems = stemsOf(table.title);
    const titleTerms = glossaryIds(table.title);
    const titled =
      q.concepts.some((c) => titleConcepts.has(c)) ||
      [...q.stems, ...a.termStems].some((st) => titleStems.has(st)) ||
      [...a.terms].some((id) => titleTerms.has(id));
    if (titled && kinded) s += 3;
  } else if (kinded) s += 1;
  return s;
}

/** The listing's best table column for the question, or null. */
export function bestColumn(l: ListingKnowledge, a: Asked): { table: Table; col: number } | null {
  let best: { table: Table; col: number; score: number } | null = null;
  for (const table of l.tables)
    for (let col = 1; col < table.header.length; col++) {
      const score = columnScore(a, table, col);
      if (score >= MIN_COLUMN_SCORE && (!best || score > best.score)) best = { table, col, score };
    }
  return best;
}

/** The rows of one column as "label value" parts, the column's name first. */
export function rowsText(table: Table, col: number): string {
  const parts = table.rows.filter((r) => r.cells[col]).map((r) => `${r.label} ${r.cells[col]}`);
  return `${table.header[col]}: ${parts.join(' · ')}`;
}

export const perRow: Responder = (ctx) => {
  if (!PER_ROW.test(ctx.normQ)) return null;
  const listing = ctx.resolved ?? (ctx.listings.length === 1 ? ctx.listings[0]! : null);
  if (!listing) return null;
  const best = bestColumn(listing, asked(ctx.q, ctx.expansion));
  if (!best) return null;
  const quoted = rowsText(best.table, best.col);
  const lead = quoteLead(
    ctx.listings.length > 1 ? fill(T.fromDocsOf[ctx.lang], { listing: shortName(listing.name) }) : T.fromDocs[ctx.lang],
    quoted,
    ctx.lang,
  );
  const text = clip(`${lead}${quoted}`, ctx.budget);
  const seen = new Set<number>();
  const sources = best.table.rows
    .filter((r) => r.cells[best.col] && !seen.has(r.item.id) && seen.add(r.item.id))
    .slice(0, 3)
    .map((r) => sourceOf(r.item, listing));
  return { text, sources, handoff: false, listing, property: true };
};
