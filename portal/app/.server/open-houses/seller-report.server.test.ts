// The seller report: topics counted from the engine's concepts with anonymised examples, visitors
// signed in and anonymous, the questions handed over, the comparison with earlier open houses; no
// name, email or phone of anyone in it; only the owner reads it; share links that are random,
// stored hashed, expire and can be revoked.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { pdfTexts } from '../../../e2e/pdf-pages';
import { useDatabaseForTests } from '../db.server';
import { anonymiseQuestion } from './anonymise';
import {
  approveReport,
  buildSellerReport,
  countTopics,
  createShareLink,
  revokeShareLink,
  sharedReport,
  shareLinks,
} from './seller-report.server';
import { sellerReportPdf } from './seller-report-pdf';
import { addOpen, addVisit, agentWithListing, openHouseOf } from './test-open-house';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

describe('countTopics', () => {
  it('counts questions and visitors per concept, most asked first, with one to three anonymised examples', () => {
    const topics = countTopics(
      [
        { questions: ['What are the condo fees?', 'Is parking included?'] },
        { questions: ['How much are the strata fees per month? I am Jane Doe, jane@example.org'] },
        { questions: ['What are the condo fees?', 'Condo fees?', 'Are condo fees going up?', 'condo fees in 2025?'] },
      ],
      (q) => anonymiseQuestion(q, { names: ['Jane Doe'] }),
    );
    const fees = topics[0]!;
    expect(fees.questions).toBe(6);
    expect(fees.visitors).toBe(3);
    expect(fees.examples.length).toBeGreaterThanOrEqual(1);
    expect(fees.examples.length).toBeLessThanOrEqual(3);
    expect(new Set(fees.examples).size).toBe(fees.examples.length);
    expect(fees.examples.join(' ')).not.toMatch(/Jane|Doe|jane@example\.org/);
    const parking = topics.find((x) => x.concept !== fees.concept && x.label.toLowerCase().includes('park'));
    expect(parking).toMatchObject({ questions: 1, visitors: 1 });
    // Named by the concept, never the visitor's own wording.
    expect(fees.label).toMatch(/^[A-Z]/);
  });

  it('keeps the top ones only', () => {
    const many = countTopics([{ questions: ['parking', 'condo fees', 'property taxes', 'school'] }], (q) => q, 'en', 2);
    expect(many).toHaveLength(2);
  });
});

