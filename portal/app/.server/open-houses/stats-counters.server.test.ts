// The stats' counters (open_house_stats) stay equal to a count of the raw rows through a mixed
// sequence of the app's own writes: links opened (again), sign-ins (retried, the same person twice,
// merged contacts), chat questions signed in and anonymous through the link, handovers, follow-ups
// sent, a visitor's data erased, an open house and a listing deleted.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import type { DB } from '@db/connection';
import { setProviderForTests } from '../ai/index.server';
import { offlineProvider } from '../ai/offline/provider.server';
import type { AiProvider } from '../ai/provider.server';
import { handleChatTurn } from '../chat/chat.server';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { setTransportForTests } from '../email/email.server';
import { deleteListing } from '../repos/listings.server';
import { deleteContact } from './contacts.server';
import { followUpPage, saveDraft, sendFollowUp } from './follow-ups.server';
import { deleteOpenHouse } from './open-houses.server';
import { recountOpenHouseStats } from './stats-counters.server';
import { eventStats } from './stats.server';
import { addListing, addOpen, addVisit, agentWithListing, openHouseOf } from './test-open-house';

let t: Awaited<ReturnType<typeof openTestDatabase>>;

// The assistant answers, and hands over every question that ends in "(agent)".
const scripted: AiProvider = {
  ...offlineProvider(),
  async respond(turn) {
    const last = turn.input.at(-1);
    const part = last && 'content' in last && Array.isArray(last.content) ? last.content[0] : undefined;
    const text = part && 'text' in part ? part.text : '';
    const handedOver = text.endsWith('(agent)');
    return {
      id: `resp_${Math.random().toString(36).slice(2)}`,
      outputText: handedOver ? 'I will ask the agent. ##CONTACT' : 'Here is the answer.',
      model: 'offline',
      usage: { inputTokens: 1, cachedTokens: 0, outputTokens: 1 },
      numFileSearch: 0,
      numWebSearch: 0,
      functionCalls: 0,
      sources: [],
      handedOver,
    };
  },
};

beforeEach(async () => {
  t = await openTestDatabase();
  process.env.DATA_DIR = t.dir;
  process.env.PUBLIC_URL = 'https://oha.example.com';
  resetConfigForTests();
  useDatabaseForTests(t);
  setTransportForTests(undefined);
  setProviderForTests(scripted);
});
afterEach(async () => {
  setProviderForTests(undefined);
  useDatabaseForTests(undefined);
  delete process.env.PUBLIC_URL;
  resetConfigForTests();
  await t.close();
});

/** Every open house's figures counted from the raw rows, as the stats counted them before counters. */
async function rawCounts(db: DB) {
  const ohs = await db.selectFrom('openHouses').select('id').orderBy('id').execute();
  const out: Record<number, Record<string, number | string | null>> = {};
  for (const { id } of ohs) {
    const opens = await db.selectFrom('openHouseOpens').select(['visitId']).where('openHouseId', '=', id).execute();
    const visits = await db.selectFrom('visits').select(['chatSessionId']).where('openHouseId', '=', id).execute();
    const sessions = await db.selectFrom('chatSessions').select('id').where('openHouseId', '=', id).execute();
    const ids = sessions.map((s) => s.id);
    const messages = ids.length
      ? await db
          .selectFrom('chatMessages')
          .select('sessionId')
          .where('sessionId', 'in', ids)
          .where('role', '=', 'user')
          .execute()
      : [];
    const handed = ids.length
      ? await db
          .selectFrom('visitorQuestions')
          .select('id')
          .where('sessionId', 'in', ids)
          .where('reason', '=', 'handoff')
          .execute()
      : [];
    const sent = await db
      .selectFrom('followUps')
      .select('sentAt')
      .where('openHouseId', '=', id)
      .where('status', '=', 'sent')
      .execute();
    const chatted = new Set(messages.map((m) => m.sessionId));
    const ofVisits = new Set(visits.map((v) => v.chatSessionId));
    out[id] = {
      opened: opens.length,
      openedSignedIn: opens.filter((o) => o.visitId !== null).length,
      signedIn: visits.length,
      chats: chatted.size,
      anonymousChats: [...chatted].filter((s) => !ofVisits.has(s)).length,
      questions: messages.length,
      handedOver: handed.length,
      followUpsSent: sent.length,
      firstFollowUpAt: sent.map((s) => s.sentAt!).sort()[0] ?? null,
    };
  }
  return out;
}

async function counters(db: DB) {
  const rows = await db
    .selectFrom('openHouseStats')
    .select([
      'openHouseId',
      'opened',
      'openedSignedIn',
      'signedIn',
      'chats',
      'anonymousChats',
      'questions',
      'handedOver',
      'followUpsSent',
      'firstFollowUpAt',
    ])
    .orderBy('openHouseId')
    .execute();
  return Object.fromEntries(
    rows.map(({ openHouseId, ...r }) => [
      openHouseId,
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' || v === null ? v : Number(v)])),
    ]),
  );
}

