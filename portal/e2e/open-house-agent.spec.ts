// An open house as its agent runs it: created from a listing in under a minute, its QR code (read
// back from the page) leading to the short link and the sign-in; the live visitor list on a phone
// that shows a visitor within seconds without a reload, what they asked and "needs you" after a
// handover; a co-host who sees only the open house they were invited to; another agent who sees
// none of it (pages: /unauthorized, posts: 403, the live stream: 403 and nothing in it).
import type { Browser, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoAxeViolations, expectTapTargets } from './a11y';
import { createUser, expect, loginAs, removeUser, test, waitForMail, type App } from './fixtures';
import { saveNotes, seedAssistant, seedOpenHouse } from './seed';

test.use({ ownClientIp: true });
// Real work (servers, browsers, the answer engine) on a shared two-core machine: generous time.
test.describe.configure({ timeout: 240_000 });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The text a QR code <img> on the page encodes. */
async function qrOf(page: Page): Promise<string | undefined> {
  const src = await page.getByRole('img', { name: /^QR code for/ }).getAttribute('src');
  const png = PNG.sync.read(Buffer.from(src!.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function signIn(browser: Browser, app: App, shortPath: string, name: string, email: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${app.url}${shortPath}`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel("Your agent's name").fill('Sam Lee');
  await page.getByLabel('When are you hoping to buy?').selectOption('3-6');
  const submittedAt = Date.now();
  await page.getByRole('button', { name: 'Continue to the chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  return { context, page, submittedAt };
}

/** Sends a question; the live list's card shows when its answer is stored. */
async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  await input.press('Enter');
}

test('an agent creates an open house from a listing; its QR code reads as the short link', async ({
  app,
  agent,
  loggedInPage: page,
}) => {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const listingId = assistant.listingIds[0]!;
  const cohost = `cohost-${Date.now()}@example.com`;

  await page.goto(`${app.url}/open-houses`);
  await expect(page.getByText('No open houses yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'open houses, none yet');

  await page.goto(`${app.url}/listinglist/${listingId}`);
  const started = Date.now();
  await page.getByRole('link', { name: 'Create open house' }).click();
  await expect(page.locator('select[name="listingId"]')).toHaveValue(String(listingId));
  await page.getByLabel(/^Date/).fill('2026-12-05');
  await page.getByLabel(/^Starts/).fill('16:00');
  await page.getByLabel(/^Ends/).fill('14:00');
  await page.getByLabel('Co-hosts (optional)').fill(`${cohost}, not-an-email`);
  await page.getByRole('button', { name: 'Create open house' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Please correct the fields marked below/);
  await expect(page.getByText('The end must be after the start.')).toBeVisible();
  await expect(page.getByText('Please enter valid email addresses, one per line.')).toBeVisible();
  // What was typed is still there.
  await expect(page.getByLabel(/^Starts/)).toHaveValue('16:00');
  await expect(page.getByLabel('Co-hosts (optional)')).toHaveValue(`${cohost}, not-an-email`);
  await expectNoAxeViolations(page, 'create open house with errors');

  await page.getByLabel(/^Starts/).fill('14:00');
  await page.getByLabel(/^Ends/).fill('16:00');
  await page.getByLabel('Co-hosts (optional)').fill(cohost);
  await page.getByLabel('Visitors may “Skip and just chat”').check();
  await page.getByLabel('Disclosure text (optional)').fill('The listing brokerage represents the seller.');
  await page.getByRole('button', { name: 'Create open house' }).click();
  await expect(page.getByText('Your open house is ready.')).toBeVisible();
  console.log(`create an open house from its listing: ${Date.now() - started} ms of test-driven typing`);

  const oh = await app.db
    .selectFrom('openHouses')
    .selectAll()
    .where('listingId', '=', listingId)
    .executeTakeFirstOrThrow();
  const shortLink = `${app.url}/oh/${oh.code}`;
  expect(await qrOf(page)).toBe(shortLink);
  await expect(page.getByRole('link', { name: shortLink })).toBeVisible();
  await expectNoAxeViolations(page, 'an open house, owner');

  const download = await page.request.get(`${app.url}/open-houses/${oh.id}/qr.png`);
  const png = PNG.sync.read(await download.body());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(shortLink);

  const invite = await waitForMail(app, (m) => m.to.includes(cohost));
  expect(invite.subject).toBe('Alex Morgan invited you to co-host an open house');
  expect(invite.text).toContain(`/open-houses/${oh.id}/live`);

  // The short link opens the listing's chat with the sign-in.
  const visitor = await page.context().browser()!.newContext(PHONE);
  const vp = await visitor.newPage();
  await vp.goto(shortLink);
  await expect(vp.getByRole('form', { name: 'Welcome to the open house' })).toBeVisible();
  await expect(vp.getByRole('button', { name: 'Skip and just chat' })).toBeVisible();
  await visitor.close();

  await page.goto(`${app.url}/open-houses`);
  await expect(page.getByRole('link', { name: '7 Cedar Court, Vancouver', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'open houses list');
  await page.getByRole('link', { name: '7 Cedar Court, Vancouver', exact: true }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Co-hosts (optional)')).toHaveValue(cohost);
  await expectNoAxeViolations(page, 'edit open house');
});

test('the live list on a phone: a visitor appears without a reload, with what they asked and "needs you"', async ({
  app,
  agent,
  browser,
}) => {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const listingId = assistant.listingIds[0]!;
  await saveNotes(app, browser, agent, listingId, {
    listingName: '7 Cedar Court, Vancouver',
    listingStatus: 'Active Listing',
    insiderInfo: 'Strata fee: $450 per month. Two parking stalls.',
  });
  const oh = await seedOpenHouse(app, agent, listingId);

  const agentContext = await browser.newContext(PHONE);
  const live = await agentContext.newPage();
  await loginAs(live, app, agent);
  await live.goto(`${app.url}/open-houses/${oh.id}/live`);
  await expect(live.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(live.getByText('No one has signed in yet.')).toBeVisible();
  await expectNoAxeViolations(live, 'live list, empty, phone');
  // Set on this document only: a reload would lose it.
  await live.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  const b = await signIn(browser, app, oh.shortPath, 'Bea Visitor', 'bea@example.net');
  const card = live.locator('li[data-visitor="Bea Visitor"]');
  await expect(card).toBeVisible();
  console.log(`live list: visitor B on the agent's phone ${Date.now() - b.submittedAt} ms after she pressed Continue`);
  await expect(card).toContainText('In 3-6 months');
  await expect(card).toContainText('Has an agent: Sam Lee');
  await expect(card).toContainText('0 questions');

  await ask(b.page, 'How much are the condo fees?');
  await expect(card).toContainText('1 question');
  await expect(card.locator('.oh-summary')).toContainText('condo fees');
  await expect(card.getByText('Needs you')).toHaveCount(0);

  await ask(b.page, 'Can I make an offer below asking?');
  await expect(card.getByText('Needs you')).toBeVisible();
  await expect(card).toContainText('2 questions');
  expect(await live.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  await expectNoAxeViolations(live, 'live list with a visitor who needs the agent, phone');
  await expectTapTargets(live, 'main');
  await b.context.close();

  // The owner's page lists the visitor; deleting her removes her everywhere.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await desk.newPage();
  await loginAs(page, app, agent);
  await page.goto(`${app.url}/open-houses/${oh.id}`);
  await expect(page.getByRole('cell', { name: 'Bea Visitor', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete visitor Bea Visitor' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('The visitor’s details were deleted.')).toBeVisible();
  expect(await app.db.selectFrom('contacts').select('id').where('email', '=', 'bea@example.net').execute()).toEqual([]);
  const consent = await app.db.selectFrom('consentRecords').selectAll().where('openHouseId', '=', oh.id).execute();
  expect(consent).toHaveLength(1);
  expect(consent[0]).toMatchObject({ visitId: null, ipAddress: null, userAgent: null });
  await desk.close();
  await agentContext.close();
});

test('a co-host sees only their open house; another agent sees nothing of it', async ({ app, agent, browser }) => {
  const assistant = await seedAssistant(app, agent, {
    listings: [
      ['7 Cedar Court, Vancouver', 'Active Listing'],
      ['9 Elm Street, Burnaby', 'Active Listing'],
    ],
  });
  const cohost = await createUser(app, { fName: 'Casey', lName: 'Cohost' });
  const stranger = await createUser(app, { fName: 'Sasha', lName: 'Other' });
  try {
    const shared = await seedOpenHouse(app, agent, assistant.listingIds[0]!, { cohostEmails: [cohost.email] });
    const own = await seedOpenHouse(app, agent, assistant.listingIds[1]!);

    // The co-host: the shared open house only, its page read-only and its live list.
    const cc = await browser.newContext({ ...PHONE, extraHTTPHeaders: { Origin: app.url } });
    const co = await cc.newPage();
    await loginAs(co, app, cohost);
    await co.goto(`${app.url}/open-houses`);
    await expect(co.getByRole('link', { name: '7 Cedar Court, Vancouver', exact: true })).toBeVisible();
    await expect(co.getByText('Co-hosting for Alex Morgan')).toBeVisible();
    await expect(co.getByRole('link', { name: '9 Elm Street, Burnaby', exact: true })).toHaveCount(0);
    await co.goto(`${app.url}/open-houses/${shared.id}`);
    await expect(co.getByRole('img', { name: /^QR code for/ })).toBeVisible();
    await expect(co.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(co.getByRole('heading', { name: 'Visitors' })).toHaveCount(0);
    await expectNoAxeViolations(co, 'an open house, co-host, phone');
    for (const path of [`/open-houses/${own.id}`, `/open-houses/${own.id}/live`, `/open-houses/${shared.id}/edit`]) {
      await co.goto(`${app.url}${path}`);
      await expect(co, path).toHaveURL(/\/unauthorized/);
    }
    expect(
      (await cc.request.post(`${app.url}/open-houses/${shared.id}`, { form: { intent: 'delete' } })).status(),
    ).toBe(403);
    expect((await cc.request.get(`${app.url}/open-houses/${own.id}/events`)).status()).toBe(403);
    await co.goto(`${app.url}/open-houses/${shared.id}/live`);
    await expect(co.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

    // The stranger: nothing, anywhere.
    const sc = await browser.newContext({ extraHTTPHeaders: { Origin: app.url } });
    const st = await sc.newPage();
    await loginAs(st, app, stranger);
    await st.goto(`${app.url}/open-houses`);
    await expect(st.getByText('No open houses yet.')).toBeVisible();
    for (const path of [
      `/open-houses/${shared.id}`,
      `/open-houses/${shared.id}/live`,
      `/open-houses/${shared.id}/edit`,
    ]) {
      await st.goto(`${app.url}${path}`);
      await expect(st, path).toHaveURL(/\/unauthorized/);
    }
    for (const form of [{ intent: 'delete' }, { intent: 'deleteVisitor', contactId: '1' }] as Array<
      Record<string, string>
    >)
      expect((await sc.request.post(`${app.url}/open-houses/${shared.id}`, { form })).status()).toBe(403);
    expect(
      (
        await sc.request.post(`${app.url}/open-houses/${shared.id}/edit`, {
          form: {
            listingId: String(assistant.listingIds[0]),
            date: '2026-12-05',
            startTime: '10:00',
            endTime: '11:00',
          },
        })
      ).status(),
    ).toBe(403);
    expect((await sc.request.get(`${app.url}/open-houses/${shared.id}/events`)).status()).toBe(403);
    expect((await sc.request.get(`${app.url}/open-houses/${shared.id}/qr.png`)).status()).toBe(403);
    // Creating one on the agent's listing is refused too.
    expect(
      (
        await sc.request.post(`${app.url}/open-houses/new`, {
          form: {
            listingId: String(assistant.listingIds[0]),
            date: '2026-12-05',
            startTime: '10:00',
            endTime: '11:00',
          },
        })
      ).status(),
    ).toBe(403);

    // A sign-in reaches the co-host's live list.
    const visitor = await signIn(browser, app, shared.shortPath, 'Cam Visitor', 'cam@example.net');
    await expect(co.locator('li[data-visitor="Cam Visitor"]')).toBeVisible();
    await visitor.context.close();
    await cc.close();
    await sc.close();
  } finally {
    await removeUser(app, cohost);
    await removeUser(app, stranger);
  }
});

test('a visit is a lead (page, CSV, email); every open-house page passes axe on a phone and a desktop', async ({
  app,
  agent,
  browser,
}) => {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const oh = await seedOpenHouse(app, agent, assistant.listingIds[0]!, { cohostEmails: ['helper@example.com'] });
  const visitor = await signIn(browser, app, oh.shortPath, 'Dana Visitor', 'dana.visitor@example.net');
  await visitor.context.close();

  const mail = await waitForMail(app, (m) => m.to.includes(assistant.publicEmail) && m.text.includes('Dana Visitor'));
  expect(mail.text).toContain('Source: Open house stand');
  expect(mail.text).toContain('Buying timeline: In 3-6 months.');

  for (const [label, options] of [
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1280, height: 900 } }],
  ] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await loginAs(page, app, agent);
    await page.goto(`${app.url}/leads`);
    const row = page.getByRole('row').filter({ hasText: 'Dana Visitor' });
    await expect(row).toContainText('Open house stand');
    for (const path of [
      '/open-houses',
      '/open-houses/new',
      `/open-houses/${oh.id}`,
      `/open-houses/${oh.id}/edit`,
      `/open-houses/${oh.id}/live`,
    ]) {
      await page.goto(`${app.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path} on a ${label}`);
      if (label === 'phone') await expectTapTargets(page, 'main');
    }
    await context.close();
  }
  const cc = await browser.newContext();
  const p = await cc.newPage();
  await loginAs(p, app, agent);
  const body = await (await cc.request.get(`${app.url}/leads.csv`)).text();
  expect(body).toMatch(/Dana Visitor,dana\.visitor@example\.net,.*open_house,Open house stand/s);
  await cc.close();
});
