// The agent's saved answers: written once for a group of visitors' questions, for one listing or
// every listing of the assistant, then given to every visitor who asks the same thing. Every
// function checks that the answer (and the listing it applies to) belongs to the agent.
import type { DB } from '@db/connection';
import { questionTexts as m } from '~/messages/questions';
import { ANSWER_MAX } from '~/validation/questions';
import { PortalError } from '../errors.server';
import type { SavedAnswerCandidate } from './grouping';
import { requireWaitingGroup } from './questions.server';
import { visitorAddresses } from './visitor-addresses.server';

export interface AnswerInput {
  answer: string;
  /** null = every listing of the assistant. */
  listingId: number | null;
}

export interface Saved {
  answerId: number;
  assistantId: number;
  /** Listings whose notes document holds the answer before or after the change. */
  listingIds: number[];
}

function cleanAnswer(text: string): string {
  const answer = text.replace(/\r\n?/g, '\n').trim();
  if (!answer) throw new PortalError('INVALID', m.answerRequired);
  if ([...answer].length > ANSWER_MAX) throw new PortalError('INVALID', m.answerTooLong(ANSWER_MAX));
  return answer;
}

async function requireListingOf(database: DB, assistantId: number, listingId: number | null): Promise<void> {
  if (listingId === null) return;
  const l = await database.selectFrom('listings').select('assistantId').where('id', '=', listingId).executeTakeFirst();
  // A listing of another assistant (or another agent) is never a valid scope.
  if (!l || l.assistantId !== assistantId) throw new PortalError('FORBIDDEN');
}

/** The listings an answer reaches: its listing, or all the assistant's listings. */
export async function listingsReached(database: DB, assistantId: number, listingId: number | null): Promise<number[]> {
  if (listingId !== null) return [listingId];
  const rows = await database.selectFrom('listings').select('id').where('assistantId', '=', assistantId).execute();
  return rows.map((r) => r.id);
}

/** Saves the agent's answer for the waiting group holding `questionId`; its questions are answered. */
export async function saveAnswer(database: DB, userId: number, questionId: number, input: AnswerInput): Promise<Saved> {
  const group = await requireWaitingGroup(database, userId, questionId);
  const answer = cleanAnswer(input.answer);
  await requireListingOf(database, group.assistantId, input.listingId);
  const answerId = await database.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('agentAnswers')
      .values({ assistantId: group.assistantId, listingId: input.listingId, question: group.question, answer })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('visitorQuestions')
      .set({ state: 'answered', agentAnswerId: row.id })
      .where(
        'id',
        'in',
        group.questions.map((q) => q.id),
      )
      .execute();
    return row.id;
  });
  return {
    answerId,
    assistantId: group.assistantId,
    listingIds: await listingsReached(database, group.assistantId, input.listingId),
  };
}

export async function requireOwnedAnswer(database: DB, userId: number, answerId: number) {
  const row = await database
    .selectFrom('agentAnswers as x')
    .innerJoin('assistants as a', 'a.id', 'x.assistantId')
    .select(['x.id', 'x.assistantId', 'x.listingId', 'a.realtorUserId'])
    .where('x.id', '=', answerId)
    .executeTakeFirst();
  if (!row) throw new PortalError('MISSING', m.answerGone);
  if (row.realtorUserId !== userId) throw new PortalError('FORBIDDEN');
  return row;
}

/** A new wording or scope; the next visitor's question gets it. */
export async function updateAnswer(database: DB, userId: number, answerId: number, input: AnswerInput): Promise<Saved> {
  const row = await requireOwnedAnswer(database, userId, answerId);
  const answer = cleanAnswer(input.answer);
  await requireListingOf(database, row.assistantId, input.listingId);
  await database
    .updateTable('agentAnswers')
    .set({ answer, listingId: input.listingId, updatedAt: new Date().toISOString() })
    .where('id', '=', answerId)
    .execute();
  const before = await listingsReached(database, row.assistantId, row.listingId);
  const after = await listingsReached(database, row.assistantId, input.listingId);
  return { answerId, assistantId: row.assistantId, listingIds: [...new Set([...before, ...after])] };
}

