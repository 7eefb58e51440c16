// Facts and passages of one listing that answer a question, scored on the question's concepts,
// words, glossary terms and the kind of value asked for, ordered with the FTS5 ranks.
import type { SearchHit } from '../../../ingest/search-index.server';
import type { Item, ListingKnowledge } from '../knowledge/items';
import { MONEY_RE, latinWords, stem } from '../text/text';
import { CONCEPTS, CONCEPT_BY_ID } from '../concepts/vocabulary';
import { coverageOfNormalized } from '../question/expand';
import { modifierBonus, type QInfo } from '../question/question';

const termStems = new Map<string, string[]>();
/** Word stems of a concept's English and French terms ("roof", "shing", "toit", ...). */
function termStemsOf(concept: string): string[] {
  let out = termStems.get(concept);
  if (!out) {
    const c = CONCEPT_BY_ID.get(concept)!;
    out = [...new Set([...c.terms.en, ...c.terms.fr].flatMap((t) => latinWords(t.replace(/\*/g, ''))).map(stem))];
    termStems.set(concept, out);
  }
  return out;
}

const INCLUDED_PART = /\((?:incl\.?|including|includes|inclusive of|y compris|comprend|dont)\s+([^)]{2,60})\)/i;

/**
 * An amount asked of one part ("the school taxes", "the water part of the fee") that the fact
 * gives only as a total including it ("$4,100 (including school tax)"): the part's own amount is
 * not in the documents.
 */
export function partOfTotal(q: QInfo, fact: Item): boolean {
  if (!(q.modifiers.has('cost') || q.types.includes('amount')) || q.total) return false;
  const part = INCLUDED_PART.exec(fact.text)?.[1];
  if (!part) return false;
  const partStems = new Set(latinWords(part).map(stem));
  return q.concepts.some(
    (c) => c !== fact.concept && !fact.concepts.has(c) && termStemsOf(c).some((st) => partStems.has(st)),
  );
}

/** Ends with a question mark (trailing spaces aside): /[?？]\s*$/ without a scan of the whole text. */
function endsWithQuestionMark(text: string): boolean {
  const t = text.trimEnd();
  const last = t[t.length - 1];
  return last === '?' || last === '？';
}

const latinStem = new WeakMap<QInfo, boolean>();
const hasLatinStem = (q: QInfo): boolean => {
  let has = latinStem.get(q);
  if (has === undefined) latinStem.set(q, (has = [...q.stems].some((st) => /[a-z]/.test(st))));
  return has;
};

export function scorePassage(item: Item, q: QInfo, l: ListingKnowledge): number {
  if (item.isHeading) return 0;
  // A disclosure form's question with no answer beside it ("Has the home been tested for radon?").
  if (endsWithQuestionMark(item.text)) return 0;
  const primary = q.concepts[0];
  let s = 0;
  let topical = false;
  let onPrimary = false;
  q.concepts.forEach((c, i) => {
    const w = i === 0 ? 3 : 1.5;
    if (item.concepts.has(c)) {
      s += w;
      topical = true;
      if (i === 0) onPrimary = true;
    } else if (item.ctxConcepts.has(c)) {
      s += w * 0.7;
      topical = true;
      if (i === 0) onPrimary = true;
    }
  });
  let lexical = 0;
  for (const st of q.stems) {
    if (l.nameStems.has(st)) continue;
    if (item.stems.has(st)) lexical += /^\d/.test(st) ? 2 : 1;
    else if (item.ctxStems.has(st)) lexical += 0.5;
  }
  // The question's glossary terms named in the passage, in whatever language it is written.
  // A row of a report is about the report's subject: "Next service … due 2029" under
  // "Private sewage system review" is about the septic system (the heading counts a little less).
  const own = q.groups.length ? coverageOfNormalized(q.groups, item.norm) : 0;
  // The heading completes what the passage names itself; it alone stands for a one-term question only.
  const withHeading =
    item.context && own < q.groups.length && (own >= 1 || q.groups.length === 1)
      ? coverageOfNormalized(q.groups, item.normWithHeading ?? item.norm)
      : own;
  // A question with no Latin word (Chinese, Japanese, Korean) shares no word with an English or
  // French passage: a term the passage names in its own language (船 asked, "boat" written) is
  // the word the two share.
  if (own && lexical < own && !q.concepts.length && !hasLatinStem(q)) lexical = Math.min(own, 2);
  const terms = own + (withHeading - own) * 0.7;
  const onTerms = withHeading >= 1 && withHeading >= q.groups.length * 0.5;
  s += Math.min(lexical, 4);
  if (onTerms) s += terms;
  if (!topical && lexical < 2 && !onTerms) return 0;
  // A side concept alone ("the strata" in "lawsuits against the strata") is not the subject:
  // without the question's main concept, the passage needs words of its own.
  // A word of the concept's own terms counts as on it ("new roof" is tagged a renovation only).
  if (
    primary &&
    !onPrimary &&
    CONCEPT_BY_ID.get(primary)!.kind === 'topic' &&
    lexical < 2 &&
    !onTerms &&
    !termStemsOf(primary).some((st) => item.stems.has(st))
  )
    return 0;
  s += modifierBonus(q, item.window);
  if (item.isExtra) s += 1.5;
  // Specific beats general: "No dog over 30 kg" over "pets are allowed".
  if (item.hasDigit) s += 0.5;
  if (item.tiny) s -= 2;
  if (item.isRow) {
    if (item.unitRow && primary && (item.ctxConcepts.has(primary) || item.concepts.has(primary))) s += 6;
    else s -= 1.5;
  }
  return s;
}

