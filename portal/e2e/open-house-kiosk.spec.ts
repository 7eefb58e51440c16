// Kiosk mode and the print kit, as the agent and visitors at the door meet them. The agent starts
// kiosk mode on a tablet from the open house's page with its PIN. Offline (context.setOffline) the
// kiosk, reloaded from its service worker, takes three sign-ins and says three are waiting; back
// online (the first post's answer lost on the way, the next one refused as busy) exactly three
// visits exist, and a replayed post of a stored key makes none more. The form clears after 30 s
// without a touch (Playwright's clock, no waiting). Only the PIN leaves kiosk mode. The print kit
// downloads from the open house's page; its poster's QR code decodes to the short link and its
// sheet carries the consent texts and numbered rows. axe-core finds nothing on any kiosk state,
// on a tablet and on a phone.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import fs from 'node:fs';
import { hashPassword } from '../app/.server/auth/password.server';
import { expectNoAxeViolations, expectTapTargets } from './a11y';
import { createUser, expect, loginAs, removeUser, test, type App, type TestUser } from './fixtures';
import { pdfPageQr, pdfTexts } from './pdf-pages';
import { seedAssistant, seedOpenHouse } from './seed';

test.use({ ownClientIp: true });
// Real work (servers, browsers, a service worker, PDFs) on a shared two-core machine: generous time.
test.describe.configure({ timeout: 240_000 });

const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const PIN = '2468';

async function openHouseWithPin(app: App, agent: TestUser) {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const oh = await seedOpenHouse(app, agent, assistant.listingIds[0]!, { contactField: 'either' });
  await app.db
    .updateTable('openHouses')
    .set({ kioskPinHash: await hashPassword(PIN) })
    .where('id', '=', oh.id)
    .execute();
  return { assistant, oh };
}

