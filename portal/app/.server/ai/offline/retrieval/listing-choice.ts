// Which listing a question is about: by street number, street name, unit, property type or words
// only one listing's documents use; and numbers that belong to no listing in scope.
import type { ChatTurn } from '../../provider.server';
import { shortName } from '../rendering/compose';
import type { ListingKnowledge } from '../knowledge/items';
import { isStopWord, latinWords, normalize } from '../text/text';
import { TYPE_WORDS, isOfType } from './aliases';
import { STREET_WORDS, VOCAB_WORDS, type QInfo } from '../question/question';
import { CONCEPT_BY_ID, matchConcepts } from '../concepts/vocabulary';
import { wordPairs } from '../knowledge/aliases';
import { LANGUAGE, NICKNAME_AFTER, NICKNAME_BEFORE } from '../lang';
import type { Lang } from '../concepts/types';

/** Comparing or naming every listing ("which one", "both"), in the six languages (lang/). */
export { COMPARATIVE } from '../lang';

export function fileIdsOf(turn: ChatTurn): string[] | null {
  if (!turn.filter) return null;
  return turn.filter.filters.map((f) => f.value);
}

const ordinal = (w: string) => w.replace(/^(\d+)(?:st|nd|rd|th|e|er|eme|ème)$/, '$1');

/** How a question named the listing it picked: the words' place in the normalized question and
 * whether they only name it (its address, a city) or may also be what is asked about. */
export interface AliasUse {
  start: number;
  end: number;
  kind: 'address' | 'place' | 'word' | 'phrase' | 'concept';
  /** Said as a nickname: before a word for the listing ("the maple one", "Wexford那套") or after
   * one with a link ("the house on Birch"), or part of the address. */
  nickname: boolean;
}

export interface ListingChoice {
  /** The listing picked, or null when the names point at none or at several alike. */
  listing: ListingKnowledge | null;
  /** The words that named the picked listing. */
  aliases: AliasUse[];
  /** Every span said as a name of a listing in scope (its address, a city, a nickname), picked or
   * not: a nickname two listings share still names a listing, not what is asked. */
  names: AliasUse[];
}

/** A place the question names through the glossary (a city written in Chinese), with its Latin forms. */
export interface PlaceName {
  start: number;
  end: number;
  forms: string[];
}

const TOKEN = /\d+[a-z]*|[a-z][a-z0-9]*/g;
const DIGITS = /^\d+$/;

function tokens(norm: string): Array<{ w: string; start: number; end: number }> {
  return [...norm.matchAll(TOKEN)].map((m) => ({ w: ordinal(m[0]), start: m.index!, end: m.index! + m[0].length }));
}

const nameCache = new WeakMap<ListingKnowledge, { words: Set<string>; pairs: Set<string>; norm: string }>();
/** The words and word pairs of a listing's address (read once per listing). */
function nameOf(l: ListingKnowledge) {
  let n = nameCache.get(l);
  if (!n) {
    const norm = normalize(l.name);
    const toks = tokens(norm).map((t) => t.w);
    nameCache.set(l, (n = { words: new Set(toks), pairs: new Set(wordPairs(toks)), norm }));
  }
  return n;
}

/** Said as a nickname of a listing: a word for the listing follows, or one with a link comes
 * before, in the grammar of the question's language or English (visitors mix in English names);
 * of any language when the language is not known. */
export function saidAsNickname(norm: string, start: number, end: number, lang?: Lang): boolean {
  if (!lang) return NICKNAME_AFTER.test(norm.slice(end)) || NICKNAME_BEFORE.test(norm.slice(0, start));
  return [...new Set([lang, 'en' as const])].some((l) => {
    const { nicknameAfter: after, nicknameBefore: before } = LANGUAGE[l];
    return !!after?.test(norm.slice(end)) || !!before?.test(norm.slice(0, start));
  });
}

/** How strongly a question points at each listing (street number, street name, unique words). */
export function resolveListing(question: string, listings: ListingKnowledge[]): ListingKnowledge | null {
  return chooseListing(question, listings).listing;
}

/**
 * The listing a question names, and the words that named it: its address (street number, street
 * name, city), a city the glossary knows in any language, a word or a pair of words only its
 * documents and notes use ("Thornbury", "corner lot"), a feature only it has said as a nickname
 * ("the pool house"), its kind of property. A name two listings share picks neither.
 */
