// Responders about the listings themselves rather than a fact in their documents: when showings
// happen, the listing's status, a number that names another property, the agent's other listings.
import { T, fill, shortName, statusName } from '../rendering/compose';
import { charLength, clip } from '../text/text';
import { asSentence, joinSentences, tidy } from '../rendering/phrasing';
import { CONCEPTS, CONCEPT_BY_ID } from '../concepts/vocabulary';
import { foreignNumber, otherAddress } from '../retrieval/listing-choice';
import { findIn } from '../retrieval/passages';
import { AGENTS_NOTES, render } from '../rendering/render';
import { statusText, upperFirst } from '../rendering/replies';
import { quoteLead } from '../rendering/quote';
import { asksOtherListings, otherListingNotes } from './other-listings';
import { confirmText, handoffDraft, type Responder } from './draft';

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

/** A place the question names that no listing in scope is in and no document names ("the condo
 * in Squamish"): the question is about a listing the agent has elsewhere, or none; handed over. */
export const elsewhere: Responder = (ctx) =>
  ctx.needs().units.some((u) => u.kind === 'place') || otherAddress(ctx.question, ctx.listings)
    ? handoffDraft(ctx, null, 'notFound')
    : null;

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

/** The price of "unit 2221" is not this listing's price when 2221 is no listing in scope. */
export const otherProperty: Responder = (ctx) =>
  ctx.resolved &&
  foreignNumber(ctx.q, ctx.listings) &&
  ['price', 'sold', 'status', 'taxes', 'area'].includes(ctx.q.concepts[0] ?? '')
    ? handoffDraft(ctx, ctx.resolved, 'notFound')
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
