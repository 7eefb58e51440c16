// What a test needs in the database before it starts, each piece unique to the test (path names,
// public addresses, session ids), so tests sharing a worker's server never see each other's data.
import type { Browser } from '@playwright/test';
import crypto from 'node:crypto';
import type { App } from './app-server';
import { expect, loginAs, uniqueTag, type TestUser } from './fixtures';

export interface SeededAssistant {
  id: number;
  pathname: string;
  ohaName: string;
  publicEmail: string;
  /** The listings' ids, in the order given. */
  listingIds: number[];
}

export interface AssistantSeed {
  /** [listing name, status, insider notes (none when absent)]; one "Active Listing" when absent. */
  listings?: Array<[string, string, string?]>;
  pathname?: string;
  ohaName?: string;
  publicEmail?: string;
  publicPhone?: string;
  companyName?: string | null;
  realtorWebsite?: string | null;
  /** An offline knowledge base of its own, as the wizard makes (default); uploads and saved answers attach to it. */
  knowledgeBase?: boolean;
  /** Websites that may show the chat (none: any). */
  allowedOrigins?: string[];
}

/** A published assistant of `owner` with its listings. */
export async function seedAssistant(app: App, owner: TestUser, seed: AssistantSeed = {}): Promise<SeededAssistant> {
  const tag = uniqueTag();
  const first = owner.fName.toLowerCase();
  const pathname = seed.pathname ?? `${first}_${tag}`;
  let vectorStoreId: string | null = null;
  if (seed.knowledgeBase ?? true) {
    vectorStoreId = `vs_e2e_${tag}`;
    await app.db
      .insertInto('knowledgeBases')
      .values({ id: vectorStoreId, name: `${owner.fName}_VS`, provider: 'offline' })
      .execute();
  }
  const ohaName = seed.ohaName ?? `${owner.fName}'s Assistant`;
  const publicEmail = seed.publicEmail ?? `${first}.${tag}@example.com`;
  const { id } = await app.db
    .insertInto('assistants')
    .values({
      assistantPathname: pathname,
      realtorUserId: owner.id,
      ohaName,
      publicEmail,
      publicPhone: seed.publicPhone ?? '604-555-0100',
      companyName: seed.companyName ?? null,
      realtorWebsite: seed.realtorWebsite ?? null,
      vectorStoreId,
      published: 1,
      ...(seed.allowedOrigins ? { allowedOrigins: JSON.stringify(seed.allowedOrigins) } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listingIds: number[] = [];
  for (const [listingName, listingStatus, insiderInfo = ''] of seed.listings ?? [
    ['12 Main St, Vancouver', 'Active Listing'],
  ]) {
    const row = await app.db
      .insertInto('listings')
      .values({ assistantId: id, realtorUserId: owner.id, listingName, insiderInfo, listingStatus, published: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    listingIds.push(row.id);
  }
  return { id, pathname, ohaName, publicEmail, listingIds };
}

/** A document row of a listing, read already (`ready`); its bytes are not on disk. */
export async function seedDocument(app: App, listingId: number, fileName: string): Promise<{ fileId: string }> {
  const fileId = `file-e2e-${uniqueTag()}`;
  const kind = fileName.split('.').pop()!.toLowerCase();
  await app.db
    .insertInto('documents')
    .values({
      listingId,
      fileId,
      fileName,
      kind,
      sizeBytes: 1024,
      storagePath: `files/${listingId}/${fileId}.${kind}`,
      sha256: crypto.createHash('sha256').update(fileId).digest('hex'),
      pageCount: 1,
      isExtraInfo: 0,
      status: 'ready',
    })
    .execute();
  return { fileId };
}

/** A chat session of the assistant (the chat's own id format), with the visitor's and the assistant's turns. */
export async function seedChat(
  app: App,
  assistantId: number,
  turns: Array<[question: string, reply: string]> = [],
  language = 'en',
): Promise<{ sessionId: string; responseIds: string[] }> {
  const digits = String(Date.now()).slice(-12).padStart(12, '0');
  const sessionId = `sess_${digits}${crypto.randomBytes(8).toString('hex').slice(0, 15)}`;
  await app.db.insertInto('chatSessions').values({ id: sessionId, assistantId, language }).execute();
  const responseIds: string[] = [];
  for (const [question, reply] of turns) {
    const responseId = `resp_e2e_${uniqueTag()}`;
    responseIds.push(responseId);
    await app.db
      .insertInto('chatMessages')
      .values([
        { sessionId, role: 'user', type: 'text', content: question },
        { sessionId, role: 'assistant', type: 'text', content: reply, responseId },
      ])
      .execute();
  }
  return { sessionId, responseIds };
}

export interface OpenHouseSeed {
  signinMode?: 'required' | 'optional';
  contactField?: 'email' | 'phone' | 'either';
  ownQuestion?: string | null;
  disclosureText?: string | null;
  cohostEmails?: string[];
  date?: string;
}

/** An open house of one of `owner`'s listings, as the Open houses page makes it; its short code and path. */
export async function seedOpenHouse(
  app: App,
  owner: TestUser,
  listingId: number,
  seed: OpenHouseSeed = {},
): Promise<{ id: number; code: string; shortPath: string }> {
  const listing = await app.db
    .selectFrom('listings')
    .select('assistantId')
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  const code = `e2e${crypto.randomBytes(8).toString('hex')}`.replace(/[^a-hj-km-np-z2-9]/g, 'x').slice(0, 10);
  const { id } = await app.db
    .insertInto('openHouses')
    .values({
      realtorUserId: owner.id,
      assistantId: listing.assistantId,
      listingId,
      code,
      date: seed.date ?? '2026-12-05',
      startTime: '14:00',
      endTime: '16:00',
      signinMode: seed.signinMode ?? 'required',
      contactField: seed.contactField ?? 'email',
      ownQuestion: seed.ownQuestion ?? null,
      disclosureText: seed.disclosureText ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const email of seed.cohostEmails ?? [])
    await app.db.insertInto('openHouseCohosts').values({ openHouseId: id, email }).execute();
  return { id, code, shortPath: `/oh/${code}` };
}

/** Saves a listing's insider notes as the agent does and waits until they are indexed. */
export async function saveNotes(
  app: App,
  browser: Browser,
  agent: TestUser,
  listingId: number,
  form: { listingName: string; listingStatus: string; insiderInfo: string },
) {
  const context = await browser.newContext({ extraHTTPHeaders: { Origin: app.url } });
  try {
    await loginAs(await context.newPage(), app, agent);
    const res = await context.request.post(
      `${app.url}/listinglist/${listingId}?_data=routes%2Flistinglist.%24listingId`,
      { form: { intent: 'update', ...form } },
    );
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await context.close();
  }
  await expect
    .poll(
      async () => (await app.db.selectFrom('chunks').select('id').where('listingId', '=', listingId).execute()).length,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}
