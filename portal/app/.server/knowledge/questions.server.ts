// Visitors' questions the assistant could not answer (handed over, or the visitor disliked the
// reply), as the agent sees them on /questions: grouped when visitors asked the same thing in
// other words or another language. Every read and write is scoped to the agent's own assistants.
import type { DB } from '@db/connection';
import type { QuestionReason, VisitorQuestion } from '@db/schema';
import { questionTexts as m } from '~/messages/questions';
import { PortalError } from '../errors.server';
import { notifyQuestionUnanswered } from '../integrations/notify.server';
import { groupQuestions } from './grouping';
import { visitorAddresses } from './visitor-addresses.server';
import { recountForSession } from '../open-houses/stats-counters.server';

export interface NewQuestion {
  assistantId: number;
  listingId: number | null;
  sessionId: string;
  responseId: string | null;
  question: string;
  reply: string;
  language: string;
  reason: QuestionReason;
}

/** Stores a question once per reply: a handed-over reply the visitor then dislikes stays one row. */
export async function recordQuestion(database: DB, q: NewQuestion): Promise<number | null> {
  if (!q.question.trim()) return null;
  if (q.responseId) {
    const existing = await database
      .selectFrom('visitorQuestions')
      .select('id')
      .where('sessionId', '=', q.sessionId)
      .where('responseId', '=', q.responseId)
      .executeTakeFirst();
    if (existing) return existing.id;
  }
  // The question and its question.unanswered deliveries (webhook) are stored together.
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('visitorQuestions')
      .values({ ...q, state: 'waiting' })
      .returning(['id', 'createdAt'])
      .executeTakeFirstOrThrow();
    const listing = q.listingId
      ? await trx.selectFrom('listings').select('listingName').where('id', '=', q.listingId).executeTakeFirst()
      : undefined;
    await notifyQuestionUnanswered(trx, {
      assistantId: q.assistantId,
      sessionId: q.sessionId,
      text: q.question,
      language: q.language,
      listing: listing?.listingName ?? null,
      questionId: row.id,
      askedAt: row.createdAt,
    });
    // A handover in a chat through an open house's link: the stats' "handed over".
    if (q.reason === 'handoff') await recountForSession(trx, q.sessionId);
    return row.id;
  });
}

export type QuestionRow = Pick<
  VisitorQuestion,
  | 'id'
  | 'assistantId'
  | 'listingId'
  | 'sessionId'
  | 'responseId'
  | 'question'
  | 'reply'
  | 'language'
  | 'reason'
  | 'state'
  | 'createdAt'
>;

export interface QuestionGroup {
  /** The id of its oldest question. */
  id: number;
  assistantId: number;
  assistantName: string;
  listingId: number | null;
  listingName: string | null;
  questions: QuestionRow[];
  /** Distinct chat sessions that asked. */
  visitors: number;
  languages: string[];
  lastAskedAt: string;
  /** The latest wording (the latest English one if any), masked as logged, and the reply it got. */
  question: string;
  reply: string;
  disliked: boolean;
  /** Distinct addresses those visitors gave in their chats (a lead or a transcript). */
  emailable: number;
}

function questionsOf(database: DB, userId: number) {
  return database
    .selectFrom('visitorQuestions as q')
    .innerJoin('assistants as a', 'a.id', 'q.assistantId')
    .where('a.realtorUserId', '=', userId)
    .select([
      'q.id',
      'q.assistantId',
      'q.listingId',
      'q.sessionId',
      'q.responseId',
      'q.question',
      'q.reply',
      'q.language',
      'q.reason',
      'q.state',
      'q.createdAt',
    ]);
}

async function names(database: DB, userId: number) {
  const assistants = await database
    .selectFrom('assistants')
    .select(['id', 'ohaName'])
    .where('realtorUserId', '=', userId)
    .execute();
  const listings = assistants.length
    ? await database
        .selectFrom('listings')
        .select(['id', 'listingName'])
        .where(
          'assistantId',
          'in',
          assistants.map((a) => a.id),
        )
        .execute()
    : [];
  return {
    assistant: new Map(assistants.map((a) => [a.id, a.ohaName])),
    listing: new Map(listings.map((l) => [l.id, l.listingName])),
  };
}