describe('the report', () => {
  it('counts visitors signed in and anonymous, topics and handed-over questions, and names nobody', async () => {
    const a = await agentWithListing(t.db, 'agent@example.com');
    const earlier = await openHouseOf(t.db, a.viewer, a.listingId, { date: '2026-11-01' });
    await addVisit(t.db, earlier, { fields: { name: 'Earl Early', email: 'earl@example.net' } });
    const oh = await openHouseOf(t.db, a.viewer, a.listingId);
    await addVisit(t.db, oh, {
      fields: { name: 'Maria Lopez', email: 'maria.lopez@example.net', phone: '604 555 0101', timeline: 'now' },
      browserKey: 'k'.repeat(22),
      questions: ['What are the condo fees? Maria Lopez here, 604-555-0101'],
    });
    await addVisit(t.db, oh, {
      fields: {
        name: 'Tom Becker',
        email: 'tom@example.net',
        hasAgent: 'yes',
        agentName: 'Sandra Kim',
        agentBrokerage: 'Harbour Realty',
      },
      questions: ['Is there a special assessment planned? Ask Sandra Kim at sandra@harbour.example'],
      handedOver: ['Is there a special assessment planned? Ask Sandra Kim at sandra@harbour.example'],
    });
    await addOpen(t.db, oh.id, 'a'.repeat(22)); // looked and never signed in
    await addOpen(t.db, oh.id, 'b'.repeat(22));

    const r = await buildSellerReport(t.db, a.viewer, { kind: 'openHouse', openHouseId: oh.id });
    expect(r.visitors).toEqual({ total: 4, signedIn: 2, anonymous: 2, withAgent: 1, withoutAgent: 1 });
    expect(r.timelines.find((x) => x.timeline === 'now')?.visitors).toBe(1);
    expect(r.questions).toBe(2);
    expect(r.topics.map((x) => x.label.toLowerCase()).join(' ')).toMatch(/fee/);
    expect(r.unanswered).toHaveLength(1);
    expect(r.unanswered[0]!.question).toMatch(/special assessment/);
    expect(r.comparison.map((e) => [e.date, e.current])).toEqual([
      ['2026-11-01', false],
      ['2026-12-05', true],
    ]);
    const text = JSON.stringify(r);
    for (const secret of ['Maria', 'Lopez', 'maria.lopez', '555', 'Tom', 'Becker', 'Sandra', 'Harbour', 'Earl'])
      expect(text).not.toContain(secret);

    // The listing's report holds both open houses.
    const all = await buildSellerReport(t.db, a.viewer, { kind: 'listing', listingId: a.listingId });
    expect(all.visitors.signedIn).toBe(3);
    expect(all.events).toHaveLength(2);
  });

  it('is for the owner only: a co-host and another agent are refused', async () => {
    const a = await agentWithListing(t.db, 'agent@example.com');
    const oh = await openHouseOf(t.db, a.viewer, a.listingId, { cohostEmails: ['co@example.com'] });
    const co = await agentWithListing(t.db, 'co@example.com');
    const other = await agentWithListing(t.db, 'other@example.com');
    for (const v of [co.viewer, other.viewer]) {
      await expect(buildSellerReport(t.db, v, { kind: 'openHouse', openHouseId: oh.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(buildSellerReport(t.db, v, { kind: 'listing', listingId: a.listingId })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });
});

describe('share links', () => {
  it('need an approved report, show its snapshot, stop when revoked or expired, and store only a hash', async () => {
    const a = await agentWithListing(t.db, 'agent@example.com');
    const oh = await openHouseOf(t.db, a.viewer, a.listingId);
    const scope = { kind: 'openHouse', openHouseId: oh.id } as const;
    await expect(createShareLink(t.db, a.viewer, scope)).rejects.toMatchObject({ status: 409 });
    await addVisit(t.db, oh, { questions: ['Is parking included?'] });
    const approved = await approveReport(t.db, a.viewer, scope, new Date('2026-12-06T10:00:00Z'));
    expect(approved.report.visitors.signedIn).toBe(1);

    const now = new Date('2026-12-06T11:00:00Z');
    const { token } = await createShareLink(t.db, a.viewer, scope, now, 30);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db.selectFrom('sellerReportShares').select('tokenHash').execute();
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect((await sharedReport(t.db, token, now))?.report.visitors.signedIn).toBe(1);

    // A later visit is not in the shared report until the agent approves again.
    await addVisit(t.db, oh);
    expect((await sharedReport(t.db, token, now))?.report.visitors.signedIn).toBe(1);

    expect(await sharedReport(t.db, token, new Date('2027-01-06T11:00:01Z'))).toBeNull();
    expect(await sharedReport(t.db, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull();
    const [link] = await shareLinks(t.db, a.viewer, scope);
    const other = await agentWithListing(t.db, 'other@example.com');
    await expect(revokeShareLink(t.db, other.viewer, scope, link!.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await revokeShareLink(t.db, a.viewer, scope, link!.id);
    expect(await sharedReport(t.db, token, now)).toBeNull();
  });

  it('the PDF carries the report and no name, email or phone', async () => {
    const a = await agentWithListing(t.db, 'agent@example.com');
    const oh = await openHouseOf(t.db, a.viewer, a.listingId);
    await addVisit(t.db, oh, {
      fields: { name: 'Maria Lopez', email: 'maria.lopez@example.net' },
      questions: ['What are the condo fees? Maria Lopez, maria.lopez@example.net'],
    });
    const approved = await approveReport(t.db, a.viewer, { kind: 'openHouse', openHouseId: oh.id });
    const pdf = await sellerReportPdf(approved.report, approved.approvedAt);
    const text = (await pdfTexts(pdf)).join(' ');
    expect(text).toContain('7 Cedar Court');
    expect(text).toMatch(/fee/i);
    expect(text).not.toMatch(/Maria|Lopez|maria\.lopez/);
  }, 60_000);
});
