// Responders that answer from the documents: one listing's facts and passages, several listings'
// facts, the long tail's best FTS5 sentence, and the handoff when nothing answers.
import type { AnswerSource } from '../../provider.server';
import { T, fill, shortName } from '../rendering/compose';
import { charLength, clip } from '../text/text';
import { asSentence, joinSentences, tidy } from '../rendering/phrasing';
import { bestSentence } from '../retrieval/fts.server';
import { answersKind, modifierBonus } from '../question/question';
import { partOfTotal, type Found } from '../retrieval/passages';
import { AGENTS_NOTES, render, snippet } from '../rendering/render';
import { quoteLead } from '../rendering/quote';
import { confirmText, handoffDraft, type Responder } from './draft';
import { judge, textTarget } from './answerability';

/** One listing's facts and passages; the agent confirms an answer without the kind of value asked. */
export const oneListing: Responder = (ctx) => {
  const found = ctx.found();
  if (!found.length || (found.length > 1 && !ctx.resolved)) return null;
  const f = found[0]!;
  // "How much are the school taxes?" of "Taxes $4,100 (including school tax)": the part is not said.
  if (f.facts.length && partOfTotal(ctx.q, f.facts[0]!)) return handoffDraft(ctx, f.listing, 'notFound');
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
    // The sentence must answer the question on its own (answerability.ts).
    (text) => judge(ctx.needs(), textTarget(text)).ok,
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

export const notFound: Responder = (ctx) => handoffDraft(ctx, ctx.resolved, 'notFound');
