// A visit's own event, open_house.visit (webhook, and Follow Up Boss as "Visited Open House"),
// waits until the visitor has been quiet for QUIET_MS (capped at MAX_WAIT_MS after signing in),
// then goes once with what the visitor asked; the lead of the sign-in itself is not sent to
// Follow Up Boss, so one visit is one event in the agent's CRM.
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedIntegration } from '@db/test-seed';
import { useDatabaseForTests } from '../db.server';
import type { WebhookEvent } from '../integrations/events';
import { fubVisitEvent } from '../integrations/followupboss.server';
import { addVisit, agentWithListing, openHouseOf } from './test-open-house';
import { MAX_WAIT_MS, QUIET_MS } from './visit-event-schedule.server';
import { runVisitEventJob } from './visit-events.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);

it('waits while the visitor asks, then sends the visit once with the questions to the webhook and Follow Up Boss', async () => {
  const a = await agentWithListing(t.db, 'agent@example.com');
  await seedIntegration(t.db, a.assistantId, { webhookUrl: 'https://hooks.example.com/in', fubKey: 'fub_key' });
  const oh = await openHouseOf(t.db, a.viewer, a.listingId);
  const visit = await addVisit(t.db, oh, {
    fields: { name: 'Nora Visitor' },
    questions: ['How much are the condo fees?', 'Can I make an offer below asking?'],
    handedOver: ['Can I make an offer below asking?'],
  });
  const signedIn = '2026-12-05T22:10:00.000Z';
  await sql`update visits set created_at = ${signedIn} where id = ${visit.visitId}`.execute(t.db);
  await sql`update chat_messages set created_at = ${'2026-12-05T22:20:00.000Z'} where session_id = ${visit.sessionId}`.execute(
    t.db,
  );
  const job = { visitId: visit.visitId, n: 1 };

  expect(await runVisitEventJob(t.db, job, at(signedIn, QUIET_MS))).toBe('waiting');
  const events = () =>
    t.db
      .selectFrom('deliveries')
      .select(['destination', 'payload'])
      .where('eventType', '=', 'open_house.visit')
      .execute();
  expect(await events()).toHaveLength(0);

  expect(await runVisitEventJob(t.db, job, at('2026-12-05T22:20:00.000Z', QUIET_MS))).toBe('sent');
  expect(await runVisitEventJob(t.db, { ...job, n: 2 }, at('2026-12-05T22:20:00.000Z', QUIET_MS))).toBe('sent');
  const sent = await events();
  expect(sent.map((d) => d.destination).sort()).toEqual(['followupboss', 'webhook']);
  const event = JSON.parse(sent[0]!.payload) as WebhookEvent<'open_house.visit'>;
  expect(event.data.visit.questions).toBe(2);
  expect(event.data.visit.summary).toMatch(/fee/);
  const fub = fubVisitEvent(event.data, 'test');
  expect(fub.type).toBe('Visited Open House');
  expect(fub.message).toContain('Asked the assistant 2 questions about:');
  expect(fub.message).toContain('For you to answer: Can I make an offer below asking?');

  // The sign-in's own lead goes to the webhook only.
  const leads = await t.db
    .selectFrom('deliveries')
    .select('destination')
    .where('eventType', '=', 'lead.created')
    .execute();
  expect(leads.map((d) => d.destination)).toEqual(['webhook']);
});

it('sends at the latest MAX_WAIT_MS after the sign-in, however long the visitor goes on asking', async () => {
  const a = await agentWithListing(t.db, 'agent@example.com');
  await seedIntegration(t.db, a.assistantId, { webhookUrl: 'https://hooks.example.com/in' });
  const oh = await openHouseOf(t.db, a.viewer, a.listingId);
  const visit = await addVisit(t.db, oh, { questions: ['Is parking included?'] });
  const signedIn = '2026-12-05T22:10:00.000Z';
  await sql`update visits set created_at = ${signedIn} where id = ${visit.visitId}`.execute(t.db);
  await sql`update chat_messages set created_at = ${at(signedIn, MAX_WAIT_MS - 60_000).toISOString()} where session_id = ${visit.sessionId}`.execute(
    t.db,
  );
  expect(await runVisitEventJob(t.db, { visitId: visit.visitId, n: 1 }, at(signedIn, MAX_WAIT_MS))).toBe('sent');
});
