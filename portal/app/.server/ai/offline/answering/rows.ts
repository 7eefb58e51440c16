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
import type { Lang } from '../concepts/types';
import { getGlossary } from '../glossary/glossary';
import type { Item, ListingKnowledge } from '../knowledge/items';
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

export function asked(q: QInfo, expansion: Expansion, lang: Lang): Asked {
  const terms = new Set(expansion.groups.map((g) => g.id));
  // The display forms' words stand in for the question's own words where those are not Latin.
  const termStems =
    lang === 'en' || lang === 'fr'
      ? new Set<string>()
      : new Set(
          [...terms].flatMap((id) =>
            (['en', 'fr'] as const).flatMap((l) => latinWords(GLOSSARY.forms(id, l)[0] ?? '').map(stem)),
          ),
        );
  return { q, terms, termStems };
}

/** The values of a column, and whether most hold the kind of value asked. */
function columnValues(a: Asked, table: Table, col: number): { filled: boolean; kinded: boolean } {
  const values = table.rows.map((r) => r.cells[col] ?? '');
  const filled = values.filter((v) => v && v !== '-').length;
  return {
    filled: filled >= table.rows.length * MIN_FILLED,
    kinded: filled > 0 && values.filter((v) => holdsKind(a.q, v)).length >= filled / 2,
  };
}

/** How well a column's name says what the question asks (0 when it does not), plus one when its
 * values are of the kind asked. */
export function columnScore(a: Asked, table: Table, col: number): number {
  const q = a.q;
  const name = table.header[col]!;
  const { filled, kinded } = columnValues(a, table, col);
  if (!filled) return 0;
  let s = 0;
  // A concept is broad ("rentals" holds the rent and the lease): it counts as one shared word.
  const nameConcepts = conceptsOf(name);
  if (q.concepts.some((c) => nameConcepts.has(c))) s += 1.5;
  const nameStems = stemsOf(name);
  for (const st of q.stems) if (nameStems.has(st)) s += 1.5;
  const nameTerms = glossaryIds(name);
  if ([...a.terms].some((id) => nameTerms.has(id))) s += 3;
  else if ([...a.termStems].some((st) => nameStems.has(st))) s += 2;
  return s && kinded ? s + 1 : s;
}

/** "The taxes each year" of a table titled "Property taxes" whose one column of amounts has no
 * name the question says ("Amount"): that column, when it is the only one of the kind asked. */
function titledColumn(a: Asked, table: Table): number | null {
  const q = a.q;
  const titleConcepts = conceptsOf(table.title);
  const titleStems = stemsOf(table.title);
  const titleTerms = glossaryIds(table.title);
  const titled =
    q.concepts.some((c) => titleConcepts.has(c)) ||
    [...q.stems, ...a.termStems].some((st) => titleStems.has(st)) ||
    [...a.terms].some((id) => titleTerms.has(id));
  if (!titled) return null;
  const kinded = table.header.flatMap((_, col) => {
    if (col === 0) return [];
    const v = columnValues(a, table, col);
    return v.filled && v.kinded ? [col] : [];
  });
  return kinded.length === 1 ? kinded[0]! : null;
}

/** The listing's best table column for the question, or null: a column the question names, else
 * the one column of the kind asked in a table whose title the question names. */
export function bestColumn(l: ListingKnowledge, a: Asked): { table: Table<Item>; col: number } | null {
  let best: { table: Table<Item>; col: number; score: number } | null = null;
  for (const table of l.tables)
    for (let col = 1; col < table.header.length; col++) {
      const score = columnScore(a, table, col);
      if (score >= MIN_COLUMN_SCORE && (!best || score > best.score)) best = { table, col, score };
    }
  if (best) return best;
  for (const table of l.tables) {
    const col = titledColumn(a, table);
    if (col !== null) return { table, col };
  }
  return null;
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
  const best = bestColumn(listing, asked(ctx.q, ctx.expansion, ctx.lang));
  if (!best) return null;
  const quoted = rowsText(best.table, best.col);
  // The quote's language is the table's: its cells alone may hold too few words to tell.
  const sample = `${best.table.title} ${best.table.rows.map((r) => r.item.text).join(' ')}`;
  const lead = quoteLead(
    ctx.listings.length > 1 ? fill(T.fromDocsOf[ctx.lang], { listing: shortName(listing.name) }) : T.fromDocs[ctx.lang],
    sample,
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
