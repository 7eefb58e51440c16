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
  askedOfAgentReads,
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
import { perRow } from './rows';

/** In order: the first responder with a draft answers. These read no document (answered without
 * a search of the index), but for `askedOfAgent`, which quotes the documents' own line on what is
 * asked of the agent: when `searchFirst` says so, the search runs before them. */
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
export const WITH_SEARCH: readonly Responder[] = [perRow, oneListing, severalListings, longTail, notFound];

/** Whether the turn's search must run before BEFORE_SEARCH (a responder there reads the documents). */
export const searchFirst = (ctx: AnswerContext): boolean => askedOfAgentReads(ctx);

export const RESPONDERS: readonly Responder[] = [...BEFORE_SEARCH, ...WITH_SEARCH];

/** The first draft of the responders given, or null. */
export function respondWith(responders: readonly Responder[], ctx: AnswerContext): Draft | null {
  for (const r of responders) {
    const draft = r(ctx);
    if (draft) return draft;
  }
  return null;
}
