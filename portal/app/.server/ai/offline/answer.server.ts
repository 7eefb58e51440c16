// The offline answer engine: short answers from a listing's documents and the agent's notes, in
// the visitor's language, without any network. Pipeline: fair-housing guard → listings in scope →
// greeting / intro → concepts of the question (vocabulary) → which listing → facts first, best
// tagged passages second (ordered with the FTS5 index), a strictly relevant FTS5 sentence third
// (fts.server.ts) → compose within 350 characters, or hand over to the agent.
import crypto from 'node:crypto';
import type { AnswerSource, ChatTurn, ChatTurnResult } from '../provider.server';
import { MAX_ANSWER_CHARS, T, fill, shortName, statusName, toLang } from './compose';
import { fairHousingAnswer, isFairHousingQuestion } from './fair-housing';
import {
  agentInfo,
  loadListings,
  sessionHistory,
  scopeListingIds,
  type AgentInfo,
  type Item,
  type ListingKnowledge,
} from './knowledge.server';
import {
  COMPANY_RE,
  DATE_RE,
  DISTANCE_RE,
  MONEY_RE,
  TIME_RE,
  YEAR_RE,
  charLength,
  cjkBigrams,
  clip,
  latinWords,
  normalize,
  stem,
} from './text';
import { splitLabelled, startsWithLabel } from './extract';
import { asSentence, bedBathSentence, factSentence, joinSentences, stripHeading, tidy, valueFor } from './phrasing';
import { CONCEPTS, CONCEPT_BY_ID, LANGS, matchConcepts, type Lang } from './vocabulary';
import { bestSentence, ftsQueryText, rankPassages, searchListings } from './fts.server';
import { coverage, expandQuestion, type TermGroup, type TermLookup } from './expand';
import { TYPE_WORDS, isOfType, isTypeWord } from './aliases';
import { getGlossary } from './glossary/glossary';
import type { SearchHit } from '../../ingest/search-index.server';
import { agentAnswerReply } from '../../knowledge/responder';

const AGENTS_NOTES = "agent's notes";
// The glossary expands questions into the documents' languages.
const TERMS: TermLookup = getGlossary();

let warming = false;
/** Builds the glossary's index of each language in the background, one language per turn of the
 * event loop, so the first visitor question in a language does not wait for it. */
