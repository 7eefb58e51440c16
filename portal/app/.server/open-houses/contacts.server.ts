// Contacts: one person per agent, whatever open house they signed in at. A sign-in is matched to
// the agent's contacts by normalised email (trimmed, lower-cased) and by phone in E.164
// (libphonenumber-js: the maintained port of Google's libphonenumber, whose metadata knows every
// country's numbering plan, so "(604) 555-0100" and "+1 604-555-0100" are one number). When the
// email names one contact and the phone another, the two are merged into the older one.
// Deleting a contact removes the person's data everywhere and keeps their consent records redacted.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { DB } from '@db/connection';
import { PortalError } from '../errors.server';
import { recountOpenHouseStats } from './stats-counters.server';

/** Numbers typed without a country code are read as North American (+1); see docs/decisions.md. */
export const DEFAULT_PHONE_REGION: CountryCode = 'CA';

export function normalizeEmail(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim().toLowerCase();
  return v || null;
}

/** The number in E.164 ("+16045550100"), or null when it cannot be a phone number. */
export function normalizePhone(
  raw: string | null | undefined,
  region: CountryCode = DEFAULT_PHONE_REGION,
): string | null {
  const v = (raw ?? '').trim();
  if (!v) return null;
  const parsed = parsePhoneNumberFromString(v, region);
  return parsed && parsed.isPossible() ? parsed.number : null;
}

export interface ContactInput {
  name: string;
  /** Already normalised (normalizeEmail / normalizePhone); at least one of the two. */
  email: string | null;
  phone: string | null;
}

/**
 * The agent's contact for this person, created or merged; call inside the sign-in's transaction.
 * The latest sign-in's name wins; an email or phone the contact lacked is added.
 */
