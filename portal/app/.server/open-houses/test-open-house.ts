// What the open-house unit tests set up again and again: an agent with one published listing,
// and the open house form's input with the usual answers. Only tests import this module.
import type { DB } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import type { OpenHouseInput } from './open-houses.server';

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
