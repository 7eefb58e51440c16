// The live visitor list of an open house: one row per visit (arrival, timeline, agent, how many
// questions, what they asked, whether a question was handed over to the agent), and the pushes
// that keep the owner's and co-hosts' phones up to date (../live/pubsub.server.ts).
import type { DB } from '@db/connection';
import type { VisitAnswers } from '@db/schema';
import { openHouseChannel, publish } from '../live/pubsub.server';
import { summarizeQuestions } from './summary.server';
import { TIMELINE_LABELS } from './visits.server';

export interface LiveVisitor {
  id: number;
  contactId: number;
  name: string;
  arrivedAt: string;
  timeline: string;
  hasAgent: boolean;
  agentName: string | null;
  questions: number;
  summary: string;
  needsYou: boolean;
  language: string;
}

function parseAnswers(json: string): Partial<VisitAnswers> {
  try {
    return JSON.parse(json) as Partial<VisitAnswers>;
  } catch {
    return {};
  }
}

async function rows(database: DB, where: { openHouseId?: number; visitId?: number }): Promise<LiveVisitor[]> {
  let q = database
    .selectFrom('visits')
    .innerJoin('contacts', 'contacts.id', 'visits.contactId')
    .select([
      'visits.id',
      'visits.contactId',
      'visits.openHouseId',
      'visits.createdAt',
      'visits.answers',
      'visits.language',
      'visits.chatSessionId',
      'contacts.name',
    ]);
  if (where.openHouseId !== undefined) q = q.where('visits.openHouseId', '=', where.openHouseId);
  if (where.visitId !== undefined) q = q.where('visits.id', '=', where.visitId);
  const visits = await q.orderBy('visits.id', 'desc').limit(500).execute();
  const sessions = visits.map((v) => v.chatSessionId).filter((s): s is string => Boolean(s));
  const asked = new Map<string, string[]>();
  const waiting = new Set<string>();
  for (let i = 0; i < sessions.length; i += 500) {
    const chunk = sessions.slice(i, i + 500);
    const [messages, handedOver] = await Promise.all([
      database
        .selectFrom('chatMessages')
        .select(['sessionId', 'content'])
        .where('sessionId', 'in', chunk)
        .where('role', '=', 'user')
        .orderBy('id')
        .execute(),
      database
        .selectFrom('visitorQuestions')
        .select('sessionId')
        .where('sessionId', 'in', chunk)
        .where('reason', '=', 'handoff')
        .where('state', '=', 'waiting')
        .execute(),
    ]);
    for (const m of messages) asked.set(m.sessionId, [...(asked.get(m.sessionId) ?? []), m.content]);
    for (const h of handedOver) waiting.add(h.sessionId);
  }
  return visits.map((v) => {
    const a = parseAnswers(v.answers);
    const questions = (v.chatSessionId && asked.get(v.chatSessionId)) || [];
    return {
      id: v.id,
      contactId: v.contactId,
      name: v.name,
      arrivedAt: v.createdAt,
      timeline: a.timeline ? TIMELINE_LABELS[a.timeline] : '',
      hasAgent: Boolean(a.hasAgent),
      agentName: a.hasAgent ? (a.agentName ?? null) : null,
      questions: questions.length,
      summary: summarizeQuestions(questions),
      needsYou: Boolean(v.chatSessionId && waiting.has(v.chatSessionId)),
      language: v.language,
    };
  });
}

/** The open house's visitors, latest arrival first. */
export const liveVisitors = (database: DB, openHouseId: number) => rows(database, { openHouseId });

/** One visit's row, when it belongs to that open house. */
export async function liveVisitor(database: DB, openHouseId: number, visitId: number): Promise<LiveVisitor | null> {
  const [row] = await rows(database, { openHouseId, visitId });
  return row ?? null;
}

/** Tells every instance's live lists of this open house that the visit's row changed. */
export async function announceVisit(openHouseId: number, visitId: number): Promise<void> {
  await publish(openHouseChannel(openHouseId), { type: 'visit', visitId });
}

/** After a chat turn: when the chat is a visit's, its row on the live list changed. */
export async function chatTurnOfVisit(database: DB, sessionId: string): Promise<void> {
  const visit = await database
    .selectFrom('visits')
    .select(['id', 'openHouseId'])
    .where('chatSessionId', '=', sessionId)
    .executeTakeFirst();
  if (visit) await announceVisit(visit.openHouseId, visit.id);
}
