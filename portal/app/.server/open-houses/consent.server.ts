// A visitor's consent as it stands now. Each sign-in stores a consent record (visits.server.ts);
// a later sign-in at another of the agent's open houses, or the "stop these emails" link of a
// follow-up, stores a newer one. The newest record of any of the contact's visits is what holds:
// a box left unticked later, or a withdrawal, ends an earlier yes. Read again at send time.
import type { DB } from '@db/connection';

/** The record of a withdrawal through a follow-up's link (consent_records.consent_version). */
export const WITHDRAWAL_VERSION = 'unsubscribe-link';

export interface CurrentConsent {
  emailFollowUp: boolean;
  callsAndTexts: boolean;
  /** When this record was made. */
  since: string;
  withdrawn: boolean;
}

/** Each contact's current consent; a contact with no record (none of their visits has one) is absent. */
export async function currentConsents(
  database: DB,
  contactIds: readonly number[],
): Promise<Map<number, CurrentConsent>> {
  const out = new Map<number, CurrentConsent>();
  for (let i = 0; i < contactIds.length; i += 500) {
    const rows = await database
      .selectFrom('consentRecords')
      .innerJoin('visits', 'visits.id', 'consentRecords.visitId')
      .select([
        'visits.contactId',
        'consentRecords.emailFollowUp',
        'consentRecords.callsAndTexts',
        'consentRecords.consentVersion',
        'consentRecords.createdAt',
      ])
      .where('visits.contactId', 'in', contactIds.slice(i, i + 500))
      // Ids grow with time; the last row of a contact is their newest record.
      .orderBy('consentRecords.id')
      .execute();
    for (const r of rows)
      out.set(r.contactId, {
        emailFollowUp: r.emailFollowUp === 1,
        callsAndTexts: r.callsAndTexts === 1,
        since: r.createdAt,
        withdrawn: r.consentVersion === WITHDRAWAL_VERSION,
      });
  }
  return out;
}

export async function currentConsent(database: DB, contactId: number): Promise<CurrentConsent | null> {
  return (await currentConsents(database, [contactId])).get(contactId) ?? null;
}

export interface Withdrawal {
  realtorUserId: number;
  openHouseId: number;
  visitId: number;
  contactId: number;
  language: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Records that the visitor no longer wants follow-up emails: a consent record with the email box
 * off (calls and texts as they stood), kept like any other and redacted with the visitor.
 */
export async function withdrawEmailConsent(database: DB, w: Withdrawal): Promise<void> {
  const now = await currentConsent(database, w.contactId);
  await database
    .insertInto('consentRecords')
    .values({
      realtorUserId: w.realtorUserId,
      openHouseId: w.openHouseId,
      visitId: w.visitId,
      emailFollowUp: 0,
      callsAndTexts: now?.callsAndTexts ? 1 : 0,
      disclosureAcknowledged: 0,
      disclosureSha256: null,
      consentVersion: WITHDRAWAL_VERSION,
      language: w.language,
      ipAddress: w.ip,
      userAgent: w.userAgent ? w.userAgent.slice(0, 400) : null,
    })
    .execute();
}
