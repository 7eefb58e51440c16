// The answering, as an ordered list of small responders: each looks at the turn's context and
// returns a draft answer, or null to let the next one try. The first draft wins; the last
// responder always hands over to the agent.
import type { AnswerSource } from '../provider.server';
import { MAX_ANSWER_CHARS, T, fill, shortName, statusName } from './compose';
import { fairHousingAnswer, isFairHousingQuestion } from './fair-housing';
import type { ListingKnowledge } from './knowledge-items';
import { charLength, clip } from './text';
import { asSentence, joinSentences, tidy } from './phrasing';
import { CONCEPTS, CONCEPT_BY_ID } from './vocabulary';
import { bestSentence } from './fts.server';
import { agentAnswerReply } from '../../knowledge/responder';
import { answersKind, modifierBonus } from './question';
import { foreignNumber, isListingPick } from './listing-choice';
import { findIn, partOfTotal, type Found } from './passages';
import { AGENTS_NOTES, render, snippet } from './render';
import { GREETING, INTRO, agentName, agentText, handoffText, introText, statusText, upperFirst } from './replies';
import type { AnswerContext } from './context';
import { quoteLead } from './quote';
import { asksOtherListings, otherListingNotes } from './other-listings';
import { agentLanguages } from './agent-languages';

export interface Draft {
  text: string;
  sources: AnswerSource[];
  /** The agent is asked to confirm or answer (counted as a handoff). */
  handoff: boolean;
  /** The listing the answer is about, named in the contact-form marker. */
  listing: ListingKnowledge | null;
  /** A question about the property: counts toward the contact-form offer. */
  property: boolean;
}

export type Responder = (ctx: AnswerContext) => Draft | null;

const handoff = (ctx: AnswerContext, listing: ListingKnowledge | null, kind: 'notFound' | 'agentOnly'): Draft => ({
  text: handoffText(ctx.lang, ctx.agent, listing, kind),
  sources: [],
  handoff: true,
  listing,
  property: true,
});

const confirmText = (ctx: AnswerContext) =>
  fill(T.confirm[ctx.lang], { name: agentName(ctx.agent), phone: ctx.agent?.phone ?? '' });

/** Safety, demographics, "good area for families": the fair-housing answer with the agent's contact. */
export const fairHousing: Responder = ({ question, lang, agent }) =>
  isFairHousingQuestion(question)
    ? {
        text: fairHousingAnswer(lang, agentName(agent), agent?.phone || agent?.email || ''),
        sources: [],
        handoff: false,
        listing: null,
        property: false,
      }
    : null;

/** The chat's listing buttons send the listing's name (or "tell me about {address}"): introduce it. */
export const listingPick: Responder = ({ resolved, listings, q, normQ, lang, budget }) => {
  const picked = resolved ?? (listings.length === 1 ? listings[0]! : null);
  if (!picked || q.concepts.length || !isListingPick(normQ, picked)) return null;
  return { ...introText(picked, lang, budget), handoff: false, listing: picked, property: true };
};

