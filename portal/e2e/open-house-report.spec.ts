// After the open house: the seller report of an open house built from two visitors' chats (one
// question the documents answer, one they do not), with no visitor's name, email or phone on the
// page or in the PDF; the share link works logged out, shows the report alone and stops when
// revoked; the stats across three seeded open houses in the table and the CSV. axe-core on each
// new page, on a phone and a desktop.
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, expectTapTargets } from './a11y';
import { expect, loginAs, test, type App, type TestUser } from './fixtures';
import { pdfTexts } from './pdf-pages';
import { recountOpenHouseStats } from '../app/.server/open-houses/stats-counters.server';
import { saveNotes, seedAssistant, seedOpenHouse } from './seed';

test.use({ ownClientIp: true });
// Real work (servers, browsers, the answer engine) on a shared two-core machine: generous time.
test.describe.configure({ timeout: 300_000 });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

async function visitor(
  browser: Browser,
  app: App,
  shortPath: string,
  who: { name: string; email: string; phone: string },
) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${app.url}${shortPath}`);
  await page.getByLabel('Name', { exact: true }).fill(who.name);
  await page.getByLabel(/^Email/).fill(who.email);
  await page.getByLabel(/^Phone/).fill(who.phone);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('When are you hoping to buy?').selectOption('1-3');
  await page.getByRole('button', { name: 'Continue to the chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  return { context, page };
}

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  await input.press('Enter');
}

async function agentPage(browser: Browser, app: App, agent: TestUser, view = DESKTOP) {
  const context = await browser.newContext(view);
  const page = await context.newPage();
  await loginAs(page, app, agent);
  return { context, page };
}

const A = { name: 'Ada Quillfeather', email: 'ada.quill@example.net', phone: '604 555 0142' };
const B = { name: 'Bo Reyesworth', email: 'bo.reyes@example.net', phone: '604 555 0177' };
const SECRETS = [/Ada/, /Quillfeather/, /ada\.quill/, /Reyesworth/, /bo\.reyes/, /555/, /0142/, /0177/];

test('the seller report counts both visitors, names their topics, lists the unanswered question, names nobody; shared by a revocable link', async ({
  app,
  agent,
  browser,
}, testInfo) => {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const listingId = assistant.listingIds[0]!;
  await saveNotes(app, browser, agent, listingId, {
    listingName: '7 Cedar Court, Vancouver',
    listingStatus: 'Active Listing',
    insiderInfo: 'Strata fee: $450 per month. Two parking stalls.',
  });
  const oh = await seedOpenHouse(app, agent, listingId, { contactField: 'either' });

  const a = await visitor(browser, app, oh.shortPath, A);
  await ask(a.page, 'How much are the condo fees?');
  await expect(a.page.getByText(/450/).first()).toBeVisible({ timeout: 60_000 });
  const b = await visitor(browser, app, oh.shortPath, B);
  await ask(b.page, 'Can I make an offer below asking?');
  await expect
    .poll(
      async () =>
        (await app.db.selectFrom('visitorQuestions').select('id').where('reason', '=', 'handoff').execute()).length,
      { timeout: 60_000 },
    )
    .toBe(1);
  await a.context.close();
  await b.context.close();

  const { context, page } = await agentPage(browser, app, agent);
  await page.goto(`${app.url}/open-houses/${oh.id}`);
  await page.getByRole('link', { name: 'Seller report', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/seller-reports/oh-${oh.id}$`));
  const report = page.locator('article.seller-report');
  await expect(report.locator('[data-figure="total"]')).toHaveText('2');
  await expect(report.locator('[data-figure="signed-in"]')).toHaveText('2');
  await expect(report.locator('[data-figure="questions"]')).toHaveText('2');
  const topics = report.locator('ul.report-topics > li');
  // Both visitors' topics, by the engine's concepts (one question may touch more than one).
  await expect(topics.filter({ hasText: /fee/i })).toHaveCount(1);
  await expect(topics.filter({ hasText: /offer/i }).first()).toBeVisible();
  await expect(report.locator('.report-unanswered')).toContainText('Can I make an offer below asking?');
  const pageText = await page.locator('main').innerText();
  for (const s of SECRETS) expect(pageText).not.toMatch(s);
  await expectNoAxeViolations(page, 'seller report before approval, desktop');
  await page.screenshot({ path: testInfo.outputPath('report-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'Approve report' }).click();
  await expect(page.getByRole('status')).toHaveText(/Approved/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const pdf = fs.readFileSync((await download.path())!);
  fs.writeFileSync(testInfo.outputPath('report.pdf'), pdf);
  const pdfText = (await pdfTexts(pdf)).join('\n');
  expect(pdfText).toContain('7 Cedar Court');
  expect(pdfText).toMatch(/fee/i);
  expect(pdfText).toContain('Can I make an offer below asking?');
  for (const s of SECRETS) expect(pdfText).not.toMatch(s);

  await page.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await page.locator('.copy-link a.copy-url').getAttribute('href');
  expect(shareUrl).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page, 'seller report approved and shared, desktop');

  // The seller, logged out, on a phone: the report and nothing else.
  const seller = await browser.newContext(PHONE);
  const sp = await seller.newPage();
  const res = await sp.goto(shareUrl!);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['x-robots-tag']).toContain('noindex');
  await expect(sp.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(sp.locator('article.seller-report [data-figure="total"]')).toHaveText('2');
  await expect(sp.locator('a[href]')).toHaveCount(0);
  await expect(sp.locator('nav, footer, form, button')).toHaveCount(0);
  const shared = await sp.locator('body').innerText();
  for (const s of SECRETS) expect(shared).not.toMatch(s);
  await expectNoAxeViolations(sp, 'shared seller report, phone');
  await sp.screenshot({ path: testInfo.outputPath('share-phone.png'), fullPage: true });

  // The agent's report page on a phone.
  const phoneAgent = await agentPage(browser, app, agent, PHONE);
  await phoneAgent.page.goto(`${app.url}/seller-reports/oh-${oh.id}`);
  await expectNoAxeViolations(phoneAgent.page, 'seller report, phone');
  await expectTapTargets(phoneAgent.page, '.oh-actions');
  await phoneAgent.page.screenshot({ path: testInfo.outputPath('report-phone.png'), fullPage: true });
  await phoneAgent.context.close();

  await page.getByRole('button', { name: /^Revoke the link/ }).click();
  await expect(page.getByRole('status')).toHaveText('The link no longer works.');
  const gone = await sp.goto(shareUrl!);
  expect(gone?.status()).toBe(404);
  await expect(sp.getByText(/expired or was revoked/)).toBeVisible();
  await expect(sp.locator('article.seller-report')).toHaveCount(0);
  await seller.close();
  await context.close();
});

test('the stats across three open houses: the table and its CSV', async ({ app, agent, browser }, testInfo) => {
  const assistant = await seedAssistant(app, agent, {
    listings: [
      ['7 Cedar Court, Vancouver', 'Active Listing'],
      ['12 Birch Lane, Burnaby', 'Active Listing'],
    ],
  });
  const [cedar, birch] = assistant.listingIds as [number, number];
  // Follow-up emails per visitor (in order): when sent, or null for one approved and never sent.
  // The events end at 16:00 UTC: Nov 1 gets its first 3 h later, Nov 15 its only one 48 h later.
  const plan = [
    {
      listingId: cedar,
      date: '2026-11-01',
      signedIn: 3,
      onlyLooked: 2,
      asked: 2,
      handed: 1,
      followUps: ['2026-11-02T10:00:00.000Z', '2026-11-01T19:00:00.000Z', null],
    },
    { listingId: cedar, date: '2026-11-08', signedIn: 1, onlyLooked: 0, asked: 0, handed: 0, followUps: [null] },
    {
      listingId: birch,
      date: '2026-11-15',
      signedIn: 2,
      onlyLooked: 1,
      asked: 1,
      handed: 1,
      followUps: ['2026-11-17T16:00:00.000Z'],
    },
  ];
  let n = 0;
  const seeded: number[] = [];
  for (const p of plan) {
    const oh = await seedOpenHouse(app, agent, p.listingId, { date: p.date });
    seeded.push(oh.id);
    for (let i = 0; i < p.signedIn + p.onlyLooked; i++) {
      n += 1;
      const key = `browser${String(n).padStart(15, '0')}`;
      let visitId: number | null = null;
      if (i < p.signedIn) {
        const { id: contactId } = await app.db
          .insertInto('contacts')
          .values({ realtorUserId: agent.id, name: `Seeded ${n}`, email: `seeded${n}@example.net` })
          .returning('id')
          .executeTakeFirstOrThrow();
        const sessionId = `stats-${n}-${Date.now()}`;
        await app.db
          .insertInto('chatSessions')
          .values({ id: sessionId, assistantId: assistant.id, language: 'en', openHouseId: oh.id })
          .execute();
        ({ id: visitId } = await app.db
          .insertInto('visits')
          .values({
            openHouseId: oh.id,
            contactId,
            idempotencyKey: `seeded-${n}`,
            chatSessionId: sessionId,
            answers: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow());
        if (i < p.asked)
          await app.db
            .insertInto('chatMessages')
            .values({ sessionId, role: 'user', type: 'text', content: 'Is parking included?' })
            .execute();
        if (i < p.handed)
          await app.db
            .insertInto('visitorQuestions')
            .values({
              assistantId: assistant.id,
              listingId: p.listingId,
              sessionId,
              responseId: null,
              question: 'Is parking included?',
              reply: '##CONTACT',
              language: 'en',
              reason: 'handoff',
            })
            .execute();
        if (i < p.followUps.length) {
          const sentAt = p.followUps[i]!;
          const at = sentAt ?? '2026-11-20T10:00:00.000Z';
          await app.db
            .insertInto('followUps')
            .values({
              openHouseId: oh.id,
              contactId,
              language: 'en',
              subject: 'Your questions',
              body: 'Thank you for visiting.',
              status: sentAt ? 'sent' : 'approved',
              approvedAt: at,
              sentAt,
              createdAt: at,
              updatedAt: at,
            })
            .execute();
        }
      }
      await app.db.insertInto('openHouseOpens').values({ openHouseId: oh.id, browserKey: key, visitId }).execute();
    }
  }
  // As the app's writes do in their transactions: the open houses' counters.
  await recountOpenHouseStats(app.db, seeded);

  const { context, page } = await agentPage(browser, app, agent);
  await page.goto(`${app.url}/dashboard`);
  await page.getByRole('link', { name: /Stats across open houses/ }).click();
  await expect(page).toHaveURL(/\/open-houses\/stats$/);
  const rows = page.getByTestId('stats-events').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const cells = async (i: number) => (await rows.nth(i).locator('th, td').allInnerTexts()).map((s) => s.trim());
  expect(await cells(0)).toEqual(['2026-11-15', '12 Birch Lane, Burnaby', '3', '2', '67%', '1', '1', '1', '2 days']);
  expect(await cells(1)).toEqual(['2026-11-08', '7 Cedar Court, Vancouver', '1', '1', '100%', '0', '0', '0', '–']);
  expect(await cells(2)).toEqual(['2026-11-01', '7 Cedar Court, Vancouver', '5', '3', '60%', '2', '1', '2', '3 h']);
  const listings = page.getByTestId('stats-listings').locator('tbody tr');
  await expect(listings).toHaveCount(2);
  expect((await listings.nth(1).locator('th, td').allInnerTexts()).map((s) => s.trim())).toEqual([
    '7 Cedar Court, Vancouver',
    '2',
    '6',
    '4',
    '67%',
    '2',
    '1',
    '2',
    '3 h',
  ]);
  await expect(page.getByRole('img', { name: /Visitors per open house/ })).toBeVisible();
  await expectNoAxeViolations(page, 'open house stats, desktop');
  await page.screenshot({ path: testInfo.outputPath('stats-desktop.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toBe('"12 Birch Lane, Burnaby",2026-11-15,14:00,16:00,3,3,2,1,67%,1,1,1,1,48.0');
  expect(lines[2]).toBe('"7 Cedar Court, Vancouver",2026-11-08,14:00,16:00,1,1,1,0,100%,0,0,0,0,');
  expect(lines[3]).toBe('"7 Cedar Court, Vancouver",2026-11-01,14:00,16:00,5,5,3,2,60%,2,2,1,2,3.0');

  const phone = await agentPage(browser, app, agent, PHONE);
  await phone.page.goto(`${app.url}/open-houses/stats`);
  await expectNoAxeViolations(phone.page, 'open house stats, phone');
  await phone.page.screenshot({ path: testInfo.outputPath('stats-phone.png'), fullPage: true });
  await phone.context.close();
  await context.close();
});
