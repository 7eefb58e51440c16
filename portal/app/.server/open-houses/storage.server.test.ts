// The open-house storage: contacts merged per agent by email and E.164 phone, one visit per
// idempotency key, a visitor's deletion (personal data gone, consent record kept redacted), the
// cascades from listings and agents, and the migration's down.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { openTestDatabase } from '@db/connection';
import { migrations } from '@db/migrations/index';
import { EMPTY_SIGNIN, type SignInFields } from '@widget/chat/sign-in';
import { useDatabaseForTests } from '../db.server';
import { deleteContact, normalizeEmail, normalizePhone, upsertContact } from './contacts.server';
import { createOpenHouse, findPublicOpenHouse, requireOpenHouse, type OpenHouseInput } from './open-houses.server';
import { recordVisit, SignInInvalid } from './visits.server';
import { agentWithListing as sharedAgentWithListing, openHouseInput } from './test-open-house';

let t: Awaited<ReturnType<typeof openTestDatabase>>;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

// The shared set-up (test-open-house.ts), with this file's default agent and contact field.
const agentWithListing = (email = 'a@example.com') => sharedAgentWithListing(t.db, email);
const input = (listingId: number, over: Partial<OpenHouseInput> = {}): OpenHouseInput =>
  openHouseInput(listingId, { contactField: 'either', ...over });

const fields = (over: Partial<SignInFields> = {}): SignInFields => ({
  ...EMPTY_SIGNIN,
  name: 'Robin Park',
  hasAgent: 'no',
  timeline: '1-3',
  ...over,
});

async function openHouse(viewer: { id: number; email: string }, listingId: number, over: Partial<OpenHouseInput> = {}) {
  const { code } = await createOpenHouse(t.db, viewer, input(listingId, over));
  return (await findPublicOpenHouse(t.db, code))!;
}

let keySeq = 0;
const ctx = (key = `key_${++keySeq}_abcdef`) => ({
  language: 'en',
  idempotencyKey: key,
  ip: '198.51.100.7',
  userAgent: 'UA test',
});

describe('normalising', () => {
  it('lower-cases emails and writes phones in E.164', () => {
    expect(normalizeEmail('  Robin.Park@Example.COM ')).toBe('robin.park@example.com');
    expect(normalizePhone('(604) 555-0100')).toBe('+16045550100');
    expect(normalizePhone('+1 604.555.0100')).toBe('+16045550100');
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('12')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});

describe('contacts', () => {
  it('the same email at two open houses is one contact with two visits', async () => {
    const a = await agentWithListing();
    const oh1 = await openHouse(a.viewer, a.listingId);
    const oh2 = await openHouse(a.viewer, a.listingId, { date: '2026-12-06' });
    await recordVisit(t.db, oh1, fields({ email: 'Robin@Example.com' }), ctx());
    await recordVisit(t.db, oh2, fields({ email: ' robin@example.com', name: 'Robin P.' }), ctx());
    const contacts = await t.db.selectFrom('contacts').selectAll().execute();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ email: 'robin@example.com', name: 'Robin P.' });
    const visits = await t.db.selectFrom('visits').select(['contactId', 'openHouseId']).execute();
    expect(visits.map((v) => v.contactId)).toEqual([contacts[0]!.id, contacts[0]!.id]);
    expect(new Set(visits.map((v) => v.openHouseId)).size).toBe(2);
  });

  it('matches a phone written differently, and adds the email the contact lacked', async () => {
    const a = await agentWithListing();
    const id1 = await upsertContact(t.db, a.userId, { name: 'R', email: null, phone: normalizePhone('604 555 0100') });
    const id2 = await upsertContact(t.db, a.userId, {
      name: 'Robin',
      email: 'robin@example.com',
      phone: normalizePhone('+1 (604) 555-0100'),
    });
    expect(id2).toBe(id1);
    const c = await t.db.selectFrom('contacts').selectAll().executeTakeFirstOrThrow();
    expect(c).toMatchObject({ name: 'Robin', email: 'robin@example.com', phone: '+16045550100' });
  });

  it('merges two contacts when the email names one and the phone the other', async () => {
    const a = await agentWithListing();
    const oh = await openHouse(a.viewer, a.listingId);
    await recordVisit(t.db, oh, fields({ email: 'robin@example.com' }), ctx());
    await recordVisit(t.db, oh, fields({ phone: '604-555-0100' }), ctx());
    expect(await t.db.selectFrom('contacts').select('id').execute()).toHaveLength(2);
    await recordVisit(t.db, oh, fields({ email: 'robin@example.com', phone: '6045550100' }), ctx());
    const contacts = await t.db.selectFrom('contacts').selectAll().execute();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ email: 'robin@example.com', phone: '+16045550100' });
    const visits = await t.db.selectFrom('visits').select('contactId').execute();
    expect(visits.map((v) => v.contactId)).toEqual([contacts[0]!.id, contacts[0]!.id, contacts[0]!.id]);
  });

  it('keeps each agent’s contacts apart', async () => {
    const a = await agentWithListing('a@example.com');
    const b = await agentWithListing('b@example.com');
    await recordVisit(t.db, await openHouse(a.viewer, a.listingId), fields({ email: 'robin@example.com' }), ctx());
    await recordVisit(t.db, await openHouse(b.viewer, b.listingId), fields({ email: 'robin@example.com' }), ctx());
    const rows = await t.db.selectFrom('contacts').select('realtorUserId').orderBy('id').execute();
    expect(rows.map((r) => r.realtorUserId)).toEqual([a.userId, b.userId]);
  });
});