it('keep equal to a count of the raw rows through a mixed sequence of writes', async () => {
  const a = await agentWithListing(t.db, 'agent@example.com');
  const second = await addListing(t.db, a.userId, a.assistantId, '12 Birch Lane');
  const first = await openHouseOf(t.db, a.viewer, a.listingId, { date: '2026-11-01' });
  const later = await openHouseOf(t.db, a.viewer, a.listingId, { date: '2026-11-08' });
  const birch = await openHouseOf(t.db, a.viewer, second, { date: '2026-11-15' });
  const pathname = 'p_agent';
  const ask = (message: string, sessionId: string | null, openHouseCode: string | null) =>
    handleChatTurn({ pathname, sessionId, message, language: 'en', selectedListingIds: null, openHouseCode }, t.db);

  // Opens (one browser twice), sign-ins linked to their opens, chats signed in and anonymous.
  await addOpen(t.db, first.id, 'a'.repeat(22));
  await addOpen(t.db, first.id, 'a'.repeat(22));
  await addOpen(t.db, first.id, 'z'.repeat(22));
  const consent = { fields: { emailConsent: true } };
  const v1 = await addVisit(t.db, first, { browserKey: 'a'.repeat(22), ...consent });
  const v2 = await addVisit(t.db, first, { browserKey: 'b'.repeat(22), fields: { emailConsent: true, name: 'Sam' } });
  await ask('How much are the condo fees?', v1.sessionId, null);
  await ask('Is there a special assessment (agent)', v1.sessionId, null);
  await ask('Parking?', v2.sessionId, null);
  const anon = await ask('Pets allowed (agent)', null, first.code);
  await ask('And the roof?', anon.sessionId, first.code);
  // A chat through another agent's code, or none, belongs to no open house.
  await ask('Hello', null, 'NOSUCHCODE');
  await addVisit(t.db, later, { browserKey: 'c'.repeat(22), questions: ['Schools?'] });
  await addOpen(t.db, birch.id, 'd'.repeat(22));
  await addVisit(t.db, birch, { fields: { email: 'visitor-birch@example.net', phone: '(604) 555-0100' } });
  expect(await counters(t.db)).toEqual(await rawCounts(t.db));

  // Follow-ups sent (approved first) count, drafts do not.
  for (const contactId of (await followUpPage(t.db, a.viewer, first.id)).drafts.map((d) => d.contactId)) {
    const d = (await followUpPage(t.db, a.viewer, first.id)).drafts.find((x) => x.contactId === contactId)!;
    await saveDraft(t.db, a.viewer, first.id, contactId, { subject: d.subject, body: d.body }, true);
  }
  const [d1] = (await followUpPage(t.db, a.viewer, first.id)).drafts;
  await sendFollowUp(t.db, a.viewer, first.id, d1!.contactId);
  let now = await counters(t.db);
  expect(now[first.id]).toMatchObject({ followUpsSent: 1, chats: 3, anonymousChats: 1, handedOver: 2 });
  expect(now).toEqual(await rawCounts(t.db));

  // A sign-in whose email names Sam's contact and whose phone the Birch visitor's: merged.
  const sam = await t.db.selectFrom('contacts').select('email').where('name', '=', 'Sam').executeTakeFirstOrThrow();
  await addVisit(t.db, later, { fields: { email: sam.email!, phone: '604-555-0100' } });
  expect(await t.db.selectFrom('contacts').select('id').where('phone', '=', '+16045550100').execute()).toHaveLength(1);
  expect(await counters(t.db)).toEqual(await rawCounts(t.db));

  // A visitor's data erased: their visit, chat, handover and follow-up go.
  const sent = await t.db
    .selectFrom('visits')
    .select('contactId')
    .where('id', '=', v1.visitId)
    .executeTakeFirstOrThrow();
  await deleteContact(t.db, a.userId, sent.contactId);
  now = await counters(t.db);
  expect(now[first.id]).toMatchObject({ signedIn: 1, followUpsSent: 0, chats: 2 });
  expect(now).toEqual(await rawCounts(t.db));

  // An open house deleted, then a listing with its open houses.
  await deleteOpenHouse(t.db, a.viewer, later.id);
  await deleteListing(t.db, a.userId, second);
  now = await counters(t.db);
  expect(Object.keys(now).map(Number)).toEqual([first.id]);
  expect(now).toEqual(await rawCounts(t.db));

  // A recount changes nothing; the stats page reads these figures.
  await recountOpenHouseStats(t.db, [first.id]);
  expect(await counters(t.db)).toEqual(now);
  const [e] = await eventStats(t.db, a.userId);
  expect(e).toMatchObject({ opened: 3, openedAndSignedIn: 1, signedIn: 1, chats: 2, questions: 3 });
  // Browsers that only looked ('a' lost its visit, 'z') outnumber the one anonymous chat.
  expect(e!.anonymous).toBe(2);
});