export async function upsertContact(trx: DB, realtorUserId: number, input: ContactInput): Promise<number> {
  if (!input.email && !input.phone) throw new Error('a contact needs an email or a phone');
  const matches = await trx
    .selectFrom('contacts')
    .select(['id', 'email', 'phone'])
    .where('realtorUserId', '=', realtorUserId)
    .where((eb) => {
      const ors = [];
      if (input.email) ors.push(eb('email', '=', input.email));
      if (input.phone) ors.push(eb('phone', '=', input.phone));
      return eb.or(ors);
    })
    .orderBy('id')
    .execute();
  const now = new Date().toISOString();
  if (matches.length === 0) {
    const { id } = await trx
      .insertInto('contacts')
      .values({ realtorUserId, name: input.name, email: input.email, phone: input.phone, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const [keep, ...others] = matches;
  let email = keep!.email;
  let phone = keep!.phone;
  for (const other of others) {
    // The other contact's visits become the kept one's; its email or phone too, once it is gone.
    await trx.updateTable('visits').set({ contactId: keep!.id }).where('contactId', '=', other.id).execute();
    // Follow-up emails the agent edited or sent stay (one per open house: the kept contact's wins).
    const held = await trx.selectFrom('followUps').select('openHouseId').where('contactId', '=', keep!.id).execute();
    let moved = trx.updateTable('followUps').set({ contactId: keep!.id }).where('contactId', '=', other.id);
    if (held.length)
      moved = moved.where(
        'openHouseId',
        'not in',
        held.map((h) => h.openHouseId),
      );
    await moved.execute();
    // Its follow-ups left behind go with it (foreign-key cascade): a sent one was counted.
    const dropped = await trx.selectFrom('followUps').select('openHouseId').where('contactId', '=', other.id).execute();
    await trx.deleteFrom('contacts').where('id', '=', other.id).execute();
    await recountOpenHouseStats(
      trx,
      dropped.map((d) => d.openHouseId),
    );
    email ??= other.email;
    phone ??= other.phone;
  }
  // A contact keeps the address it was found by; one it lacked is added.
  email ??= input.email;
  phone ??= input.phone;
  await trx
    .updateTable('contacts')
    .set({ name: input.name, email, phone, updatedAt: now })
    .where('id', '=', keep!.id)
    .execute();
  return keep!.id;
}

export interface DeletedContact {
  visits: number;
  leads: number;
  chats: number;
  consentRecordsRedacted: number;
}

/**
 * Removes a visitor: their contact, visits, the leads and chats of those visits (messages, logged
 * questions, the usage log's copies, transcripts sent), the lead emails and webhook/Follow Up Boss
 * payloads naming them. Their consent records stay, redacted: which boxes, which text version and
 * language, when; no IP address, no user agent, no link to a person. One transaction.
 */
export async function deleteContact(database: DB, realtorUserId: number, contactId: number): Promise<DeletedContact> {
  return database.transaction().execute(async (trx) => {
    const contact = await trx.selectFrom('contacts').selectAll().where('id', '=', contactId).executeTakeFirst();
    if (!contact) throw new PortalError('MISSING', 'No such visitor.');
    if (contact.realtorUserId !== realtorUserId) throw new PortalError('FORBIDDEN', 'Not your visitor.');
    const visits = await trx
      .selectFrom('visits')
      .innerJoin('openHouses', 'openHouses.id', 'visits.openHouseId')
      .select(['visits.id', 'visits.chatSessionId', 'visits.leadId', 'visits.openHouseId', 'openHouses.assistantId'])
      .where('visits.contactId', '=', contactId)
      .execute();
    // The open houses whose counters change: of the visits, and of follow-ups sent to the person.
    const followedUp = await trx
      .selectFrom('followUps')
      .select('openHouseId')
      .where('contactId', '=', contactId)
      .execute();
    const counted = [...visits.map((v) => v.openHouseId), ...followedUp.map((f) => f.openHouseId)];
    const visitIds = visits.map((v) => v.id);
    const sessions = visits.map((v) => v.chatSessionId).filter((s): s is string => Boolean(s));
    const leadIds = visits.map((v) => v.leadId).filter((l): l is number => l !== null);
    const assistantIds = [...new Set(visits.map((v) => v.assistantId))];

    // Stored deliveries and lead emails carry the person's details in their bodies.
    if (leadIds.length && assistantIds.length) {
      const deliveries = await trx
        .selectFrom('deliveries')
        .select(['id', 'payload'])
        .where('assistantId', 'in', assistantIds)
        .where('eventType', '=', 'lead.created')
        .execute();
      const ids = deliveries.filter((d) => leadIds.includes(leadIdOf(d.payload) ?? -1)).map((d) => d.id);
      if (ids.length) await trx.deleteFrom('deliveries').where('id', 'in', ids).execute();
    }
    const needles = [contact.email, contact.phone].filter((n): n is string => Boolean(n));
    if (needles.length && assistantIds.length) {
      const inboxes = await trx
        .selectFrom('assistants')
        .select('publicEmail')
        .where('id', 'in', assistantIds)
        .execute();
      const firstVisit = visits.length
        ? await trx
            .selectFrom('visits')
            .select((eb) => eb.fn.min('createdAt').as('first'))
            .where('contactId', '=', contactId)
            .executeTakeFirst()
        : undefined;
      const emails = await trx
        .selectFrom('emails')
        .select(['id', 'text'])
        .where('kind', '=', 'lead')
        .where(
          'toAddress',
          'in',
          inboxes.map((i) => i.publicEmail),
        )
        .where('createdAt', '>=', String(firstVisit?.first ?? ''))
        .execute();
      const ids = emails.filter((e) => needles.some((n) => e.text.includes(n))).map((e) => e.id);
      if (ids.length) await trx.deleteFrom('emails').where('id', 'in', ids).execute();
    }
    if (leadIds.length) await trx.deleteFrom('leads').where('id', 'in', leadIds).execute();
    if (sessions.length) {
      await trx.deleteFrom('emails').where('sessionId', 'in', sessions).execute();
      await trx.deleteFrom('responseLogs').where('sessionId', 'in', sessions).execute();
      await trx.deleteFrom('feedback').where('sessionId', 'in', sessions).execute();
      await trx.deleteFrom('leads').where('sessionId', 'in', sessions).execute();
      // Messages and logged questions go with their session (foreign-key cascade).
      await trx.deleteFrom('chatSessions').where('id', 'in', sessions).execute();
    }
    let redacted = 0;
    if (visitIds.length) {
      const r = await trx
        .updateTable('consentRecords')
        .set({ ipAddress: null, userAgent: null, visitId: null, redactedAt: new Date().toISOString() })
        .where('visitId', 'in', visitIds)
        .executeTakeFirst();
      redacted = Number(r.numUpdatedRows);
    }
    // Visits go with their contact (foreign-key cascade).
    await trx.deleteFrom('contacts').where('id', '=', contactId).execute();
    await recountOpenHouseStats(trx, counted);
    return { visits: visitIds.length, leads: leadIds.length, chats: sessions.length, consentRecordsRedacted: redacted };
  });
}

function leadIdOf(payload: string): number | null {
  try {
    const id = (JSON.parse(payload) as { data?: { lead?: { id?: unknown } } }).data?.lead?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}
