// What a visitor's question is about, in a form that compares across wording and the six
// languages: the offline engine's concepts (its vocabulary maps terms of every language to the
// same concept), the kind of answer asked for, and the remaining content words. Pure: grouping on
// /questions and matching saved answers in the chat both read questions through this one module.
import { CONCEPT_BY_ID, matchConcepts } from '../ai/offline/concepts/vocabulary';
import { cjkBigrams, latinWords, normalize, stem } from '../ai/offline/text/text';

export interface QuestionSignature {
  /** Subject concepts, most specific first (the first is the question's topic). */
  concepts: string[];
  /**
   * Concepts that name a family of different things (amenities: gym, sauna, pool...) carry the
   * thing asked about, `concept:term`: a saved answer about the sauna must not answer the gym.
   */
  things: string[];
  /** The kind of value asked for (cost, when, who, how_far, how_long, how_many), or null. */
  answerType: string | null;
  /** Content words left once the concept terms are taken out: Latin stems, numbers, CJK pairs. */
  terms: string[];
}

// Concepts whose terms are different things rather than synonyms. Until the glossary gives
// cross-language term ids, two questions about one of these match only on the same term.
const FAMILIES = new Set([
  'amenities',
  'appliances',
  'outdoor',
  'utilities',
  'neighbourhood',
  'security',
  'kitchen',
  'flooring',
  'heating',
  'storage',
  'transit',
  'schools',
]);

const ANSWER_TYPES: Record<string, string> = {
  cost: 'cost',
  when: 'when',
  due: 'when',
  who: 'who',
  how_far: 'how_far',
  how_long: 'how_long',
  how_many: 'how_many',
};
// "How much" of a size, a count or a year is not an amount of money (the engine's rule too).
const MEASURES = new Set(['area', 'lot', 'bedrooms', 'bathrooms', 'year_built', 'floor_level']);

// Particles and fillers of the CJK languages: pairs made only of these say nothing about the topic.
const CJK_FILLER =
  /^[的了吗嗎呢吧是有在和与與或请請问問我你您这這那个個么麼什甚可以能会會要想吗かがはをにでのもとなすまりうよねいる요나가이은는을를에의도고서다니까있어해주세]+$/u;

const cache = new Map<string, QuestionSignature>();
const CACHE_MAX = 5000;

export function signatureOf(text: string): QuestionSignature {
  const hit = cache.get(text);
  if (hit) return hit;
  const sig = compute(text);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(text, sig);
  return sig;
}

function compute(text: string): QuestionSignature {
  const matches = matchConcepts(text);
  const subjects = new Map<string, number>();
  const modifiers = new Set<string>();
  const things = new Set<string>();
  let masked = normalize(text);
  for (const m of matches) {
    const concept = CONCEPT_BY_ID.get(m.concept);
    if (!concept) continue;
    if (concept.kind === 'modifier') modifiers.add(m.concept);
    else {
      subjects.set(m.concept, concept.priority);
      if (FAMILIES.has(m.concept)) things.add(`${m.concept}:${thing(m.term)}`);
    }
    // The words that named a concept are that concept; only the rest are compared as words.
    masked = masked.slice(0, m.index) + ' '.repeat(m.term.length) + masked.slice(m.index + m.term.length);
  }
  const concepts = [...subjects.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id);
  if (concepts[0] && MEASURES.has(concepts[0])) modifiers.delete('cost');
  let answerType: string | null = null;
  for (const m of modifiers) if (ANSWER_TYPES[m]) answerType ??= ANSWER_TYPES[m]!;
  const terms = new Set<string>();
  // French inversion ("sont-ils", "y a-t-il") is a verb and a pronoun, not one word.
  masked = masked.replace(/-(?:t-)?(?:il|ils|elle|elles|on|je|tu|nous|vous|ce)\b/g, ' ');
  for (const w of latinWords(masked)) terms.add(stem(w));
  for (const pair of cjkBigrams(masked)) if (!CJK_FILLER.test(pair)) terms.add(pair);
  return { concepts, things: [...things].sort(), answerType, terms: [...terms].sort() };
}

function thing(term: string): string {
  const words = term.split(/\s+/).filter(Boolean);
  return words.map((w) => (/^[a-z]/.test(w) ? stem(w) : w)).join(' ');
}

function jaccard(a: readonly string[], b: readonly string[]): number {
  if (!a.length && !b.length) return 0;
  const sb = new Set(b);
  let shared = 0;
  for (const x of a) if (sb.has(x)) shared++;
  return shared / (a.length + b.length - shared);
}

/** Two questions score at least this much when they ask the same thing. */
export const SAME_QUESTION = 0.5;

/**
 * How surely two questions ask the same thing, 0 (a different topic) to 1. With concepts on both
 * sides the topic (the most specific concept) must be the same, most concepts shared, the thing
 * asked about the same and the kind of answer not contradictory; otherwise the words decide.
 */
export function similarity(a: QuestionSignature, b: QuestionSignature): number {
  if (a.concepts.length || b.concepts.length) {
    if (!a.concepts.length || !b.concepts.length) return 0;
    if (a.concepts[0] !== b.concepts[0]) return 0;
    const concepts = jaccard(a.concepts, b.concepts);
    if (concepts < 0.5) return 0;
    if (a.answerType && b.answerType && a.answerType !== b.answerType) return 0;
    if (!sameThings(a, b)) return 0;
    return 0.7 + 0.2 * concepts + 0.1 * jaccard(a.terms, b.terms);
  }
  if (a.answerType && b.answerType && a.answerType !== b.answerType) return 0;
  const words = jaccard(a.terms, b.terms);
  return words >= SAME_QUESTION ? words : 0;
}

/** Each family concept both questions name must name the same thing on both sides. */
function sameThings(a: QuestionSignature, b: QuestionSignature): boolean {
  const byConcept = (s: QuestionSignature) => {
    const m = new Map<string, Set<string>>();
    for (const t of s.things) {
      const [c, v] = [t.slice(0, t.indexOf(':')), t.slice(t.indexOf(':') + 1)];
      m.set(c, (m.get(c) ?? new Set()).add(v));
    }
    return m;
  };
  const ma = byConcept(a);
  const mb = byConcept(b);
  for (const [c, va] of ma) {
    const vb = mb.get(c);
    if (!vb) continue;
    if (![...va].some((v) => vb.has(v))) return false;
  }
  return true;
}