export function chooseListing(
  question: string,
  listings: ListingKnowledge[],
  places: readonly PlaceName[] = [],
  lang?: Lang,
): ListingChoice {
  if (!listings.length) return { listing: null, aliases: [], names: [] };
  const norm = normalize(question);
  const qTokens = tokens(norm).filter((t) => !STREET_WORDS.has(t.w) && !isStopWord(t.w));
  if (listings.length === 1) {
    // One listing: nothing to choose, but its address words still name it.
    const words = nameOf(listings[0]!).words;
    const names = qTokens
      .filter((t) => words.has(t.w))
      .map((t): AliasUse => ({ start: t.start, end: t.end, kind: 'address', nickname: true }));
    return { listing: listings[0]!, aliases: [], names };
  }
  // Names several listings share, said as a nickname ("the Kortright Hills one" of two listings);
  // one every listing has names none.
  const shared: AliasUse[] = [];
  const qNums = new Set(question.match(/\d+/g) ?? []);
  const scores = listings.map(() => 0);
  const uses: AliasUse[][] = listings.map(() => []);
  const holders = (has: (l: ListingKnowledge) => boolean) => listings.flatMap((l, i) => (has(l) ? [i] : []));
  for (const t of qTokens) {
    const inName = holders((l) => nameOf(l).words.has(t.w));
    for (const i of inName) {
      scores[i] += (DIGITS.test(t.w) ? 3 : 2) / inName.length;
      uses[i]!.push({ start: t.start, end: t.end, kind: 'address', nickname: true });
    }
    if (inName.length || VOCAB_WORDS.has(t.w) || t.w.length < 4 || DIGITS.test(t.w)) continue;
    const inDocs = holders((l) => l.words.has(t.w));
    if (inDocs.length > 1 && inDocs.length < listings.length && saidAsNickname(norm, t.start, t.end, lang))
      shared.push({ start: t.start, end: t.end, kind: 'word', nickname: true });
    if (inDocs.length !== 1) continue;
    scores[inDocs[0]!] += 1.2;
    uses[inDocs[0]!]!.push({
      start: t.start,
      end: t.end,
      kind: 'word',
      nickname: saidAsNickname(norm, t.start, t.end, lang),
    });
  }
  // Pairs of words: "corner lot" may be one listing's although "corner" and "lot" are everyone's.
  // A pair holding a vocabulary word ("lake view", "annual taxes") names a listing only when said
  // as a nickname ("the lake view one"): otherwise it is what the question asks about.
  // Street words pair too, and a hyphenated compound with a stop word ("the end-unit townhome").
  const pairTokens = tokens(norm);
  for (let k = 0; k + 1 < pairTokens.length; k++) {
    const a = pairTokens[k]!;
    const b = pairTokens[k + 1]!;
    const gap = norm.slice(a.end, b.start);
    if (!/^[\s-]+$/.test(gap) || DIGITS.test(a.w) || DIGITS.test(b.w)) continue;
    if (gap !== '-' && (isStopWord(a.w) || isStopWord(b.w))) continue;
    const pair = `${a.w} ${b.w}`;
    const has = holders((l) => l.phrases.has(pair) || nameOf(l).pairs.has(pair));
    const nickname = saidAsNickname(norm, a.start, b.end, lang);
    if (has.length > 1 && has.length < listings.length && nickname)
      shared.push({ start: a.start, end: b.end, kind: 'phrase', nickname });
    if (has.length !== 1) continue;
    if ((VOCAB_WORDS.has(a.w) || VOCAB_WORDS.has(b.w)) && !nickname) continue;
    scores[has[0]!] += 2;
    uses[has[0]!]!.push({ start: a.start, end: b.end, kind: 'phrase', nickname });
  }
  // A feature only one listing's documents name, said as a nickname ("the pool house", "带泳池的那套").
  for (const m of matchConcepts(question)) {
    const kind = CONCEPT_BY_ID.get(m.concept)!.kind;
    if (kind === 'modifier' || kind === 'handoff' || !saidAsNickname(norm, m.index, m.index + m.term.length, lang))
      continue;
    const has = holders((l) => l.named.has(m.concept));
    if (has.length > 1 && has.length < listings.length)
      shared.push({ start: m.index, end: m.index + m.term.length, kind: 'concept', nickname: true });
    if (has.length !== 1) continue;
    scores[has[0]!] += 1.2;
    uses[has[0]!]!.push({ start: m.index, end: m.index + m.term.length, kind: 'concept', nickname: true });
  }
  // A city or area the glossary knows, in any language ("基隆拿", "North York"): in the address
  // first, else in the documents.
  for (const p of places) {
    // Already counted as a word of an address ("ottawa").
    if (uses.some((u) => u.some((x) => x.kind === 'address' && x.start < p.end && p.start < x.end))) continue;
    const inForm = (text: string) =>
      p.forms.some((f) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(f)}(?![\\p{L}\\p{N}])`, 'u').test(text));
    let has = holders((l) => inForm(nameOf(l).norm));
    if (!has.length) has = holders((l) => p.forms.some((f) => !f.includes(' ') && l.words.has(f)));
    for (const i of has) {
      scores[i] += 2 / has.length;
      uses[i]!.push({ start: p.start, end: p.end, kind: 'place', nickname: true });
    }
  }
  listings.forEach((l, i) => {
    for (const t of TYPE_WORDS) {
      if (!t.q.test(question)) continue;
      const has = (x: ListingKnowledge) => isOfType(x, t);
      if (has(l) && listings.some((o) => o !== l && !has(o))) scores[i] += 1.2 / listings.filter(has).length;
    }
    if (l.street && qNums.has(l.street)) scores[i] += 2;
    if (l.unit && qNums.has(l.unit)) scores[i] += 2;
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
  const picked = best >= 1.2 && best >= second * 1.5 + 0.5 ? bestIdx : -1;
  // The picked listing's names; another listing's only when said as a nickname ("besides the
  // Penticton condo"), not a word its address shares with the subject ("a lake view" beside a
  // listing in Lake Country).
  const names = [
    ...uses.flatMap((u, i) =>
      i === picked ? u : u.filter((x) => x.kind !== 'address' || saidAsNickname(norm, x.start, x.end, lang)),
    ),
    ...shared,
  ].filter((u) => u.nickname);
  if (picked >= 0) return { listing: listings[picked]!, aliases: uses[picked]!, names };
  return { listing: null, aliases: [], names };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PICK_FILLER =
  /^(?:(?:please\s+)?(?:tell me(?: more)? about|more about|what about|info(?:rmation)? (?:on|about)|describe|show me|about)(?:\s+(?:the|this))?)?$/;

/** The question is only the listing's name or address, perhaps with "tell me about". */
export function isListingPick(normQuestion: string, l: ListingKnowledge): boolean {
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

const STREET_ABBREV = 'st|ave|rd|dr|blvd|cres|pl|ct|hwy|ln|pkwy|boul';
const STREET_FULL = 'street|avenue|road|drive|way|boulevard|crescent|place|court|highway|lane|terrace|parkway';
// "1850 rue Comox", "Pacific Blvd", "the W 4th Ave condo": a street, by the name before a kind of
// street, or after "rue", "chemin" (addresses are written in Latin script in every language).
const ADDRESS = new RegExp(
  `\\b(?:rue|chemin|boulevard|avenue)\\s+(?:de\\s+|du\\s+|des\\s+|la\\s+)?([\\p{L}'-]{3,})|(?:(\\d+[a-z]?)\\s+)?\\b([\\p{L}'-]{3,}|\\d+(?:st|nd|rd|th))\\s+(${STREET_ABBREV}|${STREET_FULL})\\b`,
  'giu',
);

/**
 * A street the question names that no listing in scope is on ("the condo on Pacific Blvd", "le
 * 1850 rue Comox"): the question is about another property. A street is named after "rue" or
 * "chemin", with a house number, or as a capitalised name or an abbreviation ("Pacific Blvd"), so
 * that "on the same street" names none.
 */
export function otherAddress(question: string, listings: readonly ListingKnowledge[]): boolean {
  for (const m of question.matchAll(ADDRESS)) {
    const name = m[1] ?? m[3]!;
    const addressLike =
      m[1] !== undefined ||
      m[2] !== undefined ||
      /^\p{Lu}/u.test(name) ||
      /\d/.test(name) ||
      new RegExp(`^(?:${STREET_ABBREV})$`, 'i').test(m[4] ?? '');
    if (!addressLike) continue;
    const word = ordinal(normalize(name));
    if (STREET_WORDS.has(word) || /^(?:the|this|that|same|which|what|each|every)$/.test(word)) continue;
    if (listings.some((l) => latinWords(l.name).map(ordinal).includes(word) || l.words.has(word))) continue;
    return true;
  }
  return false;
}

// A number in the question that belongs to no listing in scope (the neighbour's unit "2221"):
// facts of this listing must not be passed off as that property's.
export function foreignNumber(q: QInfo, listings: ListingKnowledge[]): boolean {
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