// What a place among the FTS5 hits adds to a passage's score (best chunk, next two, the rest):
// enough to order passages of similar standing, never enough to outweigh a concept, and given
// only to passages that already qualify on their own.
const FTS_BONUS = [1, 0.5, 0.25] as const;

/** The FTS5 bonus of a passage, when its chunk ranks for what the passage itself says (a concept,
 * a word or the kind of value the question asks for), not for a neighbour sharing the chunk. */
function ftsBonus(item: Item, q: QInfo, rank: number | undefined): number {
  if (rank === undefined) return 0;
  const own =
    q.concepts.some((c) => item.concepts.has(c)) ||
    [...q.stems].some((st) => item.stems.has(st)) ||
    modifierBonus(q, item.window) > 0;
  return own ? FTS_BONUS[Math.min(rank, 2)]! : 0;
}

export interface Fts {
  hits: SearchHit[];
  /** The rank of the best hit chunk each tagged passage sits in (0 = best). */
  ranks: Map<Item, number>;
}
export const NO_FTS: Fts = { hits: [], ranks: new Map() };

export interface Found {
  listing: ListingKnowledge;
  facts: Item[];
  passages: Array<{ item: Item; score: number }>;
  score: number;
  /** How many passages were scored (CANDIDATE_BUDGET and the search hits' bound it). */
  scored: number;
}

/**
 * Passages a question scores through its own concepts and word stems, at most: the index keys of
 * the question are taken rarest first while their passages fit, and a key shared by more passages
 * than are left (a word on every page of a long report) reaches its passages only through the
 * search index's best chunks. The largest listing of the dev sets has 753 passages (a year of
 * strata minutes), so a listing of a few documents is scored as before, every passage sharing a
 * key; a listing with a 2,500-page document had 3,900 such passages for one question, 40-60 ms of
 * scoring, now at most this many plus the passages of SEARCH_HITS chunks.
 */
export const CANDIDATE_BUDGET = 1000;

/**
 * The passages to score for a question, in the order of the index's keys (the question's concepts,
 * its words, its glossary terms' words; each key's passages in document order). When all the keys'
 * passages fit the budget, they are all of them; otherwise the rarest keys' passages and those in
 * the search index's best chunks (so the work does not grow with the listing's documents).
 */
function candidatesOf(l: ListingKnowledge, q: QInfo, fts: () => Fts): Item[] {
  const keys = [
    ...new Set([...q.concepts.map((c) => `c:${c}`), ...[...q.stems, ...q.termStems].map((st) => `s:${st}`)]),
  ];
  const lists = keys.map((k) => l.index.get(k) ?? []);
  let total = 0;
  for (const list of lists) total += list.length;
  const fits = l.passageCount <= CANDIDATE_BUDGET || total <= CANDIDATE_BUDGET;
  const taken = new Set<Item[]>();
  if (fits) for (const list of lists) taken.add(list);
  else {
    let room = CANDIDATE_BUDGET;
    for (const list of [...lists].sort((a, b) => a.length - b.length)) {
      if (list.length > room) break;
      taken.add(list);
      room -= list.length;
    }
  }
  const out = new Set<Item>();
  for (const list of lists) if (taken.has(list)) for (const item of list) out.add(item);
  if (!fits) for (const item of fts().ranks.keys()) if (l.items[item.pos] === item) out.add(item);
  return [...out];
}

