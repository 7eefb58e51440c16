// Stats across open houses: per open house and per listing, the figures a seeded set of three
// open houses must give (visitors signed in and anonymous, sign-in rate, chats, handovers,
// follow-ups and the time to the first), only the agent's own, and the CSV's rows.
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { setTransportForTests } from '../email/email.server';
import { followUpPage, saveDraft, sendFollowUp } from './follow-ups.server';
import { recountOpenHouseStats } from './stats-counters.server';
import { eventEnd, eventStats, listingStats, localToUtc, statsCsvRows } from './stats.server';
import { addListing, addOpen, addVisit, agentWithListing, openHouseOf } from './test-open-house';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
  process.env.DATA_DIR = t.dir;
  process.env.PUBLIC_URL = 'https://oha.example.com';
  resetConfigForTests();
  useDatabaseForTests(t);
  setTransportForTests(undefined);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  delete process.env.PUBLIC_URL;
  resetConfigForTests();
  await t.close();
});

it('converts the open house’s local end to an instant in its time zone', () => {
  expect(localToUtc('2026-12-05', '16:00', 'America/Vancouver').toISOString()).toBe('2026-12-06T00:00:00.000Z');
  expect(localToUtc('2026-07-05', '16:00', 'America/Vancouver').toISOString()).toBe('2026-07-05T23:00:00.000Z');
  expect(eventEnd({ date: '2026-12-05', endTime: '16:00', timeZone: null }).toISOString()).toBe(
    '2026-12-05T16:00:00.000Z',
  );
});

it('gives each open house’s and each listing’s figures, the agent’s own only', async () => {
  const a = await agentWithListing(t.db, 'agent@example.com');
  const second = await addListing(t.db, a.userId, a.assistantId, '12 Birch Lane');
  const first = await openHouseOf(t.db, a.viewer, a.listingId, { date: '2026-11-01', timeZone: 'America/Vancouver' });
  const later = await openHouseOf(t.db, a.viewer, a.listingId, { date: '2026-11-08' });
  const birch = await openHouseOf(t.db, a.viewer, second, { date: '2026-11-15' });

  // First: three browsers opened the link, two of them signed in, plus one sign-in at the kiosk.
  const withEmail = { emailConsent: true };
  const v1 = await addVisit(t.db, first, {
    browserKey: 'a'.repeat(22),
    questions: ['Condo fees?', 'Parking?'],
    fields: withEmail,
  });
  const v1contact = await t.db
    .selectFrom('visits')
    .select('contactId')
    .where('id', '=', v1.visitId)
    .executeTakeFirstOrThrow();
  await addVisit(t.db, first, {
    browserKey: 'b'.repeat(22),
    fields: withEmail,
    questions: ['Special assessment?'],
    handedOver: ['Special assessment?'],
  });
  await addOpen(t.db, first.id, 'c'.repeat(22));
  await addVisit(t.db, first);
  // A follow-up email sent (approved first) to the first visitor, two hours after the event's end
  // (16:00 Vancouver); the second visitor's approved one is not sent, the agent's answer emailed
  // from Unanswered questions is no follow-up.
  for (const contactId of (await followUpPage(t.db, a.viewer, first.id)).drafts.map((d) => d.contactId)) {
    const d = (await followUpPage(t.db, a.viewer, first.id)).drafts.find((x) => x.contactId === contactId)!;
    await saveDraft(t.db, a.viewer, first.id, contactId, { subject: d.subject, body: d.body }, true);
  }
  await sendFollowUp(t.db, a.viewer, first.id, v1contact.contactId);
  await sql`update follow_ups set sent_at = ${'2026-11-02T02:00:00.000Z'} where contact_id = ${v1contact.contactId}`.execute(
    t.db,
  );
  await recountOpenHouseStats(t.db, [first.id]);
  await sql`update visitor_questions set emailed_at = ${'2026-11-01T23:00:00.000Z'}`.execute(t.db);
  // Later: one browser only looked.
  await addOpen(t.db, later.id, 'd'.repeat(22));
  // Birch: one visitor who asked nothing.
  await addVisit(t.db, birch, { browserKey: 'e'.repeat(22) });
  // Another agent's open house is not counted.
  const other = await agentWithListing(t.db, 'other@example.com');
  const foreign = await openHouseOf(t.db, other.viewer, other.listingId);
  await addVisit(t.db, foreign, { questions: ['Parking?'] });

  const events = await eventStats(t.db, a.userId);
  expect(events.map((e) => e.date)).toEqual(['2026-11-15', '2026-11-08', '2026-11-01']);
  const [b, l, f] = events;
  expect(f).toMatchObject({
    opened: 3,
    openedAndSignedIn: 2,
    signedIn: 3,
    anonymous: 1,
    visitors: 4,
    chats: 2,
    questions: 3,
    handedOver: 1,
    followUps: 1,
    hoursToFirstFollowUp: 2,
  });
  expect(f!.signInRate).toBeCloseTo(2 / 3);
  expect(l).toMatchObject({ opened: 1, signedIn: 0, anonymous: 1, visitors: 1, signInRate: 0, chats: 0, followUps: 0 });
  expect(l!.hoursToFirstFollowUp).toBeNull();
  expect(b).toMatchObject({ opened: 1, signedIn: 1, visitors: 1, signInRate: 1, chats: 0, questions: 0 });

  const listings = listingStats(events);
  expect(listings.map((x) => [x.listingName, x.events, x.visitors])).toEqual([
    ['12 Birch Lane', 1, 1],
    ['7 Cedar Court', 2, 5],
  ]);
  expect(listings[1]!.signInRate).toBeCloseTo(2 / 4);

  const rows = statsCsvRows(events);
  expect(rows).toHaveLength(4);
  expect(rows[3]).toEqual(['7 Cedar Court', '2026-11-01', '14:00', '16:00', 4, 3, 3, 1, '67%', 2, 3, 1, 1, '2.0']);

  expect(await eventStats(t.db, a.userId, { listingId: second })).toHaveLength(1);
});
