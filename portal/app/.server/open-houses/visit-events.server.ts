// A visit reaches the agent's tools twice. At sign-in its lead goes to the webhook as
// `lead.created` (issue 29), at once. What the visitor asked comes later, so the visit's own event,
// `open_house.visit` (webhook, and Follow Up Boss as its one "Visited Open House" event), is sent
// once the visitor's questions are in (visit-event-schedule.server.ts says when). A job of the
// queue waits for that moment: queued with the visit, it looks at the chat when due and queues
// itself again while the visitor is still asking.
import type { DB } from '@db/connection';
import type { VisitAnswers } from '@db/schema';
import { config } from '../config.server';
import { storeEvent } from '../integrations/deliveries.server';
import { enqueueDeliveries } from '../integrations/delivery-jobs.server';
import { conversationUrl, type OpenHouseVisitData } from '../integrations/events';
import { registerJobHandler } from '../jobs/runner.server';
import { chatUrl } from '../naming';
import { summarizeQuestions } from './summary.server';
import {
  MAX_WAIT_MS,
  QUIET_MS,
  queueVisitEventWait,
  VISIT_EVENT_JOB,
  type VisitEventJob,
} from './visit-event-schedule.server';
import { TIMELINE_LABELS } from './visits.server';

const parseAnswers = (json: string): Partial<VisitAnswers> => {
  try {
    return JSON.parse(json) as Partial<VisitAnswers>;
  } catch {
    return {};
  }
};

/** The event's data: the visit, its answers and consent, and what the visitor asked. */
export async function visitEventData(database: DB, visitId: number): Promise<OpenHouseVisitData | null> {
  const v = await database
    .selectFrom('visits')
    .innerJoin('contacts', 'contacts.id', 'visits.contactId')
    .innerJoin('openHouses', 'openHouses.id', 'visits.openHouseId')
    .innerJoin('listings', 'listings.id', 'openHouses.listingId')
    .innerJoin('assistants', 'assistants.id', 'openHouses.assistantId')
    .leftJoin('consentRecords', 'consentRecords.visitId', 'visits.id')
    .select([
      'visits.id',
      'visits.createdAt',
      'visits.language',
      'visits.answers',
      'visits.chatSessionId',
      'contacts.name',
      'contacts.email',
      'contacts.phone',
      'openHouses.id as openHouseId',
      'openHouses.date',
      'openHouses.startTime',
      'openHouses.endTime',
      'openHouses.timeZone',
      'openHouses.ownQuestion',
      'listings.listingName',
      'assistants.id as assistantId',
      'assistants.ohaName',
      'assistants.assistantPathname',
      'consentRecords.emailFollowUp',
      'consentRecords.callsAndTexts',
    ])
    .where('visits.id', '=', visitId)
    .executeTakeFirst();
  if (!v) return null;
  const session = v.chatSessionId;
  const [asked, handedOver] = session
    ? await Promise.all([
        database
          .selectFrom('chatMessages')
          .select('content')
          .where('sessionId', '=', session)
          .where('role', '=', 'user')
          .orderBy('id')
          .execute(),
        database
          .selectFrom('visitorQuestions')
          .select('question')
          .where('sessionId', '=', session)
          .where('reason', '=', 'handoff')
          .orderBy('id')
          .execute(),
      ])
    : [[], []];
  const a = parseAnswers(v.answers);
  const questions = asked.map((m) => m.content);
  const publicUrl = config().publicUrl;
  return {
    assistant: { id: v.assistantId, name: v.ohaName, chatUrl: chatUrl(publicUrl, v.assistantPathname) },
    openHouse: {
      id: v.openHouseId,
      listing: v.listingName,
      date: v.date,
      startTime: v.startTime,
      endTime: v.endTime,
      timeZone: v.timeZone,
    },
    visit: {
      id: v.id,
      signedInAt: v.createdAt,
      language: v.language,
      name: v.name,
      email: v.email,
      phone: v.phone,
      hasAgent: Boolean(a.hasAgent),
      agentName: a.hasAgent ? (a.agentName ?? null) : null,
      agentBrokerage: a.hasAgent ? (a.agentBrokerage ?? null) : null,
      timeline: a.timeline ?? '',
      timelineLabel: a.timeline ? TIMELINE_LABELS[a.timeline] : '',
      preApproved: Boolean(a.preApproved),
      nearbyOrSelling: Boolean(a.nearbyOrSelling),
      ownQuestion: v.ownQuestion,
      ownAnswer: a.ownAnswer ?? null,
      consent: { emailFollowUp: v.emailFollowUp === 1, callsAndTexts: v.callsAndTexts === 1 },
      questions: questions.length,
      summary: summarizeQuestions(questions),
      handedOver: [...new Set(handedOver.map((h) => h.question))],
      conversationUrl: session ? conversationUrl(publicUrl, session) : null,
    },
  };
}

/** When the visit's event is due: QUIET_MS after the last question (or the sign-in), capped. */
export async function visitEventDueAt(database: DB, visitId: number): Promise<Date | null> {
  const v = await database
    .selectFrom('visits')
    .select(['createdAt', 'chatSessionId'])
    .where('id', '=', visitId)
    .executeTakeFirst();
  if (!v) return null;
  const last = v.chatSessionId
    ? await database
        .selectFrom('chatMessages')
        .select((eb) => eb.fn.max('createdAt').as('at'))
        .where('sessionId', '=', v.chatSessionId)
        .where('role', '=', 'user')
        .executeTakeFirst()
    : undefined;
  const signedIn = Date.parse(v.createdAt);
  const lastAt = Math.max(signedIn, last?.at ? Date.parse(last.at) : 0);
  return new Date(Math.min(lastAt + QUIET_MS, signedIn + MAX_WAIT_MS));
}

/**
 * The job: when the visit is quiet, stores its event for the assistant's destinations (with their
 * delivery jobs) in one transaction; else waits again. A visit deleted meanwhile sends nothing.
 */
export async function runVisitEventJob(
  database: DB,
  job: VisitEventJob,
  now: Date = new Date(),
): Promise<'sent' | 'waiting' | 'gone'> {
  const due = await visitEventDueAt(database, job.visitId);
  if (!due) return 'gone';
  if (due.getTime() > now.getTime()) {
    await queueVisitEventWait(database, { visitId: job.visitId, n: job.n + 1 }, due);
    return 'waiting';
  }
  const data = await visitEventData(database, job.visitId);
  if (!data) return 'gone';
  await database.transaction().execute(async (trx) => {
    // A job run twice (its runner died after the commit) stores the event once.
    const stored = await trx
      .selectFrom('deliveries')
      .select('id')
      .where('assistantId', '=', data.assistant.id)
      .where('eventType', '=', 'open_house.visit')
      .where('payload', 'like', `%"visit":{"id":${job.visitId},%`)
      .executeTakeFirst();
    if (stored) return;
    const ids = await storeEvent(trx, data.assistant.id, 'open_house.visit', data, now);
    await enqueueDeliveries(trx, ids);
  });
  return 'sent';
}

/** portal/server.ts calls this before it starts the job runner. */
export function registerVisitEventJobs(database: DB): void {
  registerJobHandler<VisitEventJob>(VISIT_EVENT_JOB, async (job) => void (await runVisitEventJob(database, job)));
}
