// The answering, as an ordered list of small responders: each looks at the turn's context and
// returns a draft answer, or null to let the next one try. The first draft wins; the last
// responder always hands over to the agent.
// The responders themselves, grouped by kind: responders-chat.ts (the conversation around the
// listings), responders-listing.ts (status, showings, other listings), responders-documents.ts
// (facts, passages, the long tail); draft.ts says what a responder returns.
import type { AnswerContext } from './context';
import type { Draft, Responder } from './draft';
import {
  agentContact,
  agentOnly,
  askedOfAgent,
  fairHousing,
  greetingOrIntro,
  listingPick,
  noListings,
  nothingAsked,
  savedAnswer,
} from './responders-chat';
import { elsewhere, listingStatus, otherListings, otherProperty, showingTimes } from './responders-listing';
import { longTail, notFound, oneListing, severalListings } from './responders-documents';
import { agentLanguages } from './agent-languages';

/** In order: the first responder with a draft answers. These read no document (answered without
 * a search of the index). */
export const BEFORE_SEARCH: readonly Responder[] = [
  fairHousing,
  listingPick,
  greetingOrIntro,
  savedAnswer,
  noListings,
  askedOfAgent,
  showingTimes,
  agentOnly,
  agentLanguages,
  agentContact,
  elsewhere,
  listingStatus,
  nothingAsked,
  otherProperty,
  otherListings,
];

/** Then the responders that read the documents: the turn's search hits are in the context. */
export const WITH_SEARCH: readonly Responder[] = [oneListing, severalListings, longTail, notFound];

export const RESPONDERS: readonly Responder[] = [...BEFORE_SEARCH, ...WITH_SEARCH];

/** The first draft of the responders given, or null. */
export function respondWith(responders: readonly Responder[], ctx: AnswerContext): Draft | null {
  for (const r of responders) {
    const draft = r(ctx);
    if (draft) return draft;
  }
  return null;
}