describe('visits', () => {
  it('stores a retried sign-in once: one visit, one lead, one consent record', async () => {
    const a = await agentWithListing();
    const oh = await openHouse(a.viewer, a.listingId);
    const c = ctx('retry-key-123');
    const first = await recordVisit(t.db, oh, fields({ email: 'robin@example.com' }), c);
    const again = await recordVisit(t.db, oh, fields({ email: 'robin@example.com' }), c);
    expect(first.created).toBe(true);
    expect(again).toEqual({ ...first, created: false });
    for (const table of ['visits', 'leads', 'consentRecords', 'chatSessions'] as const)
      expect(
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ).toEqual({ n: 1 });
  });

  it('is a lead with source "open house" whose chat session is the visit’s, and records consent as given', async () => {
    const a = await agentWithListing();
    const oh = await openHouse(a.viewer, a.listingId, {
      disclosureText: 'I understand the agent represents the seller.',
    });
    const v = await recordVisit(t.db, oh, fields({ email: 'robin@example.com', disclosureAck: true }), ctx());
    const lead = await t.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      source: 'open_house',
      leadSource: 'open_house',
      sessionId: v.sessionId,
      listingName: '7 Cedar Court',
    });
    expect(lead.prospectRemarks).toContain('Buying timeline: In 1-3 months.');
    const consent = await t.db.selectFrom('consentRecords').selectAll().executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      emailFollowUp: 0,
      callsAndTexts: 0,
      disclosureAcknowledged: 1,
      language: 'en',
      ipAddress: '198.51.100.7',
    });
    expect(consent.disclosureSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a sign-in without the contact detail the agent chose, or with a number that is none', async () => {
    const a = await agentWithListing();
    const oh = await openHouse(a.viewer, a.listingId, { contactField: 'phone' });
    await expect(recordVisit(t.db, oh, fields({ email: 'robin@example.com' }), ctx())).rejects.toMatchObject({
      errors: { phone: 'signinErrPhone' },
    });
    await expect(recordVisit(t.db, oh, fields({ phone: '123-4567-8901-2345' }), ctx())).rejects.toBeInstanceOf(
      SignInInvalid,
    );
    expect(await t.db.selectFrom('visits').select('id').execute()).toEqual([]);
  });
});

