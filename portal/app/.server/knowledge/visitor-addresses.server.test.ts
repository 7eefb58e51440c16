// Only an address the visitor gave for it receives the agent's answer: an open house's sign-in
// address counts when the visitor ticked the email box, never when they left it unticked.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { EMPTY_SIGNIN } from '@widget/chat/sign-in';
import { useDatabaseForTests } from '../db.server';
import { createOpenHouse, findPublicOpenHouse } from '../open-houses/open-houses.server';
import { agentWithListing, openHouseInput } from '../open-houses/test-open-house';
import { recordVisit } from '../open-houses/visits.server';
import { visitorAddresses } from './visitor-addresses.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

it('counts a sign-in address only with the email box ticked', async () => {
  const { listingId, viewer, userId } = await agentWithListing(t.db, 'agent@example.com');
  const { code } = await createOpenHouse(t.db, viewer, openHouseInput(listingId));
  const oh = (await findPublicOpenHouse(t.db, code))!;
  const signIn = async (email: string, emailConsent: boolean, key: string) =>
    recordVisit(
      t.db,
      oh,
      { ...EMPTY_SIGNIN, name: 'Robin Park', email, hasAgent: 'no', timeline: 'now', emailConsent },
      { language: 'en', idempotencyKey: key, ip: null, userAgent: null },
    );
  const ticked = await signIn('ticked@example.net', true, 'key-ticked-0001');
  const unticked = await signIn('unticked@example.net', false, 'key-unticked-01');

  const addresses = await visitorAddresses(t.db, [ticked.sessionId, unticked.sessionId]);
  expect([...(addresses.get(ticked.sessionId) ?? [])]).toEqual(['ticked@example.net']);
  expect(addresses.has(unticked.sessionId)).toBe(false);

  // A chat lead the same visitor leaves later is their own request to be contacted.
  await t.db
    .insertInto('leads')
    .values({
      assistantId: oh.assistantId,
      realtorUserId: userId,
      sessionId: unticked.sessionId,
      listingName: null,
      prospectName: 'Robin Park',
      prospectEmail: 'Unticked@Example.net',
      prospectPhone: null,
      prospectRemarks: '',
      attachTranscript: 0,
      source: 'modal',
    })
    .execute();
  const later = await visitorAddresses(t.db, [unticked.sessionId]);
  expect([...(later.get(unticked.sessionId) ?? [])]).toEqual(['unticked@example.net']);
});
