// The security suite's world: agents with everything an agent owns (assistant, listing, document,
// chat session with an answer, lead, questions), each unique to the test that seeds it, and HTTP
// clients logged in through the app's own login form. Each client has its own client IP (the
// server trusts X-Forwarded-For from loopback), so rate limits of one test never touch another.
// The fixtures in ./fixtures.ts seed and remove these per test.
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import crypto from 'node:crypto';
import { createUser, expect, type App, type TestUser } from '../fixtures';

export interface Agent extends TestUser {
  assistantId: number;
  pathname: string;
  /** The assistant's public address (where lead notifications go), unique to this agent. */
  publicEmail: string;
  listingId: number;
  documentId: number;
  fileId: string;
  sessionId: string;
  responseId: string;
  leadId: number;
  /** A question waiting on /questions, and a saved answer. */
  questionId: number;
  answerId: number;
  /** An open house of the listing (its public code), with one visitor (a contact) signed in. */
  openHouseId: number;
  openHouseCode: string;
  contactId: number;
  /** Text that appears only in this agent's data: another agent must never see it. */
  marker: string;
}

let ipCounter = 0;
/** A client address no other client of the run uses (TEST-NET-2 and -3). */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function sessionIdFor(tag: string): string {
  // The chat's own format: sess_ + 12 digits + 15 lower-case letters or digits.
  return `sess_202611250000${crypto.createHash('sha256').update(tag).digest('hex').slice(0, 15)}`;
}

