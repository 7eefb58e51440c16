// Where a chat turn meets the agent's answers: before the provider answers, the saved answers that
// answer the visitor's question (whatever the provider); after it, a handed-over question is kept
// for the agent. Also the dislike of a reply, which keeps its question the same way.
import type { DB } from '@db/connection';
import { splitContactMarker } from '@widget/chat/contract';
import type { AgentAnswerHint } from '../ai/provider.server';
import { answersInScope } from './answers.server';
import { matchSavedAnswers } from './grouping';
import { recordQuestion } from './questions.server';

const MAX_HINTS = 3;

/** The saved answers of the assistant that answer `question` within the visitor's listing scope. */
export async function agentAnswerHints(
  database: DB,
  assistantId: number,
  selection: readonly number[] | null,
  question: string,
): Promise<AgentAnswerHint[]> {
  const candidates = await answersInScope(database, assistantId, selection);
  if (!candidates.length) return [];
  return matchSavedAnswers(question, candidates)
    .slice(0, MAX_HINTS)
    .map(({ candidate: c }) => ({
      id: c.id,
      listingId: c.listingId,
      listingName: c.listingName,
      question: c.questions[0] ?? '',
      answer: c.answer,
    }));
}

/**
 * The listing a reply was about: the one its contact marker names, else the visitor's only
 * selected listing, else the assistant's only listing; null when it was about no single listing.
 */
export function listingOfReply(
  reply: string,
  listings: ReadonlyArray<{ id: number; listingName: string }>,
  selection: readonly number[] | null,
): number | null {
  const named = splitContactMarker(reply).listing.toLowerCase();
  if (named) {
    const hit = listings.find((l) => l.listingName.trim().toLowerCase() === named);
    if (hit) return hit.id;
  }
  if (selection?.length === 1 && listings.some((l) => l.id === selection[0])) return selection[0]!;
  if (listings.length === 1) return listings[0]!.id;
  return null;
}

export interface KeptTurn {
  assistantId: number;
  listings: ReadonlyArray<{ id: number; listingName: string }>;
  selection: readonly number[] | null;
  sessionId: string;
  responseId: string | null;
  /** Masked as logged. */
  question: string;
  reply: string;
  language: string;
}

/** Keeps a question the assistant handed over, for the agent to answer once on /questions. */
export async function keepHandedOver(database: DB, turn: KeptTurn): Promise<void> {
  await recordQuestion(database, {
    assistantId: turn.assistantId,
    listingId: listingOfReply(turn.reply, turn.listings, turn.selection),
    sessionId: turn.sessionId,
    responseId: turn.responseId,
    question: turn.question,
    reply: turn.reply,
    language: turn.language,
    reason: 'handoff',
  });
}

/** A visitor disliked a reply: its question waits for the agent (once per reply). */
export async function keepDisliked(
  database: DB,
  input: Omit<KeptTurn, 'selection' | 'language'> & { selection: string | null; language: string },
): Promise<void> {
  let selection: number[] | null = null;
  try {
    const v = input.selection ? JSON.parse(input.selection) : null;
    selection = Array.isArray(v) ? v.map(Number).filter(Number.isInteger) : null;
  } catch {
    selection = null;
  }
  await recordQuestion(database, {
    assistantId: input.assistantId,
    listingId: listingOfReply(input.reply, input.listings, selection),
    sessionId: input.sessionId,
    responseId: input.responseId,
    question: input.question,
    reply: input.reply,
    language: input.language,
    reason: 'disliked',
  });
}
