// Everything a responder needs to know about one turn, worked out once: the listings in scope,
// what the question asks (with the glossary's expansion), which listing it is about (or the one
// asked about before), the search index's hits (fetched by answer.server.ts before the responders
// that read the documents run) and, only when a responder asks for them, the facts and passages
// found. Nothing here reads the database: the listings and the hits are given.
import type { ChatTurn } from '../../provider.server';
import type { SearchHit } from '../../../ingest/search-index.server';
import type { ListingKnowledge } from '../knowledge/items';
import type { AgentInfo } from '../knowledge/statements.server';
import { isStopWord, latinWords, normalize, stem } from '../text/text';
import { correctQuestion } from '../question/spelling';
import { isEnglishWord } from '../question/english-words.server';
import { CONCEPTS, CONCEPT_BY_ID, matchConcepts, type Lang } from '../concepts/vocabulary';
import { expandQuestion, type Expansion, type TermGroup, type TermLookup } from '../question/expand';
import { isTypeWord } from '../retrieval/aliases';
import { getGlossary } from '../glossary/glossary';
import { ftsQueryText, rankPassages } from '../retrieval/fts.server';
import { CJK_CHAR, STREET_WORDS, VOCAB_WORDS, analyse, earlierQuestions, type QInfo } from '../question/question';
import { HOME_WORDS } from '../lang';
import { COMPARATIVE, chooseListing, resolveListing, type AliasUse } from '../retrieval/listing-choice';
import { findIn, type Found, type Fts } from '../retrieval/passages';
import { MONEY } from '../concepts/money';
import { LANGS } from '../concepts/vocabulary';
import { itemTarget, judge, needsOf, type Needs } from './answerability';

const AMOUNTS = new Set(MONEY.map((c) => c.id));
const COST_OF = /^(.+?)\s+(?:costs?|bills?|fees?|expenses?|charges?)$/;

// The glossary expands questions into the documents' languages.
const GLOSSARY = getGlossary();
export const TERMS: TermLookup = GLOSSARY;

export interface AnswerContext {
  turn: ChatTurn;
  question: string;
  /** The question lower-cased and folded (normalize). */
  normQ: string;
  lang: Lang;
  agent: AgentInfo | null;
  /** Characters the answer may take. */
  budget: number;
  listings: ListingKnowledge[];
  q: QInfo;
  expansion: Expansion;
  /** The listing the question (or, for a follow-up, an earlier one) names. */
  resolved: ListingKnowledge | null;
  earlier: string[];
  /** The listings to look in: the resolved one, or all in scope. */
  targets: ListingKnowledge[];
  /** The turn's one search of the index: the question's words and its concepts' and terms' forms. */
  ftsQuery: string;
  /** The best chunks of the targets for ftsQuery, set before the responders that read the
   * documents run (answering/responders.ts: WITH_SEARCH); null until then. */
  hits: SearchHit[] | null;
  /** The hits with the rank of the best hit chunk each tagged passage sits in (worked out once). */
  fts: () => Fts;
  /** The targets holding facts or passages that answer the question (answerability.ts), computed
   * once, on first use. */
  found: () => Found[];
  /** What the question asks for, weighted by rarity in the listings' documents (answerability.ts). */
  needs: () => Needs;
}

let terms: Set<string> | undefined;
/** The words of the English concept terms and glossary forms: what an English misspelling may be
 * read as (the questions corrected are English). */
function termWords(): Set<string> {
  if (!terms) {
    terms = new Set<string>();
    const forms = [...CONCEPTS.flatMap((c) => c.terms.en), ...GLOSSARY.all().flatMap((e) => e.en)];
    for (const f of forms) for (const w of normalize(f).split(/[^a-z]+/)) if (w) terms.add(w);
  }
  return terms;
}

