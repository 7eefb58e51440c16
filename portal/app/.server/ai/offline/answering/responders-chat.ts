// Responders for the conversation around the listings, before any document is searched: fair
// housing, the listing picked or introduced, greetings, the agent's saved answers, topics only the
// agent answers, the agent's contact, and a question with nothing to look up.
import { MAX_ANSWER_CHARS, T, fill, shortName, statusName } from '../rendering/compose';
import { fairHousingAnswer, isFairHousingQuestion } from './fair-housing';
import { charLength, clip, latinWords, normalize, stem } from '../text/text';
import type { AgentInfo } from '../knowledge/statements.server';
import { tidy } from '../rendering/phrasing';
import { CONCEPT_BY_ID } from '../concepts/vocabulary';
import { agentAnswerReply } from '../../../knowledge/responder';
import { isListingPick } from '../retrieval/listing-choice';
import { AGENTS_NOTES, render } from '../rendering/render';
import { agentAsk } from '../question/agent-asks';
import type { AnswerContext } from './context';
import { contactMarker } from '@widget/chat/contract';
import { GREETING, INTRO, agentName, agentText, introText } from '../rendering/replies';
import { handoffDraft, type Responder } from './draft';

/** Safety, demographics, "good area for families": the fair-housing answer with the agent's contact
 * and the contact form, so a visitor who wanted to know still reaches the agent. */
export const fairHousing: Responder = ({ question, lang, agent }) => {
  if (!isFairHousingQuestion(question)) return null;
  // The question is about the area's people, not a listing: the form names none.
  const marker = contactMarker();
  const text = fairHousingAnswer(lang, agentName(agent), agent?.phone || agent?.email || '');
  return {
    text: `${clip(text, MAX_ANSWER_CHARS - charLength(marker) - 1)} ${marker}`,
    sources: [],
    handoff: true,
    listing: null,
    property: false,
  };
};

/** Whether askedOfAgent reads the documents for this turn (the search must have run before it):
 * something is asked of the agent about one listing. */
export function askedOfAgentReads(ctx: AnswerContext): boolean {
  return !!agentAsk(ctx.question) && (ctx.resolved !== null || ctx.listings.length === 1);
}

/** An action, an opinion, a prediction, advice or a promise (question/agent-asks.ts): the agent
 * answers, through the contact form. What the documents say about the thing it names comes first
 * when a passage answers it (answerability.ts): "the hot tub stays" for "would they leave the spa?". */
export const askedOfAgent: Responder = (ctx) => {
  if (!agentAsk(ctx.question)) return null;
  const listing = ctx.resolved ?? (ctx.listings.length === 1 ? ctx.listings[0]! : null);
  const hand = handoffDraft(ctx, listing, 'agentOnly');
  const found = listing ? ctx.found().filter((f) => f.listing === listing) : [];
  const room = ctx.budget - charLength(hand.text) - 1;
  if (!found.length || room < 60) return hand;
  const r = render({ ...found[0]!, facts: found[0]!.facts.slice(0, 1) }, ctx.q, ctx.lang, room);
  if (!r.text) return hand;
  return { ...hand, text: `${r.text} ${hand.text}`, sources: r.sources };
};

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

export const noListings: Responder = (ctx) => (ctx.listings.length ? null : handoffDraft(ctx, null, 'notFound'));

/** Topics only the agent answers (offers, negotiation, ...): handed over. */
export const agentOnly: Responder = (ctx) => {
  const primary = ctx.q.concepts[0];
  return primary && CONCEPT_BY_ID.get(primary)!.kind === 'handoff'
    ? handoffDraft(ctx, ctx.resolved, 'agentOnly')
    : null;
};

/** "How do I reach the agent?": the agent's card, unless the question is mostly about something else. */
export const agentContact: Responder = ({ q, agent, lang, budget, resolved, question }) => {
  if (q.concepts[0] !== 'agent_contact' || q.concepts.slice(1).some((c) => CONCEPT_BY_ID.get(c)!.priority >= 4))
    return null;
  if (namesSomeoneElse(question, agent)) return null;
  return {
    text: clip(agentText(agent, lang), budget),
    sources: [{ fileName: AGENTS_NOTES }],
    handoff: false,
    listing: resolved,
    property: false,
  };
};

/** A name written with capitals after the question's first word ("the phone number of Birchline
 * Plumbing") that is not the agent's, the agency's or its website's: the contact asked is someone
 * else's, which only the documents can give. */
function namesSomeoneElse(question: string, agent: AgentInfo | null): boolean {
  const own = new Set(
    latinWords(normalize([agent?.fName, agent?.lName, agent?.company, agent?.website, agent?.email].join(' '))).map(
      stem,
    ),
  );
  return [...question.matchAll(/(?<=\S\s*)\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)*/gu)].some(
    (m) => m[0].length >= 3 && !own.has(stem(normalize(m[0]))),
  );
}

/** No concept, no glossary term and no word to search for (a one-character term such as 船 gives
 * the question no word of its own, yet names what it asks about). */
export const nothingAsked: Responder = (ctx) =>
  !ctx.q.concepts[0] && !ctx.q.stems.size && !ctx.q.groups.length ? handoffDraft(ctx, ctx.resolved, 'notFound') : null;