/** A tablet (or phone) with the agent logged in, on the open house's kiosk start page. */
async function device(browser: Browser, app: App, agent: TestUser, size = TABLET) {
  const context = await browser.newContext({ ...size, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('kiosk page error:', e.message));
  await loginAs(page, app, agent);
  return { context, page };
}

/** From the open house's page to a running kiosk, with the PIN. */
async function startKiosk(page: Page, app: App, oh: { id: number; code: string }) {
  await page.goto(`${app.url}/open-houses/${oh.id}`);
  await page.getByRole('link', { name: 'Kiosk mode' }).click();
  await expect(page.getByRole('heading', { name: 'Kiosk mode', level: 1 })).toBeVisible();
  await page.getByLabel('This open house’s kiosk PIN').fill(PIN);
  await page.getByRole('button', { name: 'Start kiosk mode on this device' }).click();
  await expect(page).toHaveURL(`${app.url}/kiosk/${oh.code}`);
  await expect(page.getByRole('form', { name: 'Welcome to the open house' })).toBeVisible();
}

/** The kiosk page and its files are in the service worker's cache (it may go offline now). */
async function keptForOffline(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          const cache = await caches.open('oha-kiosk-v1');
          return Boolean(navigator.serviceWorker.controller) && Boolean(await cache.match(location.pathname));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function signIn(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email (optional)').fill(`${name.toLowerCase().replace(/\W/g, '')}@example.net`);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('When are you hoping to buy?').selectOption('3-6');
  await page.getByRole('button', { name: 'Continue to the chat' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
}

const visitsOf = async (app: App, openHouseId: number) =>
  (await app.db.selectFrom('visits').select('id').where('openHouseId', '=', openHouseId).execute()).length;

test('offline, the kiosk keeps three sign-ins and sends each exactly once when the network is back', async ({
  app,
  agent,
  browser,
}) => {
  const { oh } = await openHouseWithPin(app, agent);
  const { context, page } = await device(browser, app, agent);
  await startKiosk(page, app, oh);
  await expectNoAxeViolations(page, 'kiosk form on a tablet');
  await expectTapTargets(page, '.oha-kiosk');
  await keptForOffline(page);

  await context.setOffline(true);
  // Served by the service worker: the tablet can reload (or restart) without a network.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Welcome to the open house' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Offline: sign-ins are kept on this tablet');
  for (const [i, name] of ['Ana Offline', 'Ben Offline', 'Cy Offline'].entries()) {
    await signIn(page, name);
    if (i === 0) {
      // The chat on the visitor's phone: the short link's QR code.
      await expect(page.getByRole('heading', { name: 'Scan to continue on your phone' })).toBeVisible();
      await expect(page.getByRole('img', { name: /QR code of/ })).toHaveAttribute(
        'data-qr-link',
        `${app.url}/oh/${oh.code}`,
      );
      await expectNoAxeViolations(page, 'kiosk thanks on a tablet, offline');
    }
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  }
  await expect(page.getByRole('status')).toContainText('3 sign-ins waiting to be sent');
  expect(await visitsOf(app, oh.id)).toBe(0);
  const waiting = await page.evaluate(
    () =>
      new Promise<Array<{ key: string; body: unknown }>>((resolve, reject) => {
        const r = indexedDB.open('oha-kiosk');
        r.onsuccess = () => {
          const all = r.result.transaction('signins').objectStore('signins').getAll();
          all.onsuccess = () => resolve(all.result as Array<{ key: string; body: unknown }>);
          all.onerror = () => reject(all.error);
        };
        r.onerror = () => reject(r.error);
      }),
  );
  expect(waiting).toHaveLength(3);
  expect(new Set(waiting.map((w) => w.key)).size).toBe(3);

  // Back online: the first post reaches the server but its answer is lost, the second is refused
  // as busy; the kiosk tries again until each is stored.
  let posts = 0;
  await context.route('**/api/open-house-sign-in', async (route) => {
    posts += 1;
    if (posts === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    if (posts === 2) return route.fulfill({ status: 503, body: '{}', contentType: 'application/json' });
    return route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByRole('status')).not.toContainText('waiting', { timeout: 60_000 });
  expect(posts).toBeGreaterThanOrEqual(5);
  expect(await visitsOf(app, oh.id)).toBe(3);
  await context.unroute('**/api/open-house-sign-in');

  // A replayed post of a stored key: success, the same visit, nothing new.
  const replay = await page.evaluate(async (body) => {
    const res = await fetch('/api/open-house-sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  }, waiting[0]!.body);
  expect(replay.status).toBe(200);
  expect(await visitsOf(app, oh.id)).toBe(3);
  const names = await app.db
    .selectFrom('visits')
    .innerJoin('contacts', 'contacts.id', 'visits.contactId')
    .select('contacts.name')
    .where('visits.openHouseId', '=', oh.id)
    .execute();
  expect(names.map((n) => n.name).sort()).toEqual(['Ana Offline', 'Ben Offline', 'Cy Offline']);
  await context.close();
});

test('the form clears after 30 s without a touch, and after each visitor', async ({ app, agent, browser }) => {
  const { oh } = await openHouseWithPin(app, agent);
  const { context, page } = await device(browser, app, agent);
  await page.clock.install();
  await startKiosk(page, app, oh);
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Half Typed');
  await page.clock.fastForward(20_000);
  await expect(name).toHaveValue('Half Typed');
  await page.getByLabel('Phone (optional)').fill('604 555 0100');
  await page.clock.fastForward(25_000);
  // 25 s after the last keystroke: still there.
  await expect(name).toHaveValue('Half Typed');
  await page.clock.fastForward(6_000);
  await expect(name).toHaveValue('');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('');
  // The thank-you screen goes back to an empty form on its own too.
  await signIn(page, 'Dee Idle');
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('form', { name: 'Welcome to the open house' })).toBeVisible();
  await expect(name).toHaveValue('');
  await context.close();
});

test('only the PIN leaves kiosk mode; an ended kiosk does not open again', async ({ app, agent, browser }) => {
  const { oh } = await openHouseWithPin(app, agent);
  const { context, page } = await device(browser, app, agent);
  // A wrong PIN on the start page: an inline error, and the page stays.
  await page.goto(`${app.url}/open-houses/${oh.id}/kiosk`);
  await page.getByLabel('This open house’s kiosk PIN').fill('1111');
  await page.getByRole('button', { name: 'Start kiosk mode on this device' }).click();
  await expect(page.getByRole('alert')).toHaveText('That PIN is not right. Please try again.');
  await expect(page.getByLabel('This open house’s kiosk PIN')).toHaveValue('1111');
  await startKiosk(page, app, oh);

  await page.getByLabel('Name', { exact: true }).fill('Still Here');
  await page.getByRole('button', { name: 'Agent: leave kiosk mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave kiosk mode' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Agent's PIN")).toBeFocused();
  await dialog.getByLabel("Agent's PIN").fill('0000');
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That PIN is not right.');
  await expectNoAxeViolations(page, 'kiosk PIN dialog on a tablet');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // The visitor's typing was not lost by the agent's look at the dialog.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Still Here');
  expect(
    await app.db.selectFrom('kioskSessions').select('endedAt').where('openHouseId', '=', oh.id).executeTakeFirst(),
  ).toEqual({
    endedAt: null,
  });

  await page.getByRole('button', { name: 'Agent: leave kiosk mode' }).click();
  await dialog.getByLabel("Agent's PIN").fill(PIN);
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(page.getByRole('heading', { name: 'Kiosk mode has ended' })).toBeVisible();
  await expectNoAxeViolations(page, 'kiosk ended');
  await expect
    .poll(
      async () =>
        (await app.db.selectFrom('kioskSessions').select('endedAt').where('openHouseId', '=', oh.id).executeTakeFirst())
          ?.endedAt,
    )
    .not.toBeNull();
  await page.getByRole('link', { name: 'Back to the open house' }).click();
  await expect(page).toHaveURL(`${app.url}/open-houses/${oh.id}`);
  const again = await page.goto(`${app.url}/kiosk/${oh.code}`);
  expect(again?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Kiosk mode is not running on this device' })).toBeVisible();
  await context.close();
});

test('another agent or a co-host cannot start the kiosk; a device without its token gets none', async ({
  app,
  agent,
  browser,
}) => {
  const { oh } = await openHouseWithPin(app, agent);
  const other = await createUser(app, { fName: 'Other', lName: 'Agent' });
  const cohost = await createUser(app, { fName: 'Co', lName: 'Host' });
  await app.db.insertInto('openHouseCohosts').values({ openHouseId: oh.id, email: cohost.email }).execute();
  let context: BrowserContext | undefined;
  try {
    for (const someone of [other, cohost]) {
      context = await browser.newContext({ extraHTTPHeaders: { Origin: app.url } });
      const page = await context.newPage();
      await loginAs(page, app, someone);
      await page.goto(`${app.url}/open-houses/${oh.id}/kiosk`);
      await expect(page).toHaveURL(`${app.url}/unauthorized`);
      const post = await context.request.post(
        `${app.url}/open-houses/${oh.id}/kiosk?_data=routes%2Fopen-houses.%24openHouseId_.kiosk`,
        { form: { pin: PIN } },
      );
      expect(post.status()).toBe(403);
      const kiosk = await page.goto(`${app.url}/kiosk/${oh.code}`);
      expect(kiosk?.status()).toBe(403);
      await context.close();
    }
    expect(await app.db.selectFrom('kioskSessions').select('tokenHash').execute()).toEqual([]);
  } finally {
    await context?.close().catch(() => undefined);
    await removeUser(app, other);
    await removeUser(app, cohost);
  }
});

test('the kiosk on a phone: every state passes axe and every control is at least 44 px', async ({
  app,
  agent,
  browser,
}) => {
  const { oh } = await openHouseWithPin(app, agent);
  const { context, page } = await device(browser, app, agent, PHONE);
  await startKiosk(page, app, oh);
  await expectNoAxeViolations(page, 'kiosk form on a phone');
  await expectTapTargets(page, '.oha-kiosk');
  await signIn(page, 'Phone Visitor');
  await expectNoAxeViolations(page, 'kiosk thanks on a phone');
  await expectTapTargets(page, '.oha-kiosk');
  await page.getByRole('button', { name: 'Agent: leave kiosk mode' }).click();
  await expectNoAxeViolations(page, 'kiosk PIN dialog on a phone');
  await expectTapTargets(page, '.oha-kiosk-dialog');
  await expect.poll(() => visitsOf(app, oh.id)).toBe(1);
  await context.close();
});

test('the print kit downloads from the open house’s page: its QR code decodes to the short link', async ({
  app,
  agent,
  loggedInPage: page,
}) => {
  const { oh } = await openHouseWithPin(app, agent);
  await page.goto(`${app.url}/open-houses/${oh.id}`);
  const kit = page.getByRole('region', { name: 'Print kit' });
  await kit.getByLabel('Second language').selectOption('fr');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    kit.getByRole('button', { name: 'Download the print kit (PDF)' }).click(),
  ]);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const shortLink = `${app.url}/oh/${oh.code}`;
  expect(await pdfPageQr(pdf, 1)).toBe(shortLink);
  const pages = await pdfTexts(pdf);
  expect(pages[0]).toContain(shortLink);
  const sheet = pages[2]!.replace(/\s+/g, ' ');
  expect(sheet).toContain('Open house sign-in sheet');
  expect(sheet).toContain(`${agent.fName} ${agent.lName} may email me about this home and similar ones.`);
  expect(sheet).toContain(`${agent.fName} ${agent.lName} may call or text me.`);
  expect(sheet).toContain('peut m');
  expect(sheet).toMatch(/\b1 2 3 4 5\b/);
  // Another agent gets none.
  const other = await createUser(app);
  try {
    await loginAs(page, app, other);
    const res = await page.request.get(`${app.url}/open-houses/${oh.id}/print-kit.pdf?lang=en`);
    expect(res.status()).toBe(403);
  } finally {
    await removeUser(app, other);
  }
});
