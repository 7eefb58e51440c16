// What a concept record holds. One record per concept, in the file of its domain: the terms that
// name it in each of the six languages, the labels that mark it in tables, and, where the engine
// has them, its display name, its answer sentence and the checks a value must pass.
//
// Term syntax: Latin terms match at a word start and end (a trailing "s" is allowed); a trailing
// "*" accepts any word ending ("renovat*"). Other scripts match as substrings. Longer matches win
// over shorter ones at the same place ("土地面積" is the lot, not the floor area).
export const LANGS = ['en', 'fr', 'zh-CN', 'zh-TW', 'ja', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

/** One text per language: a missing language is a type error. */
export type L6 = Record<Lang, string>;
export const l6 = (en: string, fr: string, zhCN: string, zhTW: string, ja: string, ko: string): L6 => ({
  en,
  fr,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ko,
});

/** A kind of document a concept record may name (its names: documents.ts). */
export type DocumentKind =
  | 'feature_sheet'
  | 'floor_plan'
  | 'strata_certificate'
  | 'strata_minutes'
  | 'strata_bylaws'
  | 'depreciation_report'
  | 'insurance_certificate'
  | 'disclosure_statement'
  | 'inspection_report'
  | 'title_search'
  | 'survey_certificate'
  | 'tax_notice'
  | 'utility_bills'
  | 'neighbourhood_guide'
  | 'warranty_certificate'
  | 'contract_of_sale';

export type ConceptKind =
  | 'fact' // usually a labelled value on a feature sheet
  | 'topic' // usually a sentence in a document or the agent's notes
  | 'handoff' // a question only the agent can answer (negotiation, bookings)
  | 'modifier'; // narrows another concept (balance, buyer, seller)

/**
 * A fact's sentence in the six languages. `{v}` is the value; `{of|default}` names the listing when
 * several are in scope (" for 12 Alder Ave", "12 Alder Ave的") and falls back to `default`;
 * `{home|default}` is the listing's name or `default` as a sentence subject.
 * `num` is used when the value is a bare number ("2", "2.5"), `year` when it starts with a year.
 */
export interface Template {
  text: L6;
  num?: L6;
  year?: L6;
}

/** How a concept's fact is said and checked (all optional: a concept without them is quoted). */
export interface ConceptOptions {
  /** Names nothing: the phrase only keeps another concept's shorter term from matching ("strata
   * lot" is not the lot size). Needs terms only in the languages where the confusion exists. */
  absorbs?: true;
  /** Display name in the six languages (the generic sentence "{Name}: {v}" uses it). */
  name?: L6;
  /** `false`: the English name takes no "The" before "includes" (names of parts, not of one thing). */
  article?: false;
  /** The concept's own sentence; without one the generic sentence is used. */
  template?: Template;
  /** Labels that just name the concept ("School Catchment"); other labels are said with the value. */
  plainLabel?: RegExp;
  /** What a value looks like; a label whose value does not is quoted with its label. */
  valueShape?: RegExp;
  /** What a value must look like for its table label to be believed at ingestion. */
  valueCheck?: RegExp;
  /** A bare amount is not a value of this concept ("Taxes scolaires : 412 $" is no school). */
  notAnAmount?: true;
  /** Names an amount of money other than the asking price: a bare amount under it is not the price. */
  otherAmount?: true;
  /** A size, a count or a year: "how much" of it asks for no money (면적이 얼마나 돼요?). */
  measure?: true;
  /** Names the kind of listing or where it is, not a feature asked about ("anything else in a condo?"). */
  namesListing?: true;
  /** Said in a listing's introduction, in this order. */
  introRank?: number;
  /** The kind of document that usually answers a question about it (documents.ts): the agent is
   * told to add it when several visitors asked and no document answered. */
  document?: DocumentKind;
}

export interface Concept extends ConceptOptions {
  id: string;
  kind: ConceptKind;
  /** Higher = more specific; the most specific concept of a question is its subject. */
  priority: number;
  terms: Record<Lang, string[]>;
  /** English labels on feature sheets and tables (fact extraction). */
  labels?: string[];
}

type Terms = Record<Lang, string[]>;
/** Terms in the six languages, each a `|`-separated list (synonyms and misspellings). */
export const t = (en: string, fr: string, zhCN: string, zhTW: string, ja: string, ko: string): Terms => {
  const split = (s: string) =>
    s
      .split('|')
      .map((x) => x.trim())
      .filter(Boolean);
  return { en: split(en), fr: split(fr), 'zh-CN': split(zhCN), 'zh-TW': split(zhTW), ja: split(ja), ko: split(ko) };
};

/** A concept record: `labels` is a `|`-separated list of table labels. */
export function c(
  id: string,
  kind: ConceptKind,
  priority: number,
  terms: Terms,
  labels?: string | ConceptOptions,
  options: ConceptOptions = {},
): Concept {
  if (typeof labels === 'object') return c(id, kind, priority, terms, undefined, labels);
  return { ...options, id, kind, priority, terms, labels: labels ? labels.split('|') : undefined };
}