/** The agent's waiting questions in groups, most visitors first, then the most recently asked. */
export async function waitingGroups(
  database: DB,
  userId: number,
  opts: { assistantId?: number | null } = {},
): Promise<QuestionGroup[]> {
  let query = questionsOf(database, userId).where('q.state', '=', 'waiting');
  if (opts.assistantId) query = query.where('q.assistantId', '=', opts.assistantId);
  const rows: QuestionRow[] = await query.orderBy('q.id').limit(5000).execute();
  if (!rows.length) return [];
  const [n, addresses] = await Promise.all([
    names(database, userId),
    visitorAddresses(database, [...new Set(rows.map((r) => r.sessionId))]),
  ]);
  const groups = groupQuestions(rows).map((qs): QuestionGroup => {
    const latest = qs[qs.length - 1]!;
    // The agent reads the portal in English: an English wording names the group when there is one.
    const shown = [...qs].reverse().find((q) => q.language === 'en') ?? latest;
    const emails = new Set(qs.flatMap((q) => [...(addresses.get(q.sessionId) ?? [])]));
    return {
      id: qs[0]!.id,
      assistantId: latest.assistantId,
      assistantName: n.assistant.get(latest.assistantId) ?? '',
      listingId: latest.listingId,
      listingName: latest.listingId ? (n.listing.get(latest.listingId) ?? null) : null,
      questions: qs,
      visitors: new Set(qs.map((q) => q.sessionId)).size,
      languages: [...new Set(qs.map((q) => q.language))],
      lastAskedAt: latest.createdAt,
      question: shown.question,
      reply: shown.reply,
      disliked: qs.some((q) => q.reason === 'disliked'),
      emailable: emails.size,
    };
  });
  return groups.sort((a, b) => b.visitors - a.visitors || b.lastAskedAt.localeCompare(a.lastAskedAt));
}

export async function countWaitingGroups(database: DB, userId: number): Promise<number> {
  return (await waitingGroups(database, userId)).length;
}

/**
 * The waiting group holding a question of the agent; PortalError FORBIDDEN for another agent's
 * question, MISSING when it is gone or no longer waiting.
 */
export async function requireWaitingGroup(database: DB, userId: number, questionId: number): Promise<QuestionGroup> {
  const row = await database
    .selectFrom('visitorQuestions as q')
    .innerJoin('assistants as a', 'a.id', 'q.assistantId')
    .select(['q.assistantId', 'q.state', 'a.realtorUserId'])
    .where('q.id', '=', questionId)
    .executeTakeFirst();
  if (!row) throw new PortalError('MISSING', m.gone);
  if (row.realtorUserId !== userId) throw new PortalError('FORBIDDEN');
  const group = (await waitingGroups(database, userId, { assistantId: row.assistantId })).find((g) =>
    g.questions.some((q) => q.id === questionId),
  );
  if (!group) throw new PortalError('MISSING', m.gone);
  return group;
}

/** A group that does not matter: its questions leave the waiting list. */
export async function dismissGroup(database: DB, userId: number, questionId: number): Promise<number> {
  const group = await requireWaitingGroup(database, userId, questionId);
  await database
    .updateTable('visitorQuestions')
    .set({ state: 'dismissed' })
    .where(
      'id',
      'in',
      group.questions.map((q) => q.id),
    )
    .where('state', '=', 'waiting')
    .execute();
  return group.questions.length;
}

export type QuestionLink =
  { state: 'waiting'; groupId: number } | { state: 'answered'; answerId: number | null } | { state: 'dismissed' };

/** Where a question of the agent stands (for the conversations page and /questions?q=). */
export async function questionLink(database: DB, userId: number, questionId: number): Promise<QuestionLink | null> {
  const row = await database
    .selectFrom('visitorQuestions as q')
    .innerJoin('assistants as a', 'a.id', 'q.assistantId')
    .select(['q.state', 'q.agentAnswerId', 'q.assistantId', 'a.realtorUserId'])
    .where('q.id', '=', questionId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.realtorUserId !== userId) throw new PortalError('FORBIDDEN');
  if (row.state === 'answered') return { state: 'answered', answerId: row.agentAnswerId };
  if (row.state === 'dismissed') return { state: 'dismissed' };
  const group = (await waitingGroups(database, userId, { assistantId: row.assistantId })).find((g) =>
    g.questions.some((q) => q.id === questionId),
  );
  return group ? { state: 'waiting', groupId: group.id } : { state: 'dismissed' };
}

/** The recorded questions of one chat session, by the reply they were recorded for. */
export async function questionsOfSession(
  database: DB,
  userId: number,
  sessionId: string,
): Promise<Array<Pick<VisitorQuestion, 'id' | 'responseId' | 'state' | 'reason'>>> {
  return database
    .selectFrom('visitorQuestions as q')
    .innerJoin('assistants as a', 'a.id', 'q.assistantId')
    .select(['q.id', 'q.responseId', 'q.state', 'q.reason'])
    .where('a.realtorUserId', '=', userId)
    .where('q.sessionId', '=', sessionId)
    .orderBy('q.id')
    .execute();
}
