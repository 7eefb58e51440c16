// What the agent sees of visitors: leads (with a CSV export) and conversations. Every query is
// scoped to the agent's own assistants through realtorUserId.
import type { DB } from '@db/connection';
import type { Assistant, ChatSession, Lead } from '@db/schema';
import { leadSourceLabel } from '~/validation/lead-source';
import { toCsv } from '../csv';
import { db as appDb } from '../db.server';

export type LeadRow = Pick<
  Lead,
  | 'id'
  | 'createdAt'
  | 'assistantId'
  | 'listingName'
  | 'prospectName'
  | 'prospectEmail'
  | 'prospectPhone'
  | 'prospectRemarks'
  | 'attachTranscript'
  | 'source'
  | 'leadSource'
  | 'sessionId'
> &
  Pick<Assistant, 'ohaName'>;

export async function listLeads(userId: number, database: DB = appDb()): Promise<LeadRow[]> {
  return database
    .selectFrom('leads')
    .innerJoin('assistants', 'assistants.id', 'leads.assistantId')
    .select([
      'leads.id',
      'leads.createdAt',
      'leads.assistantId',
      'assistants.ohaName',
      'leads.listingName',
      'leads.prospectName',
      'leads.prospectEmail',
      'leads.prospectPhone',
      'leads.prospectRemarks',
      'leads.attachTranscript',
      'leads.source',
      'leads.leadSource',
      'leads.sessionId',
    ])
    .where('leads.realtorUserId', '=', userId)
    .where('assistants.realtorUserId', '=', userId)
    .orderBy('leads.id', 'desc')
    .limit(1000)
    .execute();
}

const LEADS_CSV_HEADER = [
  'Date (UTC)',
  'Assistant',
  'Listing',
  'Name',
  'Email',
  'Phone',
  'Message',
  'Transcript attached',
  'Form',
  'Source',
  'Chat session',
];

export function leadsCsv(rows: LeadRow[]): string {
  const lines = rows.map((r) => [
    r.createdAt,
    r.ohaName,
    r.listingName ?? 'Not specific',
    r.prospectName,
    r.prospectEmail,
    r.prospectPhone,
    r.prospectRemarks,
    r.attachTranscript ? 'Yes' : 'No',
    r.source,
    leadSourceLabel(r.leadSource),
    r.sessionId,
  ]);
  return toCsv([LEADS_CSV_HEADER, ...lines], { bom: true });
}

export type ConversationSummary = Pick<
  ChatSession,
  'id' | 'assistantId' | 'language' | 'leadSource' | 'createdAt' | 'updatedAt'
> &
  Pick<Assistant, 'ohaName'> & { messageCount: number; firstQuestion: string | null };

export async function listAssistantsOf(userId: number, database: DB = appDb()) {
  return database
    .selectFrom('assistants')
    .select(['id', 'ohaName', 'assistantPathname'])
    .where('realtorUserId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function listConversations(
  userId: number,
  opts: { assistantId?: number | null; limit?: number } = {},
  database: DB = appDb(),
): Promise<ConversationSummary[]> {
  let q = database
    .selectFrom('chatSessions')
    .innerJoin('assistants', 'assistants.id', 'chatSessions.assistantId')
    .leftJoin('chatMessages', (j) =>
      j.onRef('chatMessages.sessionId', '=', 'chatSessions.id').on('chatMessages.role', 'in', ['user', 'assistant']),
    )
    .select((eb) => [
      'chatSessions.id',
      'chatSessions.assistantId',
      'assistants.ohaName',
      'chatSessions.language',
      'chatSessions.leadSource',
      'chatSessions.createdAt',
      'chatSessions.updatedAt',
      eb.fn.count<number>('chatMessages.id').as('messageCount'),
      eb
        .selectFrom('chatMessages as first')
        .select('first.content')
        .whereRef('first.sessionId', '=', 'chatSessions.id')
        .where('first.role', '=', 'user')
        .orderBy('first.id')
        .limit(1)
        .as('firstQuestion'),
    ])
    .where('assistants.realtorUserId', '=', userId)
    // The assistant's key too: PostgreSQL takes a column only from a table whose key is grouped.
    .groupBy(['chatSessions.id', 'assistants.id'])
    .orderBy('chatSessions.updatedAt', 'desc')
    .orderBy('chatSessions.id', 'desc')
    .limit(opts.limit ?? 200);
  if (opts.assistantId) q = q.where('chatSessions.assistantId', '=', opts.assistantId);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, messageCount: Number(r.messageCount) }));
}

/** One session's visible messages (user and assistant; developer notes shown as notes). */
export async function conversationOf(userId: number, sessionId: string, database: DB = appDb()) {
  const session = await database
    .selectFrom('chatSessions')
    .innerJoin('assistants', 'assistants.id', 'chatSessions.assistantId')
    .select([
      'chatSessions.id',
      'chatSessions.language',
      'chatSessions.leadSource',
      'chatSessions.createdAt',
      'assistants.ohaName',
      'assistants.id as assistantId',
    ])
    .where('chatSessions.id', '=', sessionId)
    .where('assistants.realtorUserId', '=', userId)
    .executeTakeFirst();
  if (!session) return null;
  const messages = await database
    .selectFrom('chatMessages')
    .select(['id', 'role', 'type', 'content', 'responseId', 'createdAt'])
    .where('sessionId', '=', sessionId)
    .orderBy('id')
    .execute();
  return { session, messages };
}