describe('deleting', () => {
  it('a visitor: contact, visits, leads, chats and lead emails go; the consent record stays, redacted', async () => {
    const a = await agentWithListing();
    const oh1 = await openHouse(a.viewer, a.listingId);
    const oh2 = await openHouse(a.viewer, a.listingId);
    const v1 = await recordVisit(t.db, oh1, fields({ email: 'robin@example.com', emailConsent: true }), ctx());
    await recordVisit(t.db, oh2, fields({ email: 'robin@example.com' }), ctx());
    const other = await recordVisit(t.db, oh1, fields({ email: 'sam@example.com', name: 'Sam' }), ctx());
    await t.db
      .insertInto('chatMessages')
      .values({ sessionId: v1.sessionId, role: 'user', type: 'text', content: 'Parking?' })
      .execute();
    await t.db
      .insertInto('emails')
      .values({
        kind: 'lead',
        toAddress: 'a@example.com',
        fromAddress: 's@x',
        fromName: 'x',
        subject: 's',
        html: '',
        text: 'Email: robin@example.com',
        status: 'sent',
        attempts: 1,
        nextAttemptAt: '',
      })
      .execute();
    const contact = await t.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'robin@example.com')
      .executeTakeFirstOrThrow();

    const other2 = await agentWithListing('b@example.com');
    await expect(deleteContact(t.db, other2.userId, contact.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const r = await deleteContact(t.db, a.userId, contact.id);
    expect(r).toEqual({ visits: 2, leads: 2, chats: 2, consentRecordsRedacted: 2 });
    expect(await t.db.selectFrom('contacts').select('email').execute()).toEqual([{ email: 'sam@example.com' }]);
    expect((await t.db.selectFrom('leads').select('sessionId').execute()).map((l) => l.sessionId)).toEqual([
      other.sessionId,
    ]);
    expect(await t.db.selectFrom('chatMessages').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('emails').select('id').execute()).toEqual([]);
    const consent = await t.db.selectFrom('consentRecords').selectAll().orderBy('id').execute();
    expect(consent).toHaveLength(3);
    expect(consent[0]).toMatchObject({
      visitId: null,
      ipAddress: null,
      userAgent: null,
      emailFollowUp: 1,
      consentVersion: expect.any(String),
    });
    expect(consent[0]!.redactedAt).toBeTruthy();
    expect(consent[2]).toMatchObject({ ipAddress: '198.51.100.7', redactedAt: null });
  });

  it('a listing or an agent takes its open houses and visits along', async () => {
    const a = await agentWithListing();
    const oh = await openHouse(a.viewer, a.listingId);
    await recordVisit(t.db, oh, fields({ email: 'robin@example.com' }), ctx());
    await t.db.deleteFrom('listings').where('id', '=', a.listingId).execute();
    for (const table of ['openHouses', 'visits', 'consentRecords'] as const)
      expect(await t.db.selectFrom(table).selectAll().execute()).toEqual([]);
    const oh2 = await openHouse(a.viewer, (await agentListing(a)).id);
    await recordVisit(t.db, oh2, fields({ email: 'robin@example.com' }), ctx());
    await t.db.deleteFrom('users').where('id', '=', a.userId).execute();
    for (const table of ['openHouses', 'visits', 'contacts', 'consentRecords'] as const)
      expect(await t.db.selectFrom(table).selectAll().execute()).toEqual([]);
  });
});

async function agentListing(a: { userId: number; assistantId: number }) {
  return t.db
    .insertInto('listings')
    .values({
      assistantId: a.assistantId,
      realtorUserId: a.userId,
      listingName: '9 Elm',
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('access', () => {
  it('the owner and invited co-hosts see an open house; another agent is refused', async () => {
    const a = await agentWithListing('a@example.com');
    const { id } = await createOpenHouse(t.db, a.viewer, input(a.listingId, { cohostEmails: ['co@example.com'] }));
    expect((await requireOpenHouse(t.db, a.viewer, id)).access).toBe('owner');
    expect((await requireOpenHouse(t.db, { id: 999, email: 'CO@example.com' }, id)).access).toBe('cohost');
    await expect(requireOpenHouse(t.db, { id: 999, email: 'co@example.com' }, id, 'owner')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(requireOpenHouse(t.db, { id: 998, email: 'x@example.com' }, id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const b = await agentWithListing('b@example.com');
    await expect(createOpenHouse(t.db, b.viewer, input(a.listingId))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('migration', () => {
  it('goes down and up again', async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    // Down to the migration before this one (later ones, such as kiosk sessions, go down first).
    const names = Object.keys(migrations).sort();
    const down = await migrator.migrateTo(names[names.indexOf('2026_11_28_290000_open_houses') - 1]!);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('2026_11_28_290000_open_houses');
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
  });
});