/** Deletes the answer; the questions it answered wait again, so visitors are handed over again. */
export async function deleteAnswer(database: DB, userId: number, answerId: number): Promise<Saved> {
  const row = await requireOwnedAnswer(database, userId, answerId);
  const listingIds = await listingsReached(database, row.assistantId, row.listingId);
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable('visitorQuestions')
      .set({ state: 'waiting', agentAnswerId: null })
      .where('agentAnswerId', '=', answerId)
      .execute();
    await trx.deleteFrom('agentAnswers').where('id', '=', answerId).execute();
  });
  return { answerId, assistantId: row.assistantId, listingIds };
}

export interface SavedAnswerView {
  id: number;
  assistantId: number;
  assistantName: string;
  listingId: number | null;
  listingName: string | null;
  question: string;
  answer: string;
  updatedAt: string;
  /** Visitors' questions it answered (distinct sessions). */
  visitors: number;
  /** Addresses of those visitors not emailed this answer yet. */
  emailable: number;
}

/** The agent's saved answers, grouped by listing on the page (newest first). */
export async function listSavedAnswers(
  database: DB,
  userId: number,
  opts: { assistantId?: number | null } = {},
): Promise<SavedAnswerView[]> {
  let q = database
    .selectFrom('agentAnswers as x')
    .innerJoin('assistants as a', 'a.id', 'x.assistantId')
    .leftJoin('listings as l', 'l.id', 'x.listingId')
    .select([
      'x.id',
      'x.assistantId',
      'a.ohaName as assistantName',
      'x.listingId',
      'l.listingName',
      'x.question',
      'x.answer',
      'x.updatedAt',
    ])
    .where('a.realtorUserId', '=', userId);
  if (opts.assistantId) q = q.where('x.assistantId', '=', opts.assistantId);
  const answers = await q.orderBy('x.updatedAt', 'desc').orderBy('x.id', 'desc').execute();
  if (!answers.length) return [];
  const linked = await database
    .selectFrom('visitorQuestions')
    .select(['agentAnswerId', 'sessionId', 'emailedAt'])
    .where(
      'agentAnswerId',
      'in',
      answers.map((a) => a.id),
    )
    .execute();
  const addresses = await visitorAddresses(database, [
    ...new Set(linked.filter((l) => !l.emailedAt).map((l) => l.sessionId)),
  ]);
  return answers.map((a) => {
    const mine = linked.filter((l) => l.agentAnswerId === a.id);
    const pending = new Set(mine.filter((l) => !l.emailedAt).flatMap((l) => [...(addresses.get(l.sessionId) ?? [])]));
    return {
      ...a,
      listingName: a.listingName ?? null,
      visitors: new Set(mine.map((l) => l.sessionId)).size,
      emailable: pending.size,
    };
  });
}

export interface CandidateAnswer extends SavedAnswerCandidate {
  listingName: string | null;
}

/**
 * The saved answers a chat turn may use: the assistant's answers for every listing and for the
 * listings in scope (null = all its listings), each with the questions it was written for.
 */
export async function answersInScope(
  database: DB,
  assistantId: number,
  listingIds: readonly number[] | null,
): Promise<CandidateAnswer[]> {
  let q = database
    .selectFrom('agentAnswers as x')
    .leftJoin('listings as l', 'l.id', 'x.listingId')
    .select(['x.id', 'x.listingId', 'l.listingName', 'x.question', 'x.answer', 'x.updatedAt'])
    .where('x.assistantId', '=', assistantId);
  if (listingIds) {
    const ids = [...listingIds];
    q = q.where((eb) =>
      ids.length ? eb.or([eb('x.listingId', 'is', null), eb('x.listingId', 'in', ids)]) : eb('x.listingId', 'is', null),
    );
  }
  const rows = await q.execute();
  if (!rows.length) return [];
  const asked = await database
    .selectFrom('visitorQuestions')
    .select(['agentAnswerId', 'question'])
    .where(
      'agentAnswerId',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => ({
    id: r.id,
    listingId: r.listingId,
    listingName: r.listingName ?? null,
    answer: r.answer,
    updatedAt: r.updatedAt,
    questions: [...new Set([r.question, ...asked.filter((a) => a.agentAnswerId === r.id).map((a) => a.question)])],
  }));
}
