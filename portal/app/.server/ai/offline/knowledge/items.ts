// A listing's knowledge built from its stored rows: the facts and tagged passages of its documents
// as items (table cells read across their row, word stems, unit lines), with the indexes the
// answering looks them up by. Built item by item, so that a large listing can be built in slices
// (knowledge.server.ts holds the cache and decides when to build). Everything here is done once
// per listing, not per question: a question only looks things up (by concept, word stem, place of
// a search hit), so what it costs does not grow with the listing's documents.
import { MONEY_RE, addressNumbers, cjkBigrams, latinWords, normalize, squash, stem } from '../text/text';
import { conceptIds } from '../concepts/vocabulary';
import { addPhrases } from './aliases';
import { tableReader, type Table } from './tables';

export interface Item {
  id: number;
  kind: 'fact' | 'passage';
  concept: string | null;
  concepts: Set<string>;
  ctxConcepts: Set<string>;
  label: string;
  text: string;
  /** The passage with its short neighbours (table cells read across a row). */
  window: string;
  context: string;
  fileName: string;
  page: number | null;
  isExtra: boolean;
  stems: Set<string>;
  /** Word stems of the heading the passage sits under ("Quiet Hours (Rule 7)"). */
  ctxStems: Set<string>;
  isRow: boolean;
  isHeading: boolean;
  hasDigit: boolean;
  /** Fewer than 12 letters: a cell or a label, not an answer. */
  tiny: boolean;
  /** A table row that carries this listing's unit number ("SL 188 1904 96 $761.44"). */
  unitRow: boolean;
  /** A short line with an amount that names this listing's unit ("Portion payable by unit 1204 $1,234.00"). */
  unitLine: boolean;
  /** Where the item sits in the listing's items (document order). */
  pos: number;
  /** normalize(window): the text glossary terms are looked for in (a passage's; '' for a fact). */
  norm: string;
  /** normalize(`${window} ${context}`) for a passage under a heading, else null. */
  normWithHeading: string | null;
  /** The passage's head as it is looked for in a search hit's chunk (squashed, 60 characters). */
  probe: string;
}

/** The passages of one file and page, and (for a long one) the same by the start of their head. */
export interface Place {
  items: Item[];
  /** Set when the place holds more than PLACE_SCAN_MAX passages: they are found in a chunk by what
   * starts at each word of the chunk, not by trying each one. Keyed by headKey. */
  byHead: Map<string, Item[]> | null;
  /** The lengths of the heads shorter than HEAD_KEY characters (their whole head is the key). */
  shortHeads: number[];
}

/** Characters of a passage's head that key it in a long place. */
export const HEAD_KEY = 4;
export const headKey = (probe: string): string => probe.slice(0, HEAD_KEY);

/** A place with more passages than this (a long document without pages) is looked up by head. */
export const PLACE_SCAN_MAX = 256;

export interface ListingKnowledge {
  id: number;
  name: string;
  status: string;
  insider: string;
  items: Item[];
  /** Passages by concept ("c:pets", own or inherited) and by word stem ("s:levy"). */
  index: Map<string, Item[]>;
  facts: Map<string, Item[]>;
  /** The passages of the agent's notes (the generated notes document), headings included. */
  notes: Item[];
  /** The first passage that describes the home in a sentence (used by the introduction). */
  description: Item | null;
  /** Passages (headings aside) by `${fileName}|${page ?? ''}`: a search hit finds those it holds. */
  places: Map<string, Place>;
  /** How many passages (headings aside) the index holds. */
  passageCount: number;
  words: Set<string>;
  unit: string | null;
  street: string | null;
  nameStems: Set<string>;
  /** Pairs of adjacent words its documents and notes use ("corner lot"): what the listing can be
   * called by (aliases.ts). */
  phrases: Set<string>;
  /** The concepts its documents and notes name ("pool", "waterfront"): a feature can name it too. */
  named: Set<string>;
  /** The tables of its documents (a header and rows of the same columns), read at build time. */
  tables: Table<Item>[];
}

