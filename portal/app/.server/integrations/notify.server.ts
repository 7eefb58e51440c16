// What the rest of the app calls when something an agent's tools should hear about happens:
// a lead was stored, or a visitor's question became unanswered. Each call stores the event for
// every configured destination (deliveries.server.ts) and queues its delivery jobs, in the
// caller's transaction when it passes one, so a lead and its deliveries exist together or not at
// all and a restart loses nothing.
import type { DB } from '@db/connection';
import { config } from '../config.server';
import { chatUrl } from '../naming';
import { leadSourceLabel, parseLeadSource } from '~/validation/lead-source';
import { storeEvent } from './deliveries.server';
import { enqueueDeliveries } from './delivery-jobs.server';
import { conversationUrl, type AssistantRef, type LeadCreatedData, type QuestionUnansweredData } from './events';

async function assistantRef(db: DB, assistantId: number): Promise<AssistantRef> {
  const a = await db
    .selectFrom('assistants')
    .select(['id', 'ohaName', 'assistantPathname'])
    .where('id', '=', assistantId)
    .executeTakeFirstOrThrow();
  return { id: a.id, name: a.ohaName, chatUrl: chatUrl(config().publicUrl, a.assistantPathname) };
}

/** The `lead.created` data of a stored lead. */
export async function leadCreatedData(db: DB, leadId: number): Promise<LeadCreatedData> {
  const l = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
  const source = parseLeadSource(l.leadSource);
  return {
    assistant: await assistantRef(db, l.assistantId),
    lead: {
      id: l.id,
      createdAt: l.createdAt,
      name: l.prospectName,
      email: l.prospectEmail,
      phone: l.prospectPhone,
      message: l.prospectRemarks,
      listing: l.listingName,
      form: l.source === 'inline' || l.source === 'open_house' ? l.source : 'modal',
      source,
      sourceLabel: leadSourceLabel(source),
      conversationUrl: l.sessionId ? conversationUrl(config().publicUrl, l.sessionId) : null,
    },
  };
}

/** Call right after storing a lead (the leave-a-message form or the inline ##CONTACT form). */
export async function notifyLeadCreated(db: DB, leadId: number): Promise<number[]> {
  const data = await leadCreatedData(db, leadId);
  const ids = await storeEvent(db, data.assistant.id, 'lead.created', data);
  await enqueueDeliveries(db, ids);
  return ids;
}

export interface UnansweredQuestion {
  assistantId: number;
  sessionId: string;
  /** The question as stored (masked). */
  text: string;
  language: string;
  listing?: string | null;
  /** The stored question's id, when the caller keeps one. */
  questionId?: number | null;
  askedAt?: string;
}

/**
 * Call once when a visitor's question becomes unanswered (the assistant could not answer it and
 * handed over to the agent). The event carries the session's source and a link to the chat.
 */
export async function notifyQuestionUnanswered(db: DB, q: UnansweredQuestion): Promise<number[]> {
  const session = await db
    .selectFrom('chatSessions')
    .select(['assistantId', 'leadSource', 'createdAt'])
    .where('id', '=', q.sessionId)
    .executeTakeFirst();
  // A session of another assistant never lends its data.
  const source = parseLeadSource(session?.assistantId === q.assistantId ? session.leadSource : 'link');
  const data: QuestionUnansweredData = {
    assistant: await assistantRef(db, q.assistantId),
    question: {
      id: q.questionId ?? null,
      text: q.text,
      language: q.language,
      listing: q.listing ?? null,
      askedAt: q.askedAt ?? new Date().toISOString(),
      source,
      sourceLabel: leadSourceLabel(source),
      conversationUrl: conversationUrl(config().publicUrl, q.sessionId),
    },
  };
  const ids = await storeEvent(db, q.assistantId, 'question.unanswered', data);
  await enqueueDeliveries(db, ids);
  return ids;
}