export function warmUp(): void {
  if (warming) return;
  warming = true;
  const langs: Lang[] = [...LANGS];
  const next = () => {
    const lang = langs.shift();
    if (!lang) return;
    TERMS.find('warm', lang);
    setImmediate(next).unref();
  };
  setImmediate(next).unref();
}
// "... by Northfield Lift Services Ltd." names who does the work.
const BY_COMPANY =
  /\bby\s+(?:[A-Z][\w&'-]*\s?){1,5}(?:Ltd|Inc|Co|Corp|LLC|Services|Construction|Roofing|Mechanical|Plumbing|Electric|Contracting|Pools|HVAC)\b/;

interface Draft {
  text: string;
  sources: AnswerSource[];
  handoff: boolean;
  listing: ListingKnowledge | null;
  property: boolean;
}

/** Words of the vocabulary: never used to tell listings apart. */
const VOCAB_WORDS = new Set(
  CONCEPTS.flatMap((c) => [...c.terms.en, ...c.terms.fr]).flatMap((t) =>
    normalize(t)
      .replace(/\*/g, '')
      .split(/[\s/-]+/),
  ),
);
const STREET_WORDS = new Set(
  'st street ave avenue rd road dr drive way blvd boulevard pkwy parkway cres crescent pl place ct court hwy highway lane ln terrace bc on ab qc ca canada unit suite apt w e n s west east north south ouest est nord sud'.split(
    ' ',
  ),
);

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Words for "the home" itself, in the CJK languages: they name no other subject. */
const HOME_WORDS = new Set(
  '房子 房源 物业 物業 这套 這套 那套 那个 那個 这个 這個 套房 公寓 房屋 物件 この その 매물 이집 그집'.split(' '),
);

function questionText(turn: ChatTurn): string {
  for (let i = turn.input.length - 1; i >= 0; i--) {
    const item = turn.input[i]!;
    if (item.role !== 'user') continue;
    return item.content
      .map((c) => ('text' in c ? c.text : ''))
      .join(' ')
      .trim();
  }
  return '';
}

/** The visitor's earlier messages in the window, newest first (the current one excluded). */
function earlierQuestions(turn: ChatTurn): string[] {
  const out: string[] = [];
  let skipped = false;
  for (let i = turn.input.length - 1; i >= 0; i--) {
    const item = turn.input[i]!;
    if (item.role !== 'user') continue;
    if (!skipped) {
      skipped = true;
      continue;
    }
    out.push(
      item.content
        .map((c) => ('text' in c ? c.text : ''))
        .join(' ')
        .trim(),
    );
  }
  return out;
}

// "Which one has a pool?", "compare the two": about every listing, never the last one discussed.
const COMPARATIVE =
  /\b(?:which (?:one|of|listing|house|home|property|condo)|compare|both|each|all (?:of )?(?:them|the|your)|these two|the two|lequel|laquelle|lesquel|les deux|chacun|chacune|toutes? les)\b|哪个|哪個|哪一|哪些|两套|兩間|两个|兩個|どちら|どれ|両方|어느|어떤 집|둘 중|모두/i;

function fileIdsOf(turn: ChatTurn): string[] | null {
  if (!turn.filter) return null;
  return turn.filter.filters.map((f) => f.value);
}

const ordinal = (w: string) => w.replace(/^(\d+)(?:st|nd|rd|th|e|er|eme|ème)$/, '$1');

/** How strongly a question points at each listing (street number, street name, unique words). */
function resolveListing(question: string, listings: ListingKnowledge[]): ListingKnowledge | null {
  if (listings.length === 1) return listings[0]!;
  const qWords = [...new Set(latinWords(question).map(ordinal))];
  const qNums = new Set(question.match(/\d+/g) ?? []);
  const scores = listings.map((l) => {
    let score = 0;
    const nameWords = latinWords(l.name).map(ordinal);
    const nameSet = new Set(nameWords);
    for (const w of qWords) {
      if (STREET_WORDS.has(w)) continue;
      const inName = nameSet.has(w);
      const inOthers = listings.filter((o) => o !== l && new Set(latinWords(o.name).map(ordinal)).has(w)).length;
      if (inName) score += (/^\d+$/.test(w) ? 3 : 2) / (1 + inOthers);
      else if (!VOCAB_WORDS.has(w) && w.length >= 4 && !/^\d+$/.test(w) && l.words.has(w)) {
        const others = listings.filter((o) => o !== l && o.words.has(w)).length;
        if (others === 0) score += 1.2;
      }
    }
    for (const t of TYPE_WORDS) {
      if (!t.q.test(question)) continue;
      const has = (x: ListingKnowledge) => isOfType(x, t);
      if (has(l) && listings.some((o) => o !== l && !has(o))) score += 1.2 / listings.filter(has).length;
    }
    if (l.street && qNums.has(l.street)) score += 2;
    if (l.unit && qNums.has(l.unit)) score += 2;
    return score;
  });
  let best = -1;
  let second = 0;
  let bestIdx = -1;
  scores.forEach((s, i) => {
    if (s > best) {
      second = Math.max(second, best);
      best = s;
      bestIdx = i;
    } else second = Math.max(second, s);
  });
  if (best >= 1.2 && best >= second * 1.5 + 0.5) return listings[bestIdx]!;
  return null;
}

interface QInfo {
  text: string;
  concepts: string[]; // subject concepts, most specific first
  modifiers: Set<string>;
  stems: Set<string>;
  numbers: Set<string>;
  /** Glossary terms of the question that no vocabulary concept names (see expand.ts). */
  groups: TermGroup[];
  /** Stems of those terms' English and French forms: which passages to look at. */
  termStems: Set<string>;
}

const MEASURES = new Set(['area', 'lot', 'bedrooms', 'bathrooms', 'year_built', 'floor_level']);

function analyse(question: string): QInfo {
  const matches = matchConcepts(question);
  const ids = [...new Set(matches.map((m) => m.concept))];
  const subjects = ids
    .filter((id) => CONCEPT_BY_ID.get(id)!.kind !== 'modifier')
    .sort((a, b) => CONCEPT_BY_ID.get(b)!.priority - CONCEPT_BY_ID.get(a)!.priority);
  const modifiers = new Set(ids.filter((id) => CONCEPT_BY_ID.get(id)!.kind === 'modifier'));
  // "How much" of a size, a count or a year is not an amount of money (면적이 얼마나 돼요?).
  if (subjects[0] && MEASURES.has(subjects[0])) modifiers.delete('cost');
  const words = latinWords(question).filter((w) => !STREET_WORDS.has(w));
  return {
    text: question,
    concepts: subjects,
    modifiers,
    // Character pairs of the question's CJK text count only where documents are written in those
    // languages; the vocabulary's own terms are left out (they already count as concepts).
    stems: new Set([...words.map(stem), ...cjkBigrams(stripTerms(question, matches))]),
    numbers: new Set(question.match(/\d{2,}/g) ?? []),
    groups: [],
    termStems: new Set(),
  };
}

/** Whether an answer holds the kind of value the question asks for. */
function answersKind(q: QInfo, text: string): boolean {
  if (
    (q.modifiers.has('when') || q.modifiers.has('due')) &&
    !(DATE_RE.test(text) || TIME_RE.test(text) || YEAR_RE.test(text))
  )
    return false;
  if (q.modifiers.has('cost') && !MONEY_RE.test(text) && !/\bnone\b|\bno\b|aucun|n\/a|included/i.test(text))
    return false;
  if (q.modifiers.has('who') && !(COMPANY_RE.test(text) || /\b[A-Z][a-z]+ [A-Z][a-z]+/.test(text))) return false;
  if (q.modifiers.has('how_far') && !DISTANCE_RE.test(text)) return false;
  if (q.modifiers.has('how_many') && !/\d|\b(?:one|two|three|four|five|six|none|no)\b/i.test(text)) return false;
  return true;
}

function stripTerms(question: string, matches: Array<{ term: string }>): string {
  let q = normalize(question);
  for (const m of matches) q = q.replace(m.term, ' ');
  return q.replace(/[的了吗嗎呢是有在这這那个個いのはがをにでもかますです이가은는을를에의요]/g, ' ');
}

function modifierBonus(q: QInfo, text: string): number {
  let b = 0;
  if (q.modifiers.has('when') && (DATE_RE.test(text) || TIME_RE.test(text))) b += 1.5;
  if (q.modifiers.has('cost') && MONEY_RE.test(text)) b += 1.5;
  if (q.modifiers.has('how_far') && DISTANCE_RE.test(text)) b += 1.5;
  if (q.modifiers.has('who') && COMPANY_RE.test(text)) b += 1.5;
  if (q.modifiers.has('who') && BY_COMPANY.test(text)) b += 1;
  if (q.modifiers.has('how_long') && /\b\d+\s*(?:weeks?|months?|days?|years?)\b/i.test(text)) b += 1.5;
  if (q.modifiers.has('balance') && /balance|solde/i.test(text)) b += 2;
  if (q.modifiers.has('maintenance') && /mainten|service/i.test(text)) b += 1;
  if (
    q.modifiers.has('how_many') &&
    /\b(?:\d+|one|two|three|four|five|six|maximum|max|up to|no more than)\b/i.test(text)
  )
    b += 1;
  if (
    q.modifiers.has('permission') &&
    /\b(?:prohibited|not permitted|permitted|allowed|not allowed|must|may not|may be|may keep|only|no (?:\w+ ){0,3}(?:may|is permitted|allowed))\b/i.test(
      text,
    )
  )
    b += 1.5;
  if (q.modifiers.has('due') && /\bdue\b|payable|deadline|on or before|no later than/i.test(text)) b += 1.5;
  if (q.modifiers.has('seller') && /seller|vendor|owner/i.test(text)) b += 1;
  if (q.modifiers.has('buyer') && /buyer|purchaser/i.test(text)) b += 1;
  return b;
}

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

function scorePassage(item: Item, q: QInfo, l: ListingKnowledge): number {
  if (item.isHeading) return 0;
  // A disclosure form's question with no answer beside it ("Has the home been tested for radon?").
  if (/[?？]\s*$/.test(item.text)) return 0;
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
  s += Math.min(lexical, 4);
  // The question's glossary terms named in the passage, in whatever language it is written.
  const terms = coverage(q.groups, item.window);
  const onTerms = terms >= 1 && terms >= q.groups.length * 0.5;
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

interface Fts {
  hits: SearchHit[];
  /** The rank of the best hit chunk each tagged passage sits in (0 = best). */
  ranks: Map<Item, number>;
}
const NO_FTS: Fts = { hits: [], ranks: new Map() };

interface Found {
  listing: ListingKnowledge;
  facts: Item[];
  passages: Array<{ item: Item; score: number }>;
  score: number;
}

const FACT_FIRST = new Set(CONCEPTS.filter((c) => c.kind === 'fact').map((c) => c.id));

function findIn(l: ListingKnowledge, q: QInfo, fts: () => Fts = () => NO_FTS): Found {
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
  // Only passages that share a concept or a word with the question can score.
  const candidates = new Set<Item>();
  for (const c of q.concepts) for (const item of l.index.get(`c:${c}`) ?? []) candidates.add(item);
  for (const st of q.stems) for (const item of l.index.get(`s:${st}`) ?? []) candidates.add(item);
  for (const st of q.termStems) for (const item of l.index.get(`s:${st}`) ?? []) candidates.add(item);
  for (const item of candidates) {
    const score = scorePassage(item, q, l);
    // Without a concept, words shared with the question are all there is to go on. Facts first:
    // next to a fact, passages keep their own standing (the FTS5 rank weighs in when passages
    // are the answer).
    if (score >= (q.concepts.length ? 3 : 2))
      passages.push({ item, score: score + (facts.length ? 0 : ftsBonus(item, q, fts().ranks.get(item))) });
  }
  passages.sort((a, b) => b.score - a.score);
  const score = (facts.length ? 6 : 0) + (passages[0]?.score ?? 0);
  return { listing: l, facts, passages, score };
}

function sourceOf(item: Item, l: ListingKnowledge): AnswerSource {
  return {
    fileName: item.isExtra ? AGENTS_NOTES : item.fileName,
    page: item.page,
    listingName: l.name,
    excerpt: clip(item.kind === 'fact' ? `${item.label}: ${item.text}` : item.text, 160),
  };
}

function agentName(a: AgentInfo | null): string {
  return a ? `${a.fName} ${a.lName}`.trim() : '';
}

function handoffText(
  lang: Lang,
  agent: AgentInfo | null,
  listing: ListingKnowledge | null,
  kind: 'notFound' | 'agentOnly',
): string {
  const name = agentName(agent) || 'the agent';
  const phone = agent?.phone || agent?.email || '';
  const listingLabel = listing ? shortName(listing.name) : T.theseListings[lang];
  const marker = listing ? `##CONTACT@@@${listing.name}` : '##CONTACT';
  const body = fill(T[kind][lang], { name, phone, listing: listingLabel });
  return `${clip(body, MAX_ANSWER_CHARS - charLength(marker) - 1)} ${marker}`;
}

const PROSE_LEAD =
  /^(?:built|constructed|completed|construite?|asking price|list(?:ing)? price|listed (?:at|for)|offered at|priced at|(?:property |gross |annual )?tax(?:es)? (?:of|are|were|is)|(?:strata|maintenance|hoa|condo|monthly) fees? (?:of|is|are))\b/i;
const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const dedupeKey = (s: string) => normalize(s).replace(/[^\p{L}\p{N}]+/gu, '');

/** Continuation lines of a value ("; structural coverage until 2031") read with the fact before. */
function mergeContinuations(facts: Item[]): Item[] {
  const out: Item[] = [];
  for (const f of facts) {
    const prev = out[out.length - 1];
    if (prev && prev.label === f.label && prev.concept === f.concept && /^\s*[;,+&]/.test(f.text)) {
      out[out.length - 1] = {
        ...prev,
        text: `${prev.text.replace(/[\s;,]+$/, '')}; ${f.text.replace(/^[\s;,+&]+/, '')}`,
      };
    } else out.push(f);
  }
  return out;
}

/** A feature-table row quoted as a passage ("Kitchen Wolf range, ... Laundry LG washer/dryer"):
 * labels set apart from their values, and only the cells the question is about when some are. */
function tableCells(text: string, q: QInfo): string {
  if (!startsWithLabel(text)) return text;
  const cells = splitLabelled(text);
  if (cells.length < 2 && (!cells[0] || !cells[0].label)) return text;
  // A sentence that starts with a label word ("Parking is included.") is not a table row.
  // "Suite 3101 – smoking on the balcony." names a suite; "Age Restrictions None." is a cell.
  if (/[.!?。！？]$/.test(text) && cells.length < 2 && !/^(?:[A-Z]|\d[\d,.]*(?:-[a-z]|\s+[a-z]))/.test(cells[0]!.value))
    return text;
  const about = cells.filter((c) => {
    const words = latinWords(`${c.label} ${c.value}`).map(stem);
    return (
      matchConcepts(c.label ?? '').some((m) => q.concepts.includes(m.concept)) || words.some((w) => q.stems.has(w))
    );
  });
  const keep = about.length ? about : cells;
  return keep.map((c) => (c.label ? `${c.label}: ${c.value}` : c.value)).join('; ');
}

/** Facts and passages of one listing as a short text within `budget` characters; `name` is the
 * listing's short name when several listings are in scope (said once, in the first sentence). */
function render(
  found: Found,
  q: QInfo,
  lang: Lang,
  budget: number,
  name: string | null = null,
): { text: string; sources: AnswerSource[]; usedPassage: boolean } {
  const parts: string[] = [];
  const sources: AnswerSource[] = [];
  const seen: string[] = [];
  // Duplicates are judged on the document text, without the labels and prefixes around it.
  const seenWords = new Set<string>();
  const push = (text: string, item: Item, core: string = text) => {
    const key = dedupeKey(core);
    // A short value inside a longer one is not a repeat ("2" bedrooms, "2 (ensuite + main)" baths).
    if (
      !key ||
      seen.some((s) => s === key || (Math.min(s.length, key.length) >= 6 && (s.includes(key) || key.includes(s))))
    )
      return false;
    // A passage that mostly repeats what is already said ("OPEN HOUSES - ... · Hosted by ...").
    const words = new Set(latinWords(core));
    // A number not said yet ("Suite 1407", "Sunday 1-3 pm") keeps it.
    const repeats = [...words].filter((w) => seenWords.has(w));
    if (
      item.kind === 'passage' &&
      parts.length &&
      words.size >= 4 &&
      repeats.length >= words.size * 0.7 &&
      [...words].every((w) => !/\d/.test(w) || seenWords.has(w))
    )
      return false;
    const used = charLength(joinSentences(parts));
    const room = budget - used - (parts.length ? 1 : 0);
    if (room < 25) return false;
    parts.push(clip(text, room));
    seen.push(key);
    for (const w of words) seenWords.add(w);
    if (!sources.some((s) => s.fileName === (item.isExtra ? AGENTS_NOTES : item.fileName) && s.page === item.page))
      sources.push(sourceOf(item, found.listing));
    return true;
  };
  const named = () => (parts.length ? null : name);
  // A fact read from a sentence ("The pool was built in 1993") gives way to a labelled one of the
  // same concept ("Year Built: 1991"): two different years would contradict each other.
  const fromProse = (f: Item) => PROSE_LEAD.test(f.text);
  const facts = mergeContinuations(found.facts).filter(
    (f, _, all) => !fromProse(f) || !all.some((o) => o !== f && o.concept === f.concept && !fromProse(o)),
  );
  for (const f of facts.slice(0, 3)) {
    const value = valueFor(f.concept, f.label, f.text);
    const who = named();
    let sentence = factSentence(f, lang, who);
    // Several listings in a short line each: the name and the value when a sentence does not fit.
    if (who && charLength(sentence) > budget) sentence = `${who}: ${tidy(value)}`;
    push(sentence, f, value);
  }
  let usedPassage = false;
  let notesShown = false;
  const top = found.passages[0]?.score ?? 0;
  // A passage earns its place next to the facts when it says something they do not: a word of
  // the question, a year or date asked for, an amount asked for, another concept of the question.
  const factStems = new Set(found.facts.flatMap((f) => [...f.stems]));
  const factText = found.facts.map((f) => f.text).join(' ');
  const wantsDate = q.modifiers.has('when') || q.modifiers.has('due') || q.concepts.includes('year_built');
  const adds = (item: Item) =>
    [...q.stems].some((st) => item.stems.has(st) && !factStems.has(st)) ||
    (wantsDate &&
      (DATE_RE.test(item.text) || YEAR_RE.test(item.text)) &&
      !DATE_RE.test(factText) &&
      !YEAR_RE.test(factText)) ||
    (q.modifiers.has('cost') && MONEY_RE.test(item.text) && !MONEY_RE.test(factText)) ||
    q.concepts.slice(1).some((c) => item.concepts.has(c) && !found.facts.some((f) => f.concept === c));
  for (const p of found.passages.slice(0, 3)) {
    if (p.score < top * 0.75) break;
    // A vague fact ("pets allowed with restrictions") leaves room for the rule that says which.
    const vague = found.facts.some((f) =>
      /restrict|see |subject to|condition|bylaw|approval|permitted|allowed/i.test(f.text),
    );
    if (found.facts.length && p.score < (vague ? 3 : adds(p.item) ? 3.5 : 5)) continue;
    // A feature-table row ("Kitchen Bosch range ...") is whole on its own: its neighbours are other rows.
    const rowLike =
      !p.item.isRow &&
      startsWithLabel(p.item.text) &&
      splitLabelled(p.item.text).some((c) => c.label && /^[A-Z\d$]/.test(c.value));
    let text =
      p.item.isRow && p.item.context
        ? `${p.item.context.split(' / ').pop()}: ${p.item.text}`
        : rowLike
          ? p.item.text
          : p.item.window;
    if (p.item.isExtra) text = text.replace(/^(?:insider property info|listing status):\s*/i, '');
    text = tidy(tableCells(stripHeading(tidy(text)), q));
    if (!text) continue;
    const maxLen = parts.length ? 160 : 200;
    if (charLength(text) > maxLen) text = snippet(text, q, maxLen);
    const who = named();
    const prefix = p.item.isExtra
      ? notesShown
        ? ''
        : fill(who ? T.fromNotesOf[lang] : T.fromNotes[lang], { listing: who ?? '' })
      : parts.length
        ? ''
        : fill(who ? T.fromDocsOf[lang] : T.fromDocs[lang], { listing: who ?? '' });
    if (push(asSentence(`${prefix}${text}`), p.item, text)) {
      usedPassage = true;
      if (p.item.isExtra) notesShown = true;
    }
    if (parts.length >= 3) break;
  }
  return { text: joinSentences(parts), sources, usedPassage };
}

/** The part of a long passage around what the question asks for. */
function snippet(text: string, q: QInfo, max: number): string {
  const lower = text.toLowerCase();
  // Centre on what the question asks for: a date for "when", an amount for "how much", ...
  const wanted: RegExp[] = [];
  if (q.modifiers.has('due')) wanted.push(/\bdue\b|payable|deadline|on or before/i);
  if (q.modifiers.has('when') || q.modifiers.has('due')) wanted.push(DATE_RE);
  if (q.modifiers.has('cost')) wanted.push(MONEY_RE);
  if (q.modifiers.has('how_far')) wanted.push(DISTANCE_RE);
  if (q.modifiers.has('who')) wanted.push(COMPANY_RE);
  let at = -1;
  for (const re of wanted) {
    const m = re.exec(text);
    if (m) {
      at = m.index;
      break;
    }
  }
  if (at < 0) {
    const hits = [...q.stems].map((st) => lower.indexOf(st)).filter((i) => i >= 0);
    at = hits.length ? Math.min(...hits) : 0;
  }
  let start = Math.max(0, at - Math.floor(max / 4));
  // Start at the clause the wanted words sit in ("…and that each owner's share be payable …"),
  // not mid-phrase ("…B; and that …").
  const lead = text.slice(Math.max(0, at - Math.floor(max / 2)), at);
  const clause = Math.max(lead.lastIndexOf('; '), lead.lastIndexOf('. '), lead.lastIndexOf(': '));
  if (clause >= 0) start = Math.max(0, at - Math.floor(max / 2)) + clause + 2;
  else if (start > 0) {
    const sp = text.indexOf(' ', start);
    start = sp > 0 && sp < at ? sp + 1 : start;
  }
  const piece = text.slice(start);
  // A piece that starts a sentence of its own needs no ellipsis in front.
  const cut = start > 0 && !/[.!?]\s$/.test(text.slice(Math.max(0, start - 2), start));
  return (cut ? '…' : '') + clip(piece, max - (cut ? 1 : 0));
}

const GREETING =
  /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|bonjour|bonsoir|salut|allo|你好|您好|嗨|哈囉|哈啰|こんにちは|こんばんは|おはよう|안녕하세요|안녕)[\s!,.?！。~]*$/i;
const INTRO =
  /tell me about (?:this|the|these|your) (?:property|properties|listings?|homes?|house)|about this (?:property|listing)|parlez-moi de (?:cette|la) propri|pr[ée]sentez-moi|décrivez|介绍一下|介紹一下|这个房|這個房|この物件について|物件の紹介|이 매물에 대해|매물 소개/i;

const PICK_FILLER =
  /^(?:(?:please\s+)?(?:tell me(?: more)? about|more about|what about|info(?:rmation)? (?:on|about)|describe|show me|about)(?:\s+(?:the|this))?)?$/;

/** The question is only the listing's name or address, perhaps with "tell me about". */
function isListingPick(normQuestion: string, l: ListingKnowledge): boolean {
  const q = normQuestion
    .replace(/[?!.,;:。？！，、]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const name of [l.name, shortName(l.name)]) {
    const n = normalize(name)
      .replace(/[?!.,;:]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (n && q.includes(n) && PICK_FILLER.test(q.replace(n, '').replace(/\s+/g, ' ').trim())) return true;
  }
  return false;
}

function introText(l: ListingKnowledge, lang: Lang, budget: number): { text: string; sources: AnswerSource[] } {
  const pick = ['price', 'bedrooms', 'bathrooms', 'area', 'lot', 'year_built', 'property_type'];
  const parts: string[] = [fill(T.status[lang], { listing: shortName(l.name), status: statusName(l.status, lang) })];
  const sources: AnswerSource[] = [];
  const shown: string[] = [];
  const first = (c: string) => l.facts.get(c)?.[0];
  const value = (f: Item) => valueFor(f.concept, f.label, f.text);
  const beds = first('bedrooms');
  const baths = first('bathrooms');
  const bedBath = beds && baths ? bedBathSentence(value(beds), value(baths), lang) : null;
  for (const c of pick) {
    const f = first(c);
    if (!f) continue;
    const v = clip(value(f), 60);
    // The same text under two labels ("Bedrooms / Bathrooms: 3 / 3" read twice) is said once.
    if (shown.includes(dedupeKey(v))) continue;
    let sentence = factSentence({ ...f, text: v }, lang);
    if (bedBath && c === 'bedrooms') sentence = bedBath;
    else if (bedBath && c === 'bathrooms') continue;
    if (charLength(joinSentences([...parts, sentence])) > budget - 40) break;
    parts.push(sentence);
    shown.push(dedupeKey(v));
    if (!sources.some((s) => s.fileName === f.fileName)) sources.push(sourceOf(f, l));
  }
  let text = joinSentences(parts);
  const desc = l.items.find(
    (i) => i.kind === 'passage' && !i.isExtra && i.text.length > 80 && /[.!?]$/.test(i.text) && !i.isRow,
  );
  if (desc && charLength(text) + 40 < budget) {
    text = joinSentences([text, clip(tidy(desc.text), budget - charLength(text) - 1)]);
    if (!sources.some((s) => s.fileName === desc.fileName)) sources.push(sourceOf(desc, l));
  }
  return { text: clip(text, budget), sources };
}

function statusText(
  l: ListingKnowledge,
  q: QInfo,
  lang: Lang,
  budget: number,
): { text: string; sources: AnswerSource[] } {
  let text = fill(T.status[lang], { listing: shortName(l.name), status: statusName(l.status, lang) });
  const sources: AnswerSource[] = [];
  const qq: QInfo = { ...q, concepts: ['status', 'sold', 'market_date', 'offers', 'subjects'] };
  const best = l.items
    .filter((i) => i.kind === 'passage' && i.isExtra)
    .map((item) => ({ item, score: scorePassage(item, qq, l) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2);
  if (best.length) {
    const notes = best.map((b) => b.item.text.replace(/^(?:insider property info|listing status):\s*/i, '')).join(' ');
    text = `${text} ${T.fromNotes[lang]}${clip(notes, budget - charLength(text) - charLength(T.fromNotes[lang]) - 1)}`;
    sources.push(sourceOf(best[0]!.item, l));
  } else sources.push({ fileName: AGENTS_NOTES, listingName: l.name });
  return { text, sources };
}

function agentText(agent: AgentInfo | null, lang: Lang): string {
  if (!agent) return '';
  const company = agent.company ? fill(T.companyPart[lang], { company: agent.company }) : '';
  return fill(T.agentCard[lang], { name: agentName(agent), company, phone: agent.phone, email: agent.email });
}

// A number in the question that belongs to no listing in scope (the neighbour's unit "2221"):
// facts of this listing must not be passed off as that property's.
function foreignNumber(q: QInfo, listings: ListingKnowledge[]): boolean {
  // Street or unit numbers only: amounts ("$900,000", "780k"), sizes and years are not addresses.
  const candidates = [
    ...q.text.matchAll(
      /(?<![$\d,.])(?:#\s?)?(\d{3,5})(?![\d,.]|\s?(?:k\b|sq|ft|feet|m2|m²|\$|万|萬|만|円|dollars|cad|%))/gi,
    ),
  ].map((m) => m[1]!);
  for (const n of candidates) {
    if (/^(?:19|20)\d{2}$/.test(n)) continue;
    if (listings.some((l) => l.street === n || l.unit === n || normalize(l.name).includes(n))) continue;
    return true;
  }
  return false;
}

function compose(turn: ChatTurn, question: string, lang: Lang, agent: AgentInfo | null, budget: number): Draft {
  const fileIds = fileIdsOf(turn);
  const listings = loadListings(scopeListingIds(turn.assistantId, fileIds));
  const many = listings.length > 1;
  const q = analyse(question);
  const expansion = expandQuestion(question, lang, TERMS);
  // Terms the vocabulary already names as the subject score through their concept; the glossary
  // weighs in with the terms it alone knows ("septic" beside "when").
  const subjectSpans = matchConcepts(question).filter((m) => CONCEPT_BY_ID.get(m.concept)!.kind !== 'modifier');
  const own = new Set(
    expansion.spans
      .filter((sp) => !subjectSpans.some((m) => sp.start < m.index + m.term.length && m.index < sp.end))
      .map((sp) => sp.id),
  );
  q.groups = expansion.groups.filter((g) => own.has(g.id));
  q.termStems = q.groups.length ? new Set(expansion.termWords.map(stem)) : new Set();
  // "How much is the Birch Road one?": an amount asked about nothing else is the price.
  const qWords = latinWords(question);
  // Chinese, Japanese or Korean words left once the vocabulary's terms are taken out ("井" in
  // "几口井？出水量多少？") name something else than the price.
  const otherCjk = [...q.stems].some((st) => CJK_CHAR.test(st) && !HOME_WORDS.has(st));
  if (
    !q.concepts.length &&
    !otherCjk &&
    q.modifiers.has('cost') &&
    qWords.every(
      (w) =>
        VOCAB_WORDS.has(w) ||
        STREET_WORDS.has(w) ||
        /^\d/.test(w) ||
        isTypeWord(w) ||
        listings.some((l) => l.nameStems.has(stem(w))),
    )
  ) {
    q.concepts = ['price'];
  }

  if (isFairHousingQuestion(question)) {
    return {
      text: fairHousingAnswer(lang, agentName(agent), agent?.phone || agent?.email || ''),
      sources: [],
      handoff: false,
      listing: null,
      property: false,
    };
  }
  let resolved = resolveListing(question, listings);
  // Follow-ups ("and the taxes?") stay on the listing the visitor was asking about; a bare listing
  // name ("the Elm St one") answers the question asked before it.
  const earlier = earlierQuestions(turn);
  if (!resolved && listings.length > 1 && !COMPARATIVE.test(question)) {
    for (const prev of earlier) {
      const r = resolveListing(prev, listings);
      if (r) {
        resolved = r;
        break;
      }
    }
  }
  if (
    resolved &&
    listings.length > 1 &&
    !q.concepts.length &&
    [...q.stems].every((st) => resolved!.nameStems.has(st) || /^\d/.test(st)) &&
    earlier[0]
  ) {
    const prev = analyse(earlier[0]);
    if (prev.concepts.length)
      Object.assign(q, { concepts: prev.concepts, modifiers: prev.modifiers, stems: prev.stems });
  }
  const normQ = normalize(question).trim();
  // The chat's listing buttons send the listing's name (or "tell me about {address}"): introduce it.
  const picked = resolved ?? (listings.length === 1 ? listings[0]! : null);
  if (picked && !q.concepts.length && isListingPick(normQ, picked)) {
    return { ...introText(picked, lang, budget), handoff: false, listing: picked, property: true };
  }
  if (GREETING.test(normQ) || (!q.concepts.length && INTRO.test(question))) {
    if (INTRO.test(question) && (resolved || listings.length === 1)) {
      const l = resolved ?? listings[0]!;
      const intro = introText(l, lang, budget);
      return { ...intro, handoff: false, listing: l, property: true };
    }
    if (INTRO.test(question) && listings.length > 1) {
      // Several listings: one short line each (address, status, price).
      const lines = listings.slice(0, 6).map((l) => {
        const price = l.facts.get('price')?.[0]?.text;
        return `${shortName(l.name)} – ${statusName(l.status, lang)}${price ? `: ${clip(tidy(price), 40)}` : ''}`;
      });
      return { text: clip(lines.join('\n'), budget), sources: [], handoff: false, listing: null, property: true };
    }
    // Up to three addresses read well in a greeting; more become "these listings".
    const names = listings.length > 3 ? T.theseListings[lang] : listings.map((l) => shortName(l.name)).join(', ');
    return {
      text: clip(fill(T.greeting[lang], { listing: names || '' }), budget),
      sources: [],
      handoff: false,
      listing: resolved,
      property: false,
    };
  }
  // The agent's saved answers come before the documents (knowledge/responder.ts).
  const saved = agentAnswerReply({
    hints: turn.agentAnswers ?? [],
    lang,
    agentName: agentName(agent),
    listings: listings.map((l) => ({ id: l.id, name: l.name })),
    resolvedListingId: resolved?.id ?? null,
    budget: MAX_ANSWER_CHARS,
    shortName,
  });
  if (saved) {
    return {
      text: saved.text,
      sources: saved.sources,
      handoff: false,
      listing: listings.find((l) => l.id === saved.listingId) ?? resolved,
      // The contact-form offer follows only when it fits without cutting the agent's words.
      property: charLength(saved.text) <= budget,
    };
  }
  if (!listings.length) {
    return {
      text: handoffText(lang, agent, null, 'notFound'),
      sources: [],
      handoff: true,
      listing: null,
      property: true,
    };
  }

  const primary = q.concepts[0];
  if (primary && CONCEPT_BY_ID.get(primary)!.kind === 'handoff') {
    return {
      text: handoffText(lang, agent, resolved, 'agentOnly'),
      sources: [],
      handoff: true,
      listing: resolved,
      property: true,
    };
  }
  if (primary === 'agent_contact' && !q.concepts.slice(1).some((c) => CONCEPT_BY_ID.get(c)!.priority >= 4)) {
    return {
      text: clip(agentText(agent, lang), budget),
      sources: [{ fileName: AGENTS_NOTES }],
      handoff: false,
      listing: resolved,
      property: false,
    };
  }
  const statusFirst =
    primary === 'status' || (primary === 'sold' && q.concepts.includes('status') && !q.modifiers.has('cost'));
  if (statusFirst) {
    if (!resolved && listings.length > 3) {
      // "Which listings are still for sale?": every listing with its status, one line each.
      const lines = listings.map((l) => `${shortName(l.name)}: ${upperFirst(statusName(l.status, lang))}`);
      return {
        text: clip(lines.join('\n'), budget),
        sources: [{ fileName: AGENTS_NOTES }],
        handoff: false,
        listing: null,
        property: true,
      };
    }
    const targets = resolved ? [resolved] : listings;
    if (targets.length) {
      const per = Math.floor(budget / targets.length) - 2;
      const outs = targets.map((l) => statusText(l, q, lang, per));
      return {
        text: outs.map((o) => o.text).join(' '),
        sources: outs.flatMap((o) => o.sources),
        handoff: false,
        listing: resolved,
        property: true,
      };
    }
  }
  if (!primary && !q.stems.size) {
    return {
      text: handoffText(lang, agent, resolved, 'notFound'),
      sources: [],
      handoff: true,
      listing: resolved,
      property: true,
    };
  }

  const targets = resolved ? [resolved] : listings;
  if (resolved && foreignNumber(q, listings) && ['price', 'sold', 'status', 'taxes', 'area'].includes(primary ?? '')) {
    return {
      text: handoffText(lang, agent, resolved, 'notFound'),
      sources: [],
      handoff: true,
      listing: resolved,
      property: true,
    };
  }
  // One FTS5 query per turn over the listings in scope: the question's words plus the
  // vocabulary's English and French synonyms of its concepts.
  // Asked only when a passage needs ranking: a question a fact answers costs no search.
  let fts: Fts | undefined;
  const ftsOnce = (): Fts => {
    if (!fts) {
      const hits = searchListings(targets, ftsQueryText(question, q.concepts, expansion));
      fts = { hits, ranks: rankPassages(hits, targets) };
    }
    return fts;
  };
  const found = targets.map((l) => findIn(l, q, ftsOnce)).filter((f) => f.facts.length || f.passages.length);
  const confirm = fill(T.confirm[lang], { name: agentName(agent), phone: agent?.phone ?? '' });
  if (!found.length) {
    // Nothing in the listing's own table: the best FTS5 sentence that is plainly about the
    // question, quoted with its source for the agent to confirm; otherwise hand over.
    const pick = bestSentence(
      ftsOnce().hits,
      targets,
      q.concepts,
      q.stems,
      (text) => answersKind(q, text),
      expansion.groups,
    );
    if (pick) {
      const who = many ? shortName(pick.listing.name) : null;
      const prefix = fill(
        pick.hit.isExtraInfo
          ? who
            ? T.fromNotesOf[lang]
            : T.fromNotes[lang]
          : who
            ? T.fromDocsOf[lang]
            : T.fromDocs[lang],
        { listing: who ?? '' },
      );
      const room = budget - charLength(confirm) - charLength(prefix) - 2;
      let quote = tidy(pick.text);
      if (charLength(quote) > Math.min(room, 220)) quote = snippet(quote, q, Math.min(room, 220));
      const source: AnswerSource = {
        fileName: pick.hit.isExtraInfo ? AGENTS_NOTES : pick.hit.fileName,
        page: pick.hit.page,
        listingName: pick.listing.name,
        excerpt: clip(pick.text, 160),
      };
      return {
        text: joinSentences([asSentence(`${prefix}${quote}`), confirm]),
        sources: [source],
        handoff: true,
        listing: pick.listing,
        property: true,
      };
    }
    return {
      text: handoffText(lang, agent, resolved, 'notFound'),
      sources: [],
      handoff: true,
      listing: resolved,
      property: true,
    };
  }

  if (found.length === 1 || resolved) {
    const f = found[0]!;
    const room = budget - charLength(confirm) - 1;
    const r = render(f, q, lang, room, many ? shortName(f.listing.name) : null);
    let text = r.text;
    // Passages only, or an answer without the kind of value asked for (a date for "when", an
    // amount for "how much", a name for "who"): the agent confirms.
    const soft = !f.facts.length || !answersKind(q, r.text);
    if (soft) text = joinSentences([text, confirm]);
    return { text, sources: r.sources, handoff: soft, listing: f.listing, property: true };
  }

  // Several listings could answer: cover the relevant ones, or ask which one is meant.
  // Listings with a fact for the question are all relevant; otherwise the ones whose best passage
  // comes close to the best one.
  const withFacts = found.filter((f) => f.facts.length);
  const bestScore = Math.max(...found.map((f) => f.score));
  const relevant = (withFacts.length ? withFacts : found.filter((f) => f.score >= bestScore * 0.6)).sort(
    (a, b) => b.score - a.score,
  );
  // Short facts ("Price: $899,900") fit for up to 6 listings; longer answers for 3 at most.
  const compact =
    withFacts.length > 0 && relevant.length <= 6 && relevant.every((f) => charLength(f.facts[0]!.text) <= 80);
  if (relevant.length > 3 && !compact) {
    const names = relevant.map((f) => shortName(f.listing.name)).join(' / ');
    return {
      text: clip(fill(T.whichListing[lang], { names }), budget),
      sources: [],
      handoff: false,
      listing: null,
      property: true,
    };
  }
  const per = Math.floor((budget - (relevant.length - 1)) / relevant.length);
  const texts: string[] = [];
  const sources: AnswerSource[] = [];
  for (const f of relevant) {
    const one: Found = { ...f, facts: f.facts.slice(0, 1), passages: f.facts.length ? [] : f.passages.slice(0, 1) };
    const r = render(one, q, lang, per, shortName(f.listing.name));
    texts.push(r.text);
    sources.push(...r.sources);
  }
  return {
    text: texts.join('\n'),
    sources,
    handoff: false,
    listing: relevant.length === 1 ? relevant[0]!.listing : null,
    property: true,
  };
}

export async function answerTurn(turn: ChatTurn): Promise<ChatTurnResult> {
  const question = questionText(turn);
  const lang = toLang(turn.language);
  const agent = agentInfo(turn.assistantId);
  // The spec's contact-form suggestion: after at least 3 property questions (greetings do not
  // count), and at most once per 3 interactions (no form in the last two answers).
  const history = turn.sessionId ? sessionHistory(turn.sessionId) : [];
  const propertyQuestions = history.filter(
    (m) => m.role === 'user' && !GREETING.test(normalize(m.content).trim()),
  ).length;
  const recentForm = history
    .filter((m) => m.role === 'assistant')
    .slice(0, 2)
    .some((m) => m.content.includes('##CONTACT'));
  const offerNow = propertyQuestions + 1 >= 3 && !recentForm && !isFairHousingQuestion(question);
  const offer = agent ? fill(T.contactOffer[lang], { first: agent.fName }) : '';
  const reserve = offerNow ? charLength(offer) + 40 : 0;
  const draft = compose(turn, question, lang, agent, MAX_ANSWER_CHARS - reserve);
  let text = draft.text;
  if (offerNow && draft.property && !text.includes('##CONTACT')) {
    const marker = draft.listing ? `##CONTACT@@@${draft.listing.name}` : '##CONTACT';
    const room = MAX_ANSWER_CHARS - charLength(offer) - charLength(marker) - 2;
    text = `${clip(text, room)} ${offer} ${marker}`;
  }
  return {
    id: `resp_${crypto.randomBytes(12).toString('hex')}`,
    outputText: text,
    model: 'offline',
    // No model runs offline: the log records zero tokens (and zero cost), real latency and searches.
    usage: { inputTokens: 0, cachedTokens: 0, outputTokens: 0 },
    numFileSearch: 1,
    numWebSearch: 0,
    functionCalls: 0,
    sources: draft.sources,
    // A handoff carries the contact marker in the draft itself; an offer is appended above.
    handedOver: draft.text.includes('##CONTACT'),
  };
}

// Exposed for unit tests.
export const internals = { analyse, resolveListing, isFairHousingQuestion, scorePassage, YEAR_RE };