/** An agent with one published assistant, one listing, one document, one answered chat and one lead. */
export async function seedAgent(app: App, tag: string, roles: number[] = [2024]): Promise<Agent> {
  const marker = `Marker${tag}${crypto.randomBytes(3).toString('hex')}`;
  const user = await createUser(app, { fName: `Agent${tag}`, lName: 'Tester', roles });
  const pathname = `${tag.toLowerCase()}_${crypto.randomBytes(10).toString('hex')}`;
  const publicEmail = `${marker.toLowerCase()}.public@example.com`;
  const { id: assistantId } = await app.db
    .insertInto('assistants')
    .values({
      assistantPathname: pathname,
      realtorUserId: user.id,
      ohaName: `${marker} Assistant`,
      publicEmail,
      publicPhone: '604-555-0100',
      companyName: `${marker} Realty`,
      realtorWebsite: 'https://agent.example.com',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: listingId } = await app.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: user.id,
      listingName: `${marker} 12 Main St`,
      insiderInfo: `${marker} insider note`,
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileId = `file-${marker}`;
  const { id: documentId } = await app.db
    .insertInto('documents')
    .values({
      listingId,
      fileId,
      fileName: `${marker}-brochure.txt`,
      kind: 'txt',
      sizeBytes: 10,
      storagePath: `files/${listingId}/missing.txt`,
      sha256: '0'.repeat(64),
      pageCount: 1,
      isExtraInfo: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = sessionIdFor(marker);
  const responseId = `resp_${marker}`;
  await app.db.insertInto('chatSessions').values({ id: sessionId, assistantId, language: 'en' }).execute();
  await app.db
    .insertInto('chatMessages')
    .values([
      { sessionId, role: 'user', type: 'text', content: `${marker} visitor question` },
      { sessionId, role: 'assistant', type: 'text', content: `${marker} answer`, responseId },
    ])
    .execute();
  const { id: leadId } = await app.db
    .insertInto('leads')
    .values({
      assistantId,
      realtorUserId: user.id,
      sessionId,
      listingName: `${marker} 12 Main St`,
      prospectName: `${marker} Prospect`,
      prospectEmail: 'prospect@example.com',
      prospectPhone: '604-555-0111',
      prospectRemarks: `${marker} remarks`,
      attachTranscript: 0,
      source: 'modal',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: answerId } = await app.db
    .insertInto('agentAnswers')
    .values({ assistantId, listingId, question: `${marker} answered question`, answer: `${marker} saved answer` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const asked = { assistantId, listingId, sessionId, responseId, language: 'en', reason: 'handoff' } as const;
  const { id: questionId } = await app.db
    .insertInto('visitorQuestions')
    .values({ ...asked, question: `${marker} visitor question`, reply: `${marker} answer` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('visitorQuestions')
    .values({
      ...asked,
      question: `${marker} answered question`,
      reply: `${marker} answer`,
      state: 'answered',
      agentAnswerId: answerId,
    })
    .execute();
  const openHouseCode = Array.from(crypto.randomBytes(10), (b) => 'abcdefghjkmnpqrstuvwxyz23456789'[b % 31]).join('');
  const { id: openHouseId } = await app.db
    .insertInto('openHouses')
    .values({
      realtorUserId: user.id,
      assistantId,
      listingId,
      code: openHouseCode,
      date: '2026-12-05',
      startTime: '14:00',
      endTime: '16:00',
      notes: `${marker} open house notes`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: contactId } = await app.db
    .insertInto('contacts')
    .values({ realtorUserId: user.id, name: `${marker} Visitor`, email: `${marker.toLowerCase()}.visitor@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('visits')
    .values({ openHouseId, contactId, idempotencyKey: `key-${marker}`, chatSessionId: sessionId, leadId })
    .execute();
  return {
    ...user,
    assistantId,
    pathname,
    publicEmail,
    listingId,
    documentId,
    fileId,
    sessionId,
    responseId,
    leadId,
    questionId,
    answerId,
    openHouseId,
    openHouseCode,
    contactId,
    marker,
  };
}

/** One answered chat turn in the usage log, so the operator's usage page and export list the agent. */
export async function seedResponseLog(app: App, agent: Agent): Promise<void> {
  await app.db
    .insertInto('responseLogs')
    .values({
      realtorUserId: agent.id,
      ohaId: agent.assistantId,
      sessionId: agent.sessionId,
      userInput: 'q',
      inputType: 'text',
      modelOutput: 'a',
      outputType: 'text',
      inputTokensNormal: 0,
      inputTokensCached: 0,
      outputTokens: 0,
      numFileSearch: 0,
      searchContextSize: 'high',
      numOfTimes: 0,
      functionCalls: 0,
      model: 'offline',
      latencyMs: 1,
      costUsd: 0,
      source: 'UI',
      promptType: 'chat',
      needsFix: 0,
      cusResStatus: 'complete',
    })
    .execute();
}

export interface Client {
  http: APIRequestContext;
  ip: string;
  dispose: () => Promise<void>;
}

/**
 * An HTTP client as a browser on the app's own pages would be: same-origin Origin header, its
 * own IP, redirects not followed. With a user, it logs in through POST /login first.
 */
export async function client(
  app: App,
  user?: { email: string; password: string },
  opts: { origin?: boolean; cookiesOf?: Client } = {},
): Promise<Client> {
  const ip = freshIp();
  const http = await playwrightRequest.newContext({
    baseURL: app.url,
    extraHTTPHeaders: { ...(opts.origin === false ? {} : { Origin: app.url }), 'X-Forwarded-For': ip },
    maxRedirects: 0,
    storageState: opts.cookiesOf ? await opts.cookiesOf.http.storageState() : undefined,
  });
  if (user) {
    const res = await http.post('/login', { form: { email: user.email, password: user.password, redirectTo: '/x' } });
    expect(res.status(), `login of ${user.email}`).toBe(302);
  }
  return { http, ip, dispose: () => http.dispose() };
}

/** Where a redirect goes, relative to the app ('' when it is not a redirect). */
export function location(res: APIResponse): string {
  const loc = res.headers()['location'] ?? '';
  return loc.startsWith('http') ? new URL(loc).pathname + new URL(loc).search : loc;
}

/** An address no account has, unique to the agent's test (failed logins and resets count per address). */
export function nobodyOf(agent: Agent): string {
  return `nobody.${agent.marker.toLowerCase()}@example.com`;
}

/**
 * Everything the given agents own (rows that name their accounts, assistants, listings or chat
 * sessions, added ones included), and any account with one of `emails`: what refused requests must
 * leave unchanged. Rows of other tests on the same server are not read.
 */
export async function snapshot(app: App, agents: Agent[], emails: string[] = []): Promise<string> {
  const { db } = app;
  const userIds = agents.map((a) => a.id);
  const assistantIds = db.selectFrom('assistants').select('id').where('realtorUserId', 'in', userIds);
  const listingIds = db.selectFrom('listings').select('id').where('assistantId', 'in', assistantIds);
  const sessionIds = db.selectFrom('chatSessions').select('id').where('assistantId', 'in', assistantIds);
  const tables = [
    db.selectFrom('assistants').selectAll().where('realtorUserId', 'in', userIds).orderBy('id').execute(),
    db
      .selectFrom('listings')
      .selectAll()
      .where((eb) => eb.or([eb('assistantId', 'in', assistantIds), eb('realtorUserId', 'in', userIds)]))
      .orderBy('id')
      .execute(),
    db.selectFrom('documents').selectAll().where('listingId', 'in', listingIds).orderBy('id').execute(),
    db
      .selectFrom('leads')
      .selectAll()
      .where((eb) => eb.or([eb('assistantId', 'in', assistantIds), eb('realtorUserId', 'in', userIds)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'email', 'fName', 'lName', 'roles', 'passwordHash'])
      .where((eb) => eb.or([eb('id', 'in', userIds), ...(emails.length ? [eb('email', 'in', emails)] : [])]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('chatSessions')
      .select(['id', 'assistantId'])
      .where('assistantId', 'in', assistantIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('chatMessages')
      .select(['id', 'sessionId', 'content'])
      .where('sessionId', 'in', sessionIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('feedback')
      .selectAll()
      .where((eb) => eb.or([eb('assistantId', 'in', assistantIds), eb('sessionId', 'in', sessionIds)]))
      .orderBy('id')
      .execute(),
    db.selectFrom('visitorQuestions').selectAll().where('assistantId', 'in', assistantIds).orderBy('id').execute(),
    db.selectFrom('agentAnswers').selectAll().where('assistantId', 'in', assistantIds).orderBy('id').execute(),
    db
      .selectFrom('assistantIntegrations')
      .selectAll()
      .where('assistantId', 'in', assistantIds)
      .orderBy('assistantId')
      .execute(),
    db.selectFrom('deliveries').selectAll().where('assistantId', 'in', assistantIds).orderBy('id').execute(),
    db.selectFrom('openHouses').selectAll().where('realtorUserId', 'in', userIds).orderBy('id').execute(),
    db
      .selectFrom('openHouseCohosts')
      .selectAll()
      .where('openHouseId', 'in', db.selectFrom('openHouses').select('id').where('realtorUserId', 'in', userIds))
      .orderBy('openHouseId')
      .orderBy('email')
      .execute(),
    db.selectFrom('contacts').selectAll().where('realtorUserId', 'in', userIds).orderBy('id').execute(),
    db
      .selectFrom('visits')
      .selectAll()
      .where('openHouseId', 'in', db.selectFrom('openHouses').select('id').where('realtorUserId', 'in', userIds))
      .orderBy('id')
      .execute(),
    db.selectFrom('consentRecords').selectAll().where('realtorUserId', 'in', userIds).orderBy('id').execute(),
    db
      .selectFrom('kioskSessions')
      .selectAll()
      .where('openHouseId', 'in', db.selectFrom('openHouses').select('id').where('realtorUserId', 'in', userIds))
      .orderBy('tokenHash')
      .execute(),
  ];
  return JSON.stringify(await Promise.all(tables));
}