export function buildContext(
  turn: ChatTurn,
  asked: string,
  lang: Lang,
  agent: AgentInfo | null,
  budget: number,
  listings: ListingKnowledge[],
): AnswerContext {
  // "wats the sq ft of the bsmt", "how old is the furnance": read as the words they stand for.
  const question = correctQuestion(asked, lang, {
    terms: termWords(),
    documents: listings.map((l) => l.words),
    known: (w) => isStopWord(w) || isEnglishWord(w),
  });
  const q = analyse(question);
  const expansion = expandQuestion(question, lang, TERMS);
  // Terms the vocabulary already names as the subject score through their concept; the glossary
  // weighs in with the terms it alone knows ("septic" beside "when").
  const allSubjects = matchConcepts(question).filter((m) => CONCEPT_BY_ID.get(m.concept)!.kind !== 'modifier');
  // A glossary word around a one-character vocabulary term names the subject: "暖爐" (a furnace)
  // holds "爐" (a stove). Longer terms are kept: "subway station" is still about transit.
  const swallowed = (m: { index: number; term: string }) =>
    m.term.length === 1 &&
    expansion.spans.some(
      (sp) => sp.start <= m.index && m.index + m.term.length <= sp.end && sp.end - sp.start > m.term.length,
    );
  const subjectSpans = allSubjects.filter((m) => !swallowed(m));
  const dropped = allSubjects.filter((m) => swallowed(m) && !subjectSpans.some((o) => o.concept === m.concept));
  if (dropped.length) q.concepts = q.concepts.filter((c) => !dropped.some((m) => m.concept === c));
  const own = new Set(
    expansion.spans
      .filter((sp) =>
        subjectSpans.every(
          (m) =>
            !(sp.start < m.index + m.term.length && m.index < sp.end) ||
            // A longer term around the vocabulary's ("過渡期入住費" around "入住") says more.
            (CJK_CHAR.test(m.term) &&
              sp.start <= m.index &&
              m.index + m.term.length <= sp.end &&
              sp.end - sp.start >= m.term.length + 2),
        ),
      )
      .map((sp) => sp.id),
  );
  // Place names ("Kamloops", "纳奈莫") say which listing or area is meant, not what is asked about
  // (they pick the listing and join the search words), unless the question asks how far they are.
  const toPlace = q.types.some((t) => t === 'distance' || t === 'duration') || q.modifiers.has('how_far');
  // The same for the kind of property ("the condo", "la ferme"): it names the listing itself.
  const usable = (g: TermGroup) =>
    (toPlace || GLOSSARY.entry(g.id)?.domain !== 'places') && !isTypeWord(GLOSSARY.forms(g.id, 'en')[0] ?? '');
  q.groups = expansion.groups.filter((g) => own.has(g.id) && usable(g));
  // The glossary's terms where the main vocabulary concept names the subject ("난방비": the utility costs,
  // and the glossary's heating cost): looked at only when the concept finds nothing in the
  // listings, so "heat included in all rents" still answers who pays for the heating.
  const onPrimary = new Set(
    expansion.spans
      .filter((sp) =>
        subjectSpans.some((m) => m.concept === q.concepts[0] && sp.start < m.index + m.term.length && m.index < sp.end),
      )
      .map((sp) => sp.id),
  );
  const subjectGroups = expansion.groups.filter((g) => onPrimary.has(g.id) && usable(g));
  // "How big are the living room and the main bedroom?", "차고 크기는?": the size of the thing the
  // question names, not the home's floor area.
  if (q.concepts.includes('area') && q.groups.length && q.types.includes('size'))
    q.concepts = q.concepts.filter((c) => c !== 'area');
  q.termStems = q.groups.length ? new Set(expansion.termWords.map(stem)) : new Set();
  // The listing the question names, and the words that name it ("the Thornbury home", "the
  // house on Birch", "基隆拿那套"): said as a nickname, they name the listing, not the subject.
  const places = expansion.spans
    .filter((sp) => GLOSSARY.entry(sp.id)?.domain === 'places')
    .map((sp) => ({
      start: sp.start,
      end: sp.end,
      forms: (['en', 'fr'] as const).flatMap((l) => GLOSSARY.forms(sp.id, l).map((f) => normalize(f).trim())),
    }));
  const choice = chooseListing(question, listings, places, lang);
  let resolved = choice.listing;
  const aliasWords =
    listings.length > 1 && choice.listing ? dropAliases(q, question, choice.aliases, expansion) : new Set<string>();
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
        aliasWords.has(w) ||
        listings.some((l) => l.nameStems.has(stem(w))),
    )
  ) {
    q.concepts = ['price'];
  }

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
    [...q.stems].every((st) => resolved!.nameStems.has(st) || aliasWords.has(st) || /^\d/.test(st)) &&
    earlier[0]
  ) {
    const prev = analyse(earlier[0]);
    if (prev.concepts.length)
      Object.assign(q, { concepts: prev.concepts, modifiers: prev.modifiers, stems: prev.stems });
  }

  const targets = resolved ? [resolved] : listings;
  let fts: Fts | undefined;
  const ftsOnce = (): Fts => {
    if (!fts) {
      if (!ctx.hits) throw new Error('the search runs before a responder reads the documents');
      fts = { hits: ctx.hits, ranks: rankPassages(ctx.hits, targets) };
    }
    return fts;
  };
  let needs: Needs | undefined;
  const needsOnce = (): Needs =>
    (needs ??= needsOf(
      question,
      lang,
      q,
      expansion,
      listings,
      (id) => LANGS.flatMap((lg) => GLOSSARY.forms(id, lg)),
      (id) => GLOSSARY.entry(id)?.domain,
      undefined,
      choice.names,
    ));
  let found: Found[] | undefined;
  const findAll = (qi: QInfo) =>
    targets
      .map((l) => answerable(findIn(l, qi, ftsOnce), needsOnce()))
      .filter((f) => f.facts.length || f.passages.length);
  const foundOnce = (): Found[] => {
    if (found) return found;
    found = findAll(q);
    if (!found.length && subjectGroups.length) {
      // What a cost term is the cost of ("heating cost", "hydro bill": the heating, the hydro) comes
      // first; an amount it names ("tax") is the cost itself, not its subject.
      const words = subjectGroups.flatMap((g) => GLOSSARY.forms(g.id, 'en').flatMap((f) => COST_OF.exec(f)?.[1] ?? []));
      const named = matchConcepts(words.join(' ; '))
        .map((m) => m.concept)
        .filter((c) => CONCEPT_BY_ID.get(c)!.kind !== 'modifier' && !q.concepts.includes(c) && !AMOUNTS.has(c));
      found = findAll({
        ...q,
        concepts: [...new Set(named)].concat(q.concepts),
        groups: [...q.groups, ...subjectGroups],
        termStems: new Set(expansion.termWords.map(stem)),
      });
    }
    return found;
  };

  const ctx: AnswerContext = {
    turn,
    question,
    normQ: normalize(question).trim(),
    lang,
    agent,
    budget,
    listings,
    q,
    expansion,
    resolved,
    earlier,
    targets,
    // The vocabulary's English and French synonyms of the question's concepts join its words.
    ftsQuery: ftsQueryText(question, q.concepts, expansion),
    hits: null,
    fts: ftsOnce,
    found: foundOnce,
    needs: needsOnce,
  };
  return ctx;
}