/** A row of listing_facts as the knowledge statements read it. */
export interface RawItem {
  id: number;
  kind: string;
  concept: string | null;
  concepts: string;
  label: string;
  text: string;
  context: string;
  fileName: string;
  page: number | null;
  isExtra: number;
  documentId: number;
  ord: number;
}

export type ListingRow = { id: number; name: string; status: string; insider: string };

/** Items tokenized between two looks at the clock when a large listing is rebuilt in the background. */
const BUILD_STEP = 16;

const ctxCache = new Map<string, Set<string>>();
function contextConcepts(context: string): Set<string> {
  let s = ctxCache.get(context);
  if (!s) {
    s = conceptIds(context);
    if (ctxCache.size > 5000) ctxCache.clear();
    ctxCache.set(context, s);
  }
  return s;
}

const LEADER = /\S\s*\.{4,}\s*\S/;

export function build(row: ListingRow, raw: RawItem[]): ListingKnowledge {
  const steps = buildSteps(row, raw);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The listing's knowledge, built item by item; yields every BUILD_STEP items, so that a
 * 2,500-page document (about a second of tokenizing) can be built in slices of a few milliseconds.
 */
export function* buildSteps(row: ListingRow, raw: RawItem[]): Generator<void, ListingKnowledge, void> {
  const nums = addressNumbers(row.name);
  const unitRe = nums.unit ? new RegExp(`(?<![\\d-])${nums.unit}(?![\\d-])`) : null;
  // The unit named as one: "unit 1204", "suite 1204", "#1204", "1204号室" (a bare 3 is any number).
  const unitWordRe = nums.unit
    ? new RegExp(
        `(?:\\b(?:unit|suite|apt|app|apartment|appartement|unit[eé]|logement|strata lot|lot)\\.?\\s*|#\\s?)${nums.unit}(?![\\d-])|(?<![\\d-])${nums.unit}\\s?(?:号室|號室|호|室)`,
        'i',
      )
    : null;
  const items: Item[] = [];
  const index = new Map<string, Item[]>();
  const facts = new Map<string, Item[]>();
  const words = new Set<string>();
  const phrases = new Set<string>();
  const named = new Set<string>();
  const tables = tableReader<Item>();
  const notes: Item[] = [];
  const places = new Map<string, Place>();
  let description: Item | null = null;
  let passageCount = 0;
  for (let i = 0; i < raw.length; i++) {
    if (i > 0 && i % BUILD_STEP === 0) yield;
    const r = raw[i]!;
    let window = r.text;
    // A "Label ....... value" row of a form is whole: its neighbours are other rows.
    if (
      r.kind === 'passage' &&
      r.text.length <= 200 &&
      r.concept !== 'row' &&
      !/[.!?。！？]$/.test(r.text) &&
      !LEADER.test(r.text)
    ) {
      // Neighbouring passages, skipping the facts read from the same lines.
      let p = i - 1;
      while (p >= 0 && raw[p]!.kind === 'fact') p--;
      let nx = i + 1;
      while (nx < raw.length && raw[nx]!.kind === 'fact') nx++;
      const prev = raw[p];
      const next = raw[nx];
      // Table cells read across their row; sentences of a paragraph stay apart.
      const near = (x: RawItem | undefined) =>
        x &&
        x.kind === 'passage' &&
        x.documentId === r.documentId &&
        x.text.length <= 60 &&
        x.concept !== 'heading' &&
        !LEADER.test(x.text) &&
        !/[.!?。！？]$/.test(x.text);
      const parts = [near(prev) ? prev!.text : null, r.text, near(next) ? next!.text : null].filter(Boolean);
      if (parts.length > 1 && (near(prev) || near(next)) && (r.text.length <= 120 || parts.length === 3))
        window = parts.join(' · ');
    }
    const tags = r.concepts ? r.concepts.split(' ') : [];
    const item: Item = {
      id: r.id,
      kind: r.kind === 'fact' ? 'fact' : 'passage',
      concept: r.concept,
      concepts: new Set(tags.filter((c) => !c.startsWith('~'))),
      ctxConcepts: new Set([
        ...contextConcepts(r.context),
        ...tags.filter((c) => c.startsWith('~')).map((c) => c.slice(1)),
      ]),
      label: r.label,
      text: r.text,
      window,
      context: r.context,
      fileName: r.fileName,
      page: r.page,
      isExtra: r.isExtra === 1,
      // A table row is read with its header ("Strata Lot Suite Unit Entitlement Levy Share").
      stems: new Set([
        ...latinWords(`${r.label} ${window} ${r.concept === 'row' ? r.context : ''}`).map(stem),
        ...cjkBigrams(`${r.label} ${r.text}`),
      ]),
      ctxStems: new Set(latinWords(r.context.split(' / ').pop() ?? '').map(stem)),
      isRow: r.concept === 'row',
      isHeading: r.concept === 'heading',
      hasDigit: /\d/.test(r.text),
      tiny: r.text.replace(/[^\p{L}]/gu, '').length < 12 && !/\d/.test(r.text),
      unitRow: r.concept === 'row' && unitRe !== null && unitRe.test(r.text),
      unitLine:
        r.kind !== 'fact' &&
        r.isExtra !== 1 &&
        r.text.length <= 160 &&
        unitWordRe !== null &&
        unitWordRe.test(r.text) &&
        MONEY_RE.test(r.text.replace(unitWordRe, ' ')),
      pos: items.length,
      norm: '',
      normWithHeading: null,
      probe: '',
    };
    items.push(item);
    tables.add(item);
    if (item.kind === 'passage') {
      if (item.isExtra) notes.push(item);
      else if (!description && r.text.length > 80 && /[.!?]$/.test(r.text) && !item.isRow) description = item;
    }
    if (item.kind === 'passage' && !item.isHeading) {
      passageCount++;
      item.norm = normalize(window);
      if (r.context) item.normWithHeading = normalize(`${window} ${r.context}`);
      item.probe = squash(r.text).slice(0, 60);
      const key = `${r.fileName}|${r.page ?? ''}`;
      const place = places.get(key);
      if (place) place.items.push(item);
      else places.set(key, { items: [item], byHead: null, shortHeads: [] });
    }
    if (item.kind === 'fact' && item.concept) {
      const list = facts.get(item.concept) ?? [];
      if (!list.some((x) => x.text === item.text)) list.push(item);
      facts.set(item.concept, list);
    }
    for (const w of latinWords(r.text)) words.add(w);
    addPhrases(phrases, item.kind === 'fact' ? `${r.label} ${r.text}` : r.text, item.isExtra);
    for (const c of item.concepts) named.add(c);
    if (item.kind === 'passage' && !item.isHeading) {
      const keys = new Set<string>();
      for (const c of item.concepts) keys.add(`c:${c}`);
      for (const c of item.ctxConcepts) keys.add(`c:${c}`);
      for (const st of item.stems) keys.add(`s:${st}`);
      for (const st of item.ctxStems) keys.add(`s:${st}`);
      for (const k of keys) {
        const list = index.get(k);
        if (list) list.push(item);
        else index.set(k, [item]);
      }
    }
  }
  for (const place of places.values()) {
    if (place.items.length <= PLACE_SCAN_MAX) continue;
    const byHead = new Map<string, Item[]>();
    const short = new Set<number>();
    for (const [i, it] of place.items.entries()) {
      if (i > 0 && i % (BUILD_STEP * 8) === 0) yield;
      if (!it.probe) continue;
      const k = headKey(it.probe);
      if (k.length < HEAD_KEY) short.add(k.length);
      const list = byHead.get(k);
      if (list) list.push(it);
      else byHead.set(k, [it]);
    }
    place.byHead = byHead;
    place.shortHeads = [...short];
  }
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    insider: row.insider,
    items,
    index,
    facts,
    notes,
    description,
    places,
    passageCount,
    words,
    unit: nums.unit,
    street: nums.street,
    nameStems: new Set(latinWords(row.name).map(stem)),
    phrases,
    named,
    tables: tables.done(),
  };
}
