// Like / dislike on an answer, stored as the spec's "validated" / "need-correction" with the
// (masked) question and the answer, once per answer. A disliked answer's question also waits for
// the agent on /questions.
import type { DB } from '@db/connection';
import { db as appDb } from '../db.server';
import { keepDisliked } from '../knowledge/chat.server';
import type { PublicAssistant } from './assistant-info.server';

export type FeedbackTag = 'validated' | 'need-correction';

export async function recordFeedback(
  assistant: PublicAssistant,
  sessionId: string,
  responseId: string,
  tag: FeedbackTag,
  database: DB = appDb(),
): Promise<'ok' | 'duplicate' | 'not-found'> {
  const session = await database
    .selectFrom('chatSessions')
    .select(['assistantId', 'language', 'selectedListingIds'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (session?.assistantId !== assistant.id) return 'not-found';
  const answer = await database
    .selectFrom('chatMessages')
    .select(['id', 'content'])
    .where('sessionId', '=', sessionId)
    .where('responseId', '=', responseId)
    .where('role', '=', 'assistant')
    .executeTakeFirst();
  if (!answer) return 'not-found';
  const existing = await database
    .selectFrom('feedback')
    .select('id')
    .where('sessionId', '=', sessionId)
    .where('responseId', '=', responseId)
    .executeTakeFirst();
  if (existing) return 'duplicate';
  const question = await database
    .selectFrom('chatMessages')
    .select('content')
    .where('sessionId', '=', sessionId)
    .where('role', '=', 'user')
    .where('id', '<', answer.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await database
    .insertInto('feedback')
    .values({
      sessionId,
      assistantId: assistant.id,
      responseId,
      tag,
      question: question?.content ?? '',
      answer: answer.content,
    })
    .execute();
  if (tag === 'need-correction' && question?.content) {
    await keepDisliked(database, {
      assistantId: assistant.id,
      listings: assistant.listings,
      selection: session.selectedListingIds,
      sessionId,
      responseId,
      question: question.content,
      reply: answer.content,
      language: session.language,
    });
  }
  return 'ok';
}
