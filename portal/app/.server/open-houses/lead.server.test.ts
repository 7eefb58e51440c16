// A visit is a lead: stored with source "open house", its lead.created event queued for the
// webhook at once. Follow Up Boss hears of the visit through the visit's own event, with what the
// visitor asked (visit-events.server.test.ts).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent, seedIntegration } from '@db/test-seed';
import { EMPTY_SIGNIN } from '@widget/chat/sign-in';
import { useDatabaseForTests } from '../db.server';
import { fubLeadEvent } from '../integrations/followupboss.server';
import type { WebhookEvent } from '../integrations/events';
import { createOpenHouse, findPublicOpenHouse } from './open-houses.server';
import { VISIT_EVENT_JOB } from './visit-event-schedule.server';
import { recordVisit } from './visits.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

it("queues the visit's lead for the webhook, and the visit's own event for later", async () => {
  const { userId, assistantId } = await seedAgent(t.db);
  await seedIntegration(t.db, assistantId, { webhookUrl: 'https://hooks.example.com/in', fubKey: 'fub_key' });
  const { id: listingId } = await t.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: '7 Cedar Court, Vancouver, BC V5K 0A1',
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { code } = await createOpenHouse(
    t.db,
    { id: userId, email: 'a@example.com' },
    {
      listingId,
      date: '2026-12-05',
      startTime: '14:00',
      endTime: '16:00',
      notes: '',
      signinMode: 'required',
      contactField: 'phone',
      ownQuestion: null,
      disclosureText: null,
      cohostEmails: [],
      kioskPin: null,
    },
  );
  const oh = (await findPublicOpenHouse(t.db, code))!;
  await recordVisit(
    t.db,
    oh,
    { ...EMPTY_SIGNIN, name: 'Robin Park', phone: '604-555-0100', hasAgent: 'no', timeline: 'now' },
    { language: 'fr', idempotencyKey: 'key-12345678', ip: null, userAgent: null },
  );
  const deliveries = await t.db
    .selectFrom('deliveries')
    .select(['destination', 'payload'])
    .orderBy('destination')
    .execute();
  expect(deliveries.map((d) => d.destination)).toEqual(['webhook']);
  const event = JSON.parse(deliveries[0]!.payload) as WebhookEvent<'lead.created'>;
  expect(event.data.lead).toMatchObject({ form: 'open_house', source: 'open_house', phone: '+16045550100', email: '' });
  const fub = fubLeadEvent(event.data, 'OHA');
  expect(fub.type).toBe('Visited Open House');
  expect(fub.description).toContain('open house sign-in');
  const waits = await t.db.selectFrom('jobs').select(['kind', 'runAt']).where('kind', '=', VISIT_EVENT_JOB).execute();
  expect(waits).toHaveLength(1);
});