const FACT_FIRST = new Set(CONCEPTS.filter((c) => c.kind === 'fact').map((c) => c.id));

/**
 * One item out of a total: next to the building's figure on the subject ("Total special levy
 * $1,200,000"), a line naming this listing's unit with an amount ("Portion payable by unit 1204 $1,234.00")
 * is this home's part of it, and answers before the total (unless the question asks the total).
 */
function unitShares(l: ListingKnowledge, primary: string, passages: Array<{ item: Item; score: number }>): void {
  const seen = new Set(passages.map((p) => p.item));
  for (const p of [...passages]) {
    const it = p.item;
    if (!(it.concepts.has(primary) || it.ctxConcepts.has(primary)) || !MONEY_RE.test(it.text)) continue;
    for (let k = it.pos - 3; k <= it.pos + 3; k++) {
      const near = l.items[k];
      if (!near || !near.unitLine || near.fileName !== it.fileName || seen.has(near)) continue;
      seen.add(near);
      passages.push({ item: near, score: p.score + 1 });
    }
  }
}

/** A token the question writes as a code, an acronym or a proper name is "rare" in a listing when
 * at most this many of its passages hold it: then those passages are what the question is about.
 * (A code names one thing; three leaves room for a report's heading, its line and a summary.) */
export const RARE_PASSAGES = 3;

/**
 * Exact rare-term retrieval: the passages holding a token the question writes as a code, an
 * acronym or a proper name ("QVX-4", "ALR", "BlueWave"), when few passages of the listing hold it,
 * rank first, whatever their concepts and other words (a look-up in the listing's word index).
 */
function writtenFirst(l: ListingKnowledge, q: QInfo, passages: Array<{ item: Item; score: number }>): void {
  for (const st of q.written) {
    // A form of a glossary term ("CRF") is searched as the term, in all its forms.
    if (l.nameStems.has(st) || q.termStems.has(st)) continue;
    const holding = (l.index.get(`s:${st}`) ?? []).filter((it) => it.kind === 'passage' && !it.isHeading);
    if (!holding.length || holding.length > RARE_PASSAGES) continue;
    // Above every other passage; among themselves in their own order (the one that also names
    // the rest of the question first).
    const top = passages.reduce((m, p) => Math.max(m, p.score), 0);
    for (const item of holding) {
      const had = passages.find((p) => p.item === item);
      if (had) had.score += top + 1;
      else passages.push({ item, score: top + 1 });
    }
  }
}

export function findIn(l: ListingKnowledge, q: QInfo, fts: () => Fts = () => NO_FTS): Found {
  const facts: Item[] = [];
  const primary = q.concepts[0];
  const factConcepts = q.concepts.filter((c) => FACT_FIRST.has(c)).slice(0, 2);
  // A fact answers the question when its concept is the subject (or a co-subject of equal rank).
  for (const c of factConcepts) {
    if (c !== primary && CONCEPT_BY_ID.get(c)!.priority < CONCEPT_BY_ID.get(primary!)!.priority) continue;
    for (const f of l.facts.get(c) ?? []) if (!facts.includes(f)) facts.push(f);
  }
  // Among several facts of the concept, the ones sharing words with the question come first
  // ("is there a French immersion school?").
  if (facts.length > 1 && q.stems.size) {
    const overlap = (f: Item) => [...q.stems].filter((st) => f.stems.has(st)).length;
    facts.sort((a, b) => overlap(b) - overlap(a));
  }
  const passages: Array<{ item: Item; score: number }> = [];
  const candidates = candidatesOf(l, q, fts);
  for (const item of candidates) {
    const score = scorePassage(item, q, l);
    // Without a concept, words shared with the question are all there is to go on. Facts first:
    // next to a fact, passages keep their own standing (the FTS5 rank weighs in when passages
    // are the answer).
    if (score >= (q.concepts.length ? 3 : 2))
      passages.push({ item, score: score + (facts.length ? 0 : ftsBonus(item, q, fts().ranks.get(item))) });
  }
  if (!q.total && primary) unitShares(l, primary, passages);
  writtenFirst(l, q, passages);
  passages.sort((a, b) => b.score - a.score);
  const score = (facts.length ? 6 : 0) + (passages[0]?.score ?? 0);
  return { listing: l, facts, passages, score, scored: candidates.length };
}
