// Which listing a question is about: by street number, street name, unit, property type or words
// only one listing's documents use; and numbers that belong to no listing in scope.
import type { ChatTurn } from '../../provider.server';
import { shortName } from '../rendering/compose';
import type { ListingKnowledge } from '../knowledge/items';
import { latinWords, normalize } from '../text/text';
import { TYPE_WORDS, isOfType } from './aliases';
import { STREET_WORDS, VOCAB_WORDS, type QInfo } from '../question/question';

/** Comparing or naming every listing ("which one", "both"), in the six languages (lang/). */
export { COMPARATIVE } from '../lang';

export function fileIdsOf(turn: ChatTurn): string[] | null {
  if (!turn.filter) return null;
  return turn.filter.filters.map((f) => f.value);
}

const ordinal = (w: string) => w.replace(/^(\d+)(?:st|nd|rd|th|e|er|eme|ème)$/, '$1');

/** How strongly a question points at each listing (street number, street name, unique words). */
export function resolveListing(question: string, listings: ListingKnowledge[]): ListingKnowledge | null {
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
