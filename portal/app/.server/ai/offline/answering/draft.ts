// What a responder returns: a draft answer with its sources, and the two drafts several responders
// share (the handoff to the agent, the line asking the agent to confirm).
import type { AnswerSource } from '../../provider.server';
import { T, fill } from '../rendering/compose';
import type { ListingKnowledge } from '../knowledge/items';
import { agentName, handoffText } from '../rendering/replies';
import type { AnswerContext } from './context';

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

export const handoffDraft = (
  ctx: AnswerContext,
  listing: ListingKnowledge | null,
  kind: 'notFound' | 'agentOnly',
): Draft => ({
  text: handoffText(ctx.lang, ctx.agent, listing, kind),
  sources: [],
  handoff: true,
  listing,
  property: true,
});

export const confirmText = (ctx: AnswerContext) =>
  fill(T.confirm[ctx.lang], { name: agentName(ctx.agent), phone: ctx.agent?.phone ?? '' });
