// The offline engine's "saved agent answers" responder: when the agent has answered the visitor's
// question, the reply quotes that answer as written, with labels in the visitor's language, and
// cites "Agent's answer". Runs after the engine has chosen the listing (and before the documents),
// so a saved answer outranks document passages for the question it answers and only for it: the
// hints it gets were matched to this question (knowledge/grouping.ts).
import { t } from '@i18n/catalogs';
import type { Lang } from '@i18n/languages';
import { AGENT_ANSWER_SOURCE, type AgentAnswerHint, type AnswerSource } from '../ai/provider.server';

export interface AgentAnswerContext {
  /** Saved answers matched to the question, best first. */
  hints: readonly AgentAnswerHint[];
  lang: Lang;
  agentName: string;
  /** The listings in the visitor's scope, and the one the question is about when the engine knows. */
  listings: ReadonlyArray<{ id: number; name: string }>;
  resolvedListingId: number | null;
  /** Characters the reply may take. */
  budget: number;
  /** How the engine names a listing in a sentence (its short address). */
  shortName: (name: string) => string;
}

export interface AgentAnswerReply {
  text: string;
  sources: AnswerSource[];
  listingId: number | null;
}

export function agentAnswerReply(ctx: AgentAnswerContext): AgentAnswerReply | null {
  const inScope = new Set(ctx.listings.map((l) => l.id));
  const usable = ctx.hints.filter((h) => h.listingId === null || inScope.has(h.listingId));
  const target = ctx.resolvedListingId ?? (ctx.listings.length === 1 ? ctx.listings[0]!.id : null);
  // About one listing: its own answer or the assistant-wide one. About several: the best answer,
  // named with its listing when it is one listing's.
  const hint = target === null ? usable[0] : usable.find((h) => h.listingId === null || h.listingId === target);
  if (!hint) return null;
  const listing = hint.listingId === null ? null : ctx.listings.find((l) => l.id === hint.listingId);
  const named = listing && ctx.listings.length > 1 ? ctx.shortName(listing.name) : null;
  const key = named ? 'replyFor' : 'reply';
  const params = { agent: ctx.agentName, listing: named ?? '' };
  const frame = [...t(ctx.lang, 'answers', key, { ...params, answer: '' })].length;
  const answer = clipTo(hint.answer, Math.max(40, ctx.budget - frame));
  return {
    text: t(ctx.lang, 'answers', key, { ...params, answer }),
    sources: [{ fileName: AGENT_ANSWER_SOURCE, listingName: listing?.name ?? hint.listingName ?? undefined }],
    listingId: hint.listingId ?? target,
  };
}

function clipTo(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}