/**
 * Takes the words that named the listing out of what the question asks ("how much is the
 * Thornbury home?" asks the price; "the Park Ave house" is not about a park), when the question
 * still asks something without them: its address and cities always, other names only when said as
 * a nickname ("when was the sauna redone?" is about the sauna that only one listing has).
 * Returns the words (and their stems) that named it.
 */
function dropAliases(q: QInfo, question: string, aliases: readonly AliasUse[], expansion: Expansion): Set<string> {
  const names = aliases.filter((a) => a.nickname);
  if (!names.length) return new Set();
  const inside = (start: number, end: number) => names.some((a) => a.start <= start && end <= a.end);
  const norm = normalize(question);
  const words = new Set<string>();
  for (const a of names) for (const w of latinWords(norm.slice(a.start, a.end).replace(/-/g, ' '))) words.add(w);
  const stems = new Set([...words].map(stem));
  const matches = matchConcepts(question);
  const concepts = q.concepts.filter((c) =>
    matches.some((m) => m.concept === c && !inside(m.index, m.index + m.term.length)),
  );
  const groups = q.groups.filter((g) => expansion.spans.some((sp) => sp.id === g.id && !inside(sp.start, sp.end)));
  const rest = [...q.stems].filter((st) => !stems.has(st));
  const asks = concepts.length || groups.length || rest.length || q.modifiers.size || q.types.length;
  if (!asks) return new Set([...words, ...stems]);
  q.concepts = concepts;
  q.groups = groups;
  q.stems = new Set(rest);
  return new Set([...words, ...stems]);
}

/** The facts and passages of a listing that answer the question. A line naming this listing's
 * share of an amount ("Portion payable by unit 12 $1,234.00") stands with the passage beside it. */
function answerable(f: Found, needs: Needs): Found {
  const facts = f.facts.filter((it) => judge(needs, itemTarget(it)).ok);
  const passages = f.passages.filter((p) => !p.item.unitLine && judge(needs, itemTarget(p.item)).ok);
  const kept = new Set(passages.map((p) => p.item));
  for (const p of f.passages)
    if (p.item.unitLine && [...kept].some((k) => k.fileName === p.item.fileName && Math.abs(k.pos - p.item.pos) <= 3))
      passages.push(p);
  passages.sort((a, b) => b.score - a.score);
  const score = (facts.length ? 6 : 0) + (passages[0]?.score ?? 0);
  return { ...f, facts, passages, score };
}
