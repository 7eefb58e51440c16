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
import { perRow } from './rows';

/** In order: the first responder with a draft answers. */
export const RESPONDERS: readonly Responder[] = [
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
  perRow,
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
