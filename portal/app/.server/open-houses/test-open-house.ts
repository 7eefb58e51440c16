// What the open-house unit tests set up again and again: an agent with one published listing,
// the open house form's input with the usual answers, and visits made through the real sign-in
// (recordVisit) with the visitor's questions, handovers and link opens added as the chat and the
// chat page store them. Only tests import this module.
import { sql } from 'kysely';
import type { DB } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { EMPTY_SIGNIN, type SignInFields } from '@widget/chat/sign-in';
import { createOpenHouse, findPublicOpenHouse, type OpenHouseInput, type Viewer } from './open-houses.server';
import { recordOpen } from './opens.server';
import { recountForSession } from './stats-counters.server';
import { recordVisit } from './visits.server';

/** An agent (its assistant's pathname given, else from the email) with one published listing. */
export async function agentWithListing(db: DB, email: string, pathname = `p_${email.split('@')[0]}`) {
  const { userId, assistantId } = await seedAgent(db, { email, pathname });
  const { id: listingId } = await db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: '7 Cedar Court',
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, assistantId, listingId, viewer: { id: userId, email } };
}

export const openHouseInput = (listingId: number, over: Partial<OpenHouseInput> = {}): OpenHouseInput => ({
  listingId,
  date: '2026-12-05',
  startTime: '14:00',
  endTime: '16:00',
  notes: '',
  signinMode: 'required',
  contactField: 'email',
  ownQuestion: null,
  disclosureText: null,
  cohostEmails: [],
  kioskPin: null,
  ...over,
});

export const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

export async function addListing(db: DB, userId: number, assistantId: number, listingName: string) {
  const { id } = await db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName,
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function openHouseOf(db: DB, viewer: Viewer, listingId: number, over: Partial<OpenHouseInput> = {}) {
  const { id, code } = await createOpenHouse(
    db,
    viewer,
    openHouseInput(listingId, { contactField: 'either', ...over }),
  );
  return { id, code, publicOh: (await findPublicOpenHouse(db, code))! };
}

export interface VisitPlan {
  fields?: Partial<SignInFields>;
  language?: string;
  /** What the visitor asked in the chat, in order. */
  questions?: string[];
  /** Those the assistant handed over to the agent. */
  handedOver?: string[];
  /** The browser opened the link first (with this key); sign-in links it. */
  browserKey?: string;
  at?: string;
}

let seq = 0;

/** A visit made by the real sign-in, then its chat as the chat stores it. */
export async function addVisit(db: DB, oh: Awaited<ReturnType<typeof openHouseOf>>, plan: VisitPlan = {}) {
  seq += 1;
  if (plan.browserKey) await addOpen(db, oh.id, plan.browserKey);
  const visit = await recordVisit(
    db,
    oh.publicOh,
    {
      ...EMPTY_SIGNIN,
      name: `Visitor ${seq}`,
      email: `visitor${seq}@example.net`,
      hasAgent: 'no',
      timeline: '1-3',
      ...plan.fields,
    },
    {
      language: plan.language ?? 'en',
      idempotencyKey: `key-${seq}-${Date.now()}`,
      ip: null,
      userAgent: null,
      browserKey: plan.browserKey ?? null,
    },
  );
  // created_at is written once by the database; a test's past visit sets it directly.
  if (plan.at) await sql`update visits set created_at = ${plan.at} where id = ${visit.visitId}`.execute(db);
  const assistantId = oh.publicOh.assistantId;
  for (const q of plan.questions ?? []) {
    await db
      .insertInto('chatMessages')
      .values({ sessionId: visit.sessionId, role: 'user', type: 'text', content: q })
      .execute();
    if (plan.handedOver?.includes(q)) {
      await db
        .insertInto('visitorQuestions')
        .values({
          assistantId,
          listingId: oh.publicOh.listingId,
          sessionId: visit.sessionId,
          responseId: null,
          question: q,
          reply: '##CONTACT',
          language: plan.language ?? 'en',
          reason: 'handoff',
        })
        .execute();
    }
  }
  // As the chat and the handover do in their transactions: the open house's counters.
  if (plan.questions?.length) await recountForSession(db, visit.sessionId);
  return visit;
}

/** A browser that opened the link (and may never sign in). */
export async function addOpen(db: DB, openHouseId: number, browserKey: string) {
  await recordOpen(db, openHouseId, { cookie: `oha_ohb=${browserKey}`, userAgent: BROWSER_UA });
}
