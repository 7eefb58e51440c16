// A visitor's sign-in at an open house: one transaction makes (or merges) the contact, the visit
// with its answers, the consent record, the chat session the visitor continues in, and the lead
// (source "open house") with its deliveries to the agent's webhook and Follow Up Boss. A retried
// sign-in (same idempotency key at the same open house) returns the visit stored the first time.
import crypto from 'node:crypto';
import type { DB } from '@db/connection';
import type { VisitAnswers } from '@db/schema';
import { CONSENT_VERSION, type SignInErrors, type SignInFields, validateSignIn } from '@widget/chat/sign-in';
import { newSessionId } from '../chat/session-id';
import { notifyLeadCreated } from '../integrations/notify.server';
import { normalizeEmail, normalizePhone, upsertContact } from './contacts.server';
import { linkOpenToVisit } from './opens.server';
import { recountOpenHouseStats } from './stats-counters.server';
import { scheduleVisitEvent } from './visit-event-schedule.server';
import type { findPublicOpenHouse } from './open-houses.server';

export type SignInOpenHouse = NonNullable<Awaited<ReturnType<typeof findPublicOpenHouse>>>;

export interface SignInContext {
  language: string;
  idempotencyKey: string;
  ip: string | null;
  userAgent: string | null;
  /** The browser's open of the link (opens.server.ts), when the sign-in came with its cookie. */
  browserKey?: string | null;
}

export class SignInInvalid extends Error {
  constructor(public readonly errors: SignInErrors) {
    super('invalid sign-in');
  }
}

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,80}$/;

export const TIMELINE_LABELS: Record<VisitAnswers['timeline'], string> = {
  now: 'Ready now',
  '1-3': 'In 1-3 months',
  '3-6': 'In 3-6 months',
  '6+': 'In 6+ months',
  browsing: 'Just looking',
};

/** The lead's message: what the visitor answered, in the agent's words. */
export function visitRemarks(oh: SignInOpenHouse, a: VisitAnswers): string {
  const lines = [
    `Signed in at the open house on ${oh.date}, ${oh.startTime}-${oh.endTime}.`,
    `Working with an agent: ${a.hasAgent ? `yes${a.agentName ? `, ${a.agentName}` : ''}${a.agentBrokerage ? ` (${a.agentBrokerage})` : ''}` : 'no'}.`,
    `Buying timeline: ${TIMELINE_LABELS[a.timeline]}.`,
  ];
  if (a.preApproved) lines.push('Pre-approved for a mortgage.');
  if (a.nearbyOrSelling) lines.push('Lives nearby / thinking of selling.');
  if (oh.ownQuestion && a.ownAnswer) lines.push(`${oh.ownQuestion} ${a.ownAnswer}`);
  return lines.join('\n');
}

/** The normalised contact and answers of a sign-in, or SignInInvalid with the field errors. */
export function parseSignIn(oh: SignInOpenHouse, f: SignInFields) {
  const errors = validateSignIn(f, {
    contactField: oh.contactField,
    hasDisclosure: Boolean(oh.disclosureText),
    hasOwnQuestion: Boolean(oh.ownQuestion),
  });
  const email = normalizeEmail(f.email);
  const phone = normalizePhone(f.phone);
  if (f.phone.trim() && !phone && !errors.phone) errors.phone = 'signinErrPhone';
  if (Object.keys(errors).length) throw new SignInInvalid(errors);
  const hasAgent = f.hasAgent === 'yes';
  const answers: VisitAnswers = {
    hasAgent,
    ...(hasAgent ? { agentName: f.agentName.trim(), agentBrokerage: f.agentBrokerage.trim() || undefined } : {}),
    timeline: f.timeline as VisitAnswers['timeline'],
    preApproved: f.preApproved,
    nearbyOrSelling: f.nearbyOrSelling,
    ...(oh.ownQuestion && f.ownAnswer.trim() ? { ownAnswer: f.ownAnswer.trim() } : {}),
  };
  return { name: f.name.trim().replace(/\s+/g, ' '), email, phone, answers };
}

export interface RecordedVisit {
  visitId: number;
  sessionId: string;
  leadId: number | null;
  /** False when the key was seen before: nothing new was stored. */
  created: boolean;
}

async function existingVisit(database: DB, openHouseId: number, key: string): Promise<RecordedVisit | null> {
  const v = await database
    .selectFrom('visits')
    .select(['id', 'chatSessionId', 'leadId'])
    .where('openHouseId', '=', openHouseId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
  return v ? { visitId: v.id, sessionId: v.chatSessionId ?? '', leadId: v.leadId, created: false } : null;
}

/** Stores a sign-in (see the top of this file). Throws SignInInvalid for bad input. */
export async function recordVisit(
  database: DB,
  oh: SignInOpenHouse,
  fields: SignInFields,
  ctx: SignInContext,
): Promise<RecordedVisit> {
  const parsed = parseSignIn(oh, fields);
  const before = await existingVisit(database, oh.id, ctx.idempotencyKey);
  if (before) return before;
  try {
    return await database.transaction().execute(async (trx) => {
      const again = await existingVisit(trx, oh.id, ctx.idempotencyKey);
      if (again) return again;
      const contactId = await upsertContact(trx, oh.realtorUserId, parsed);
      const sessionId = newSessionId();
      await trx
        .insertInto('chatSessions')
        .values({
          id: sessionId,
          assistantId: oh.assistantId,
          language: ctx.language,
          leadSource: 'open_house',
          openHouseId: oh.id,
        })
        .execute();
      const lead = await trx
        .insertInto('leads')
        .values({
          assistantId: oh.assistantId,
          realtorUserId: oh.realtorUserId,
          sessionId,
          listingName: oh.listingName,
          prospectName: parsed.name,
          prospectEmail: parsed.email ?? '',
          prospectPhone: parsed.phone,
          prospectRemarks: visitRemarks(oh, parsed.answers),
          attachTranscript: 0,
          source: 'open_house',
          leadSource: 'open_house',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const visit = await trx
        .insertInto('visits')
        .values({
          openHouseId: oh.id,
          contactId,
          idempotencyKey: ctx.idempotencyKey,
          language: ctx.language,
          answers: JSON.stringify(parsed.answers),
          chatSessionId: sessionId,
          leadId: lead.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('consentRecords')
        .values({
          realtorUserId: oh.realtorUserId,
          openHouseId: oh.id,
          visitId: visit.id,
          emailFollowUp: fields.emailConsent ? 1 : 0,
          callsAndTexts: fields.callsConsent ? 1 : 0,
          disclosureAcknowledged: oh.disclosureText && fields.disclosureAck ? 1 : 0,
          disclosureSha256: oh.disclosureText
            ? crypto.createHash('sha256').update(oh.disclosureText).digest('hex')
            : null,
          consentVersion: CONSENT_VERSION,
          language: ctx.language,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent ? ctx.userAgent.slice(0, 400) : null,
        })
        .execute();
      await notifyLeadCreated(trx, lead.id);
      await linkOpenToVisit(trx, oh.id, ctx.browserKey ?? null, visit.id);
      await scheduleVisitEvent(trx, visit.id);
      await recountOpenHouseStats(trx, [oh.id]);
      return { visitId: visit.id, sessionId, leadId: lead.id, created: true };
    });
  } catch (err) {
    // Two posts of one key at once (another instance, PostgreSQL): the unique key let one in.
    const stored = await existingVisit(database, oh.id, ctx.idempotencyKey);
    if (stored) return stored;
    throw err;
  }
}