/** "Hello", "tell me about this property": a greeting naming the listings, or their introduction. */
export const greetingOrIntro: Responder = ({ normQ, question, q, resolved, listings, lang, budget }) => {
  const intro = INTRO.test(question);
  if (!GREETING.test(normQ) && (q.concepts.length || !intro)) return null;
  if (intro && (resolved || listings.length === 1)) {
    const l = resolved ?? listings[0]!;
    return { ...introText(l, lang, budget), handoff: false, listing: l, property: true };
  }
  if (intro && listings.length > 1) {
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
};

/** The agent's saved answers come before the documents (knowledge/responder.ts). */
export const savedAnswer: Responder = ({ turn, lang, agent, listings, resolved, budget }) => {
  const saved = agentAnswerReply({
    hints: turn.agentAnswers ?? [],
    lang,
    agentName: agentName(agent),
    listings: listings.map((l) => ({ id: l.id, name: l.name })),
    resolvedListingId: resolved?.id ?? null,
    budget: MAX_ANSWER_CHARS,
    shortName,
  });
  if (!saved) return null;
  return {
    text: saved.text,
    sources: saved.sources,
    handoff: false,
    listing: listings.find((l) => l.id === saved.listingId) ?? resolved,
    // The contact-form offer follows only when it fits without cutting the agent's words.
    property: charLength(saved.text) <= budget,
  };
};

export const noListings: Responder = (ctx) => (ctx.listings.length ? null : handoff(ctx, null, 'notFound'));

/** "Can we go see it?": showings are booked with the agent, but when the documents or the agent's
 * notes say when they happen (open houses, previews, showing days, a model suite), that comes
 * first, with the agent's contact. */
export const showingTimes: Responder = (ctx) => {
  const l = ctx.resolved ?? (ctx.listings.length === 1 ? ctx.listings[0]! : null);
  if (ctx.q.concepts[0] !== 'showing' || !l) return null;
  const q = { ...ctx.q, concepts: ['showing', 'open_house'] };
  const f = findIn(l, q);
  if (!f.passages.length) return null;
  const confirm = confirmText(ctx);
  const r = render({ ...f, facts: [] }, q, ctx.lang, ctx.budget - charLength(confirm) - 1);
  return { text: joinSentences([r.text, confirm]), sources: r.sources, handoff: true, listing: l, property: true };
};

/** Topics only the agent answers (offers, negotiation, ...): handed over. */
export const agentOnly: Responder = (ctx) => {
  const primary = ctx.q.concepts[0];
  return primary && CONCEPT_BY_ID.get(primary)!.kind === 'handoff' ? handoff(ctx, ctx.resolved, 'agentOnly') : null;
};

/** "How do I reach the agent?": the agent's card, unless the question is mostly about something else. */
export const agentContact: Responder = ({ q, agent, lang, budget, resolved }) => {
  if (q.concepts[0] !== 'agent_contact' || q.concepts.slice(1).some((c) => CONCEPT_BY_ID.get(c)!.priority >= 4))
    return null;
  return {
    text: clip(agentText(agent, lang), budget),
    sources: [{ fileName: AGENTS_NOTES }],
    handoff: false,
    listing: resolved,
    property: false,
  };
};

/** "Is it still for sale?": the listing's status with what the agent's notes say about it. */
export const listingStatus: Responder = ({ q, resolved, listings, lang, budget }) => {
  const primary = q.concepts[0];
  const statusFirst =
    primary === 'status' || (primary === 'sold' && q.concepts.includes('status') && !q.modifiers.has('cost'));
  if (!statusFirst) return null;
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
  const per = Math.floor(budget / targets.length) - 2;
  const outs = targets.map((l) => statusText(l, q, lang, per));
  return {
    text: outs.map((o) => o.text).join(' '),
    sources: outs.flatMap((o) => o.sources),
    handoff: false,
    listing: resolved,
    property: true,
  };
};

/** No concept and no word to search for. */
export const nothingAsked: Responder = (ctx) =>
  !ctx.q.concepts[0] && !ctx.q.stems.size ? handoff(ctx, ctx.resolved, 'notFound') : null;

/** The price of "unit 2221" is not this listing's price when 2221 is no listing in scope. */
export const otherProperty: Responder = (ctx) =>
  ctx.resolved &&
  foreignNumber(ctx.q, ctx.listings) &&
  ['price', 'sold', 'status', 'taxes', 'area'].includes(ctx.q.concepts[0] ?? '')
    ? handoff(ctx, ctx.resolved, 'notFound')
    : null;

/** "Do you have other homes?": what the agent's notes say about other or coming properties. A
 * question about a feature ("anything else with a lake view?") is left to the listings' facts. */
export const otherListings: Responder = (ctx) => {
  if (!asksOtherListings(ctx.question)) return null;
  if (
    ctx.listings.length > 1 &&
    ctx.q.concepts.some((c) => CONCEPT_BY_ID.get(c)!.kind === 'fact' && !LISTING_WORDS.has(c))
  )
    return null;
  const notes = otherListingNotes(ctx.listings);
  if (!notes.length) return null;
  const confirm = confirmText(ctx);
  const per = Math.floor((ctx.budget - charLength(confirm) - 1) / notes.length) - 1;
  const texts = notes.map(({ item, listing }) => {
    const who = ctx.listings.length > 1 ? shortName(listing.name) : null;
    const lead = fill(who ? T.fromNotesOf[ctx.lang] : T.fromNotes[ctx.lang], { listing: who ?? '' });
    const prefix = quoteLead(lead, item.text, ctx.lang);
    return asSentence(`${prefix}${clip(tidy(item.text), per - charLength(prefix) - 1)}`);
  });
  return {
    text: joinSentences([...texts, confirm]),
    sources: notes.map(({ listing }) => ({ fileName: AGENTS_NOTES, listingName: listing.name })),
    handoff: true,
    listing: notes.length === 1 ? notes[0]!.listing : null,
    property: true,
  };
};
// Concepts that name the kind of listing or where it is, not a feature asked about.
const LISTING_WORDS = new Set(CONCEPTS.filter((c) => c.namesListing).map((c) => c.id));

/** One listing's facts and passages; the agent confirms an answer without the kind of value asked. */
export const oneListing: Responder = (ctx) => {
  const found = ctx.found();
  if (!found.length || (found.length > 1 && !ctx.resolved)) return null;
  const f = found[0]!;
  // "How much are the school taxes?" of "Taxes $4,100 (including school tax)": the part is not said.
  if (f.facts.length && partOfTotal(ctx.q, f.facts[0]!)) return handoff(ctx, f.listing, 'notFound');
  const confirm = confirmText(ctx);
  const room = ctx.budget - charLength(confirm) - 1;
  const r = render(f, ctx.q, ctx.lang, room, ctx.listings.length > 1 ? shortName(f.listing.name) : null);
  // Passages only, or an answer without the kind of value asked for (a date for "when", an
  // amount for "how much", a name for "who"): the agent confirms.
  const soft = !f.facts.length || !answersKind(ctx.q, r.text);
  const text = soft ? joinSentences([r.text, confirm]) : r.text;
  return { text, sources: r.sources, handoff: soft, listing: f.listing, property: true };
};

/** Several listings could answer: cover the relevant ones, or ask which one is meant. */
export const severalListings: Responder = ({ found: foundOf, q, lang, budget }) => {
  const found = foundOf();
  if (found.length < 2) return null;
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
};

/** Nothing in the listings' facts and tagged passages: the best FTS5 sentence that is plainly about
 * the question, quoted with its source for the agent to confirm. */
export const longTail: Responder = (ctx) => {
  const { q, lang, budget } = ctx;
  if (ctx.found().length) return null;
  const pick = bestSentence(
    ctx.fts().hits,
    ctx.targets,
    q.concepts,
    q.stems,
    (text) => answersKind(q, text),
    ctx.expansion.groups,
    (text) => modifierBonus(q, text),
  );
  if (!pick) return null;
  const who = ctx.listings.length > 1 ? shortName(pick.listing.name) : null;
  const lead = fill(
    pick.hit.isExtraInfo
      ? who
        ? T.fromNotesOf[lang]
        : T.fromNotes[lang]
      : who
        ? T.fromDocsOf[lang]
        : T.fromDocs[lang],
    { listing: who ?? '' },
  );
  const prefix = quoteLead(lead, pick.text, lang);
  const confirm = confirmText(ctx);
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
};

export const notFound: Responder = (ctx) => handoff(ctx, ctx.resolved, 'notFound');

/** In order: the first responder with a draft answers. */
export const RESPONDERS: readonly Responder[] = [
  fairHousing,
  listingPick,
  greetingOrIntro,
  savedAnswer,
  noListings,
  showingTimes,
  agentOnly,
  agentLanguages,
  agentContact,
  listingStatus,
  nothingAsked,
  otherProperty,
  otherListings,
  oneListing,
  severalListings,
  longTail,
  notFound,
];

export function respond(ctx: AnswerContext): Draft {
  for (const r of RESPONDERS) {
    const draft = r(ctx);
    if (draft) return draft;
  }
  return notFound(ctx)!;
}
