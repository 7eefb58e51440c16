// Two instances of one installation (one PostgreSQL database, each its own process and DATA_DIR),
// as behind a load balancer: a sign-in on one instance reaches the live list of a co-host whose
// page is connected to the other, without a reload, and the other way round for the owner.
// PostgreSQL only (on SQLite there is one instance): the sqlite project reports it skipped.
import type { Browser } from '@playwright/test';
import { createUser, expect, loginAs, removeUser, startApp, test, type App } from './fixtures';
import { seedAssistant, seedOpenHouse } from './seed';

test.use({ ownClientIp: true });
test.describe.configure({ timeout: 240_000 });
test.skip(({ database }) => database !== 'postgres', 'several instances share a PostgreSQL database');

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function signIn(browser: Browser, app: App, shortPath: string, name: string, email: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${app.url}${shortPath}`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('When are you hoping to buy?').selectOption('3-6');
  await page.getByRole('button', { name: 'Continue to the chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await context.close();
}

test('a sign-in on one instance reaches live lists connected to another', async ({ app, agent, browser }) => {
  const other = await startApp({}, { sharedDatabaseUrl: app.databaseUrl });
  const cohost = await createUser(app, { fName: 'Casey', lName: 'Cohost' });
  try {
    const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
    const oh = await seedOpenHouse(app, agent, assistant.listingIds[0]!, { cohostEmails: [cohost.email] });

    // The co-host's phone is connected to the other instance, the owner's to the first.
    const cc = await browser.newContext(PHONE);
    const co = await cc.newPage();
    await loginAs(co, other, cohost);
    await co.goto(`${other.url}/open-houses/${oh.id}/live`);
    await expect(co.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await co.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const oc = await browser.newContext(PHONE);
    const owner = await oc.newPage();
    await loginAs(owner, app, agent);
    await owner.goto(`${app.url}/open-houses/${oh.id}/live`);
    await expect(owner.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

    await signIn(browser, app, oh.shortPath, 'Ada Visitor', 'ada@example.net');
    await expect(co.locator('li[data-visitor="Ada Visitor"]')).toBeVisible();
    await expect(owner.locator('li[data-visitor="Ada Visitor"]')).toBeVisible();

    await signIn(browser, other, oh.shortPath, 'Ben Visitor', 'ben@example.net');
    await expect(owner.locator('li[data-visitor="Ben Visitor"]')).toBeVisible();
    await expect(co.locator('li[data-visitor="Ben Visitor"]')).toBeVisible();
    // Pushed, not reloaded.
    expect(await co.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await cc.close();
    await oc.close();
  } finally {
    await removeUser(app, cohost);
    await other.stop();
  }
});
