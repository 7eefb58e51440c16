// The embeddable widget, as an agent's website uses it: a page on another origin (a tiny
// node:http server on 127.0.0.1) with the script tag or the iframe snippet, while the app runs
// on localhost. Assistants and listings are seeded through the database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from '@playwright/test';
import { createUser, expect, freePort, test, useApp, waitForMail, type App, type TestUser } from './fixtures';

const app = useApp();

const HOST_CSS = '* { color: red !important; font-size: 40px; } body { font-family: Georgia, serif; }';

/** A stand-in for an agent's website on its own origin; pages are registered per test. */
interface HostSite {
  origin: string;
  pages: Map<string, string>;
  close: () => Promise<void>;
}

async function startHostSite(): Promise<HostSite> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const body = pages.get((req.url ?? '/').split('?')[0]!);
    if (!body) {
      res.writeHead(204).end(); // e.g. /favicon.ico: nothing, and no console error
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function hostPage(body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Agent site</title>' +
    `<style>${HOST_CSS}</style></head><body><h1>Sunny homes</h1><button type="button">Host button</button>${body}</body></html>`
  );
}

const scriptTag = (a: App, pathname: string, extra = '') =>
  `<script src="${a.url}/widget.js" data-assistant="${pathname}"${extra} async></script>`;

async function seedAssistant(a: App, agent: TestUser, pathname: string, allowedOrigins: string[] = []): Promise<void> {
  const { id } = await a.db
    .insertInto('assistants')
    .values({
      assistantPathname: pathname,
      realtorUserId: agent.id,
      ohaName: `${agent.fName}'s Assistant`,
      publicEmail: agent.email,
      publicPhone: '416-555-0142',
      published: 1,
      allowedOrigins: JSON.stringify(allowedOrigins),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await a.db
    .insertInto('listings')
    .values({
      assistantId: id,
      realtorUserId: agent.id,
      listingName: '12 Birch Lane',
      insiderInfo: 'New furnace in 2023. Quiet street near the park.',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .execute();
}

const bubbleOf = (page: Page) => page.getByRole('button', { name: /^Chat/ });
const panelOf = (page: Page) => page.locator('open-house-chat').getByRole('dialog');
const chatFrame = (page: Page): FrameLocator => page.frameLocator('open-house-chat iframe');

/** The chat's first screen asks for the language. */
async function chooseEnglish(chat: FrameLocator): Promise<void> {
  await chat.getByRole('combobox', { name: 'Please select your language:' }).selectOption('en');
  await chat.getByRole('button', { name: 'Submit' }).click();
}

let site: HostSite;
let agent: TestUser;
const OPEN = 'robin_widgetopen000000000001';
const LIMITED = 'robin_widgetlimited000000001';

test.beforeAll(async () => {
  site = await startHostSite();
  agent = await createUser(app, { fName: 'Robin', lName: 'Widget' });
  await seedAssistant(app, agent, OPEN);
  await seedAssistant(app, agent, LIMITED, ['https://www.robin-homes.example']);
});

test.afterAll(async () => {
  await site?.close();
});

test('the bubble opens the chat on another site: nothing loads before the click, a question is answered, a lead reaches the outbox', async ({ page }) => {
  site.pages.set('/bubble', hostPage(scriptTag(app, OPEN, ' data-greeting="Questions about 12 Birch Lane?"')));
  const embedRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/embed/') || r.url().includes('/widget/embed-') || r.url().includes('/api/')) embedRequests.push(r.url());
  });
  await page.goto(`${site.origin}/bubble`);

  const bubble = bubbleOf(page);
  await expect(bubble).toBeVisible();
  await expect(bubble).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('open-house-chat').getByText('Questions about 12 Birch Lane?')).toBeVisible();
  await expect(page.locator('open-house-chat iframe')).toHaveCount(0);
  expect(embedRequests).toEqual([]);

  await bubble.click();
  await expect(bubble).toHaveAttribute('aria-expanded', 'true');
  await expect(panelOf(page)).toBeVisible();
  const chat = chatFrame(page);
  await chooseEnglish(chat);
  // The panel is named after the assistant once the app is up.
  await expect(panelOf(page)).toHaveAccessibleName("Robin's Assistant");

  const input = chat.getByRole('textbox', { name: /ask|message|address|anything/i });
  await input.fill('Is there a new furnace?');
  await input.press('Enter');
  await expect(chat.locator('.oha-msg.oha-user')).toHaveText(/Is there a new furnace\?/);
  // A reply from the offline engine comes with its actions, among them "Contact the agent".
  const contact = chat.getByRole('button', { name: 'Contact the agent' }).last();
  await expect(contact).toBeVisible();
  await expect(chat.locator('.oha-msg.oha-assistant .oha-bubble').last()).not.toBeEmpty();

  await contact.click();
  const form = chat.getByRole('dialog', { name: 'Leave a message' });
  await form.getByLabel('Listing').selectOption('12 Birch Lane');
  await form.getByLabel('Name').fill('Casey Visitor');
  await form.getByLabel('Email').fill('casey.visitor@example.com');
  await form.getByLabel('Message').fill('Could I see it on Saturday?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Thank you')).toBeVisible();

  const mail = await waitForMail(app, (m) => m.subject.startsWith('New Contact Request') && m.text.includes('Casey Visitor'));
  expect(mail.to).toContain(agent.email);
  expect(mail.text).toContain('Could I see it on Saturday?');
});

test("the host page's CSS does not reach the widget and the widget's CSS does not reach the page", async ({ page }) => {
  site.pages.set('/styled', hostPage(scriptTag(app, OPEN)));
  await page.goto(`${site.origin}/styled`);
  const bubble = bubbleOf(page);
  await expect(bubble).toBeVisible();
  // The host's rule applies to its own elements...
  const hostButton = page.getByRole('button', { name: 'Host button' });
  await expect(hostButton).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(hostButton).toHaveCSS('font-size', '40px');
  // ...but not to the bubble (shadow root), and the bubble keeps its size.
  await expect(bubble).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(bubble).toHaveCSS('font-size', '15px');
  await expect(bubble).toHaveCSS('width', '60px');

  await bubble.click();
  const chat = chatFrame(page);
  await chooseEnglish(chat);
  const title = chat.getByRole('heading', { name: "Robin's Assistant" });
  await expect(title).toBeVisible();
  await expect(title).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(chat.locator('.oha-chat')).toHaveCSS('font-size', '15px');
  await expect(chat.locator('.oha-chat')).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  // The widget added no styles to the host document.
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  await expect(page.getByRole('heading', { name: 'Sunny homes' })).toHaveCSS('font-family', 'Georgia, serif');
});

test('the iframe snippet shows the chat inline, without the panel close button', async ({ page }) => {
  site.pages.set(
    '/inline',
    hostPage(`<iframe src="${app.url}/embed/${OPEN}" title="Chat with Robin" width="400" height="640" style="border:0"></iframe>`),
  );
  await page.goto(`${site.origin}/inline`);
  const chat = page.frameLocator('iframe[title="Chat with Robin"]');
  await chooseEnglish(chat);
  await expect(chat.getByRole('heading', { name: "Robin's Assistant" })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const input = chat.getByRole('textbox', { name: /ask|message|address|anything/i });
  await input.fill('Where is the park?');
  await input.press('Enter');
  await expect(chat.getByRole('button', { name: 'Contact the agent' }).last()).toBeVisible();
});

test.describe('an assistant with an allowed-websites list', () => {
  // Chromium reports the blocked frame as a console error; that is the point of these tests.
  test.use({ allowConsoleErrors: [/violates the following Content Security Policy directive: "frame-ancestors /] });

  test('answers with frame-ancestors for the list, so a site not on it cannot frame the chat', async ({ page }) => {
    const res = await fetch(`${app.url}/embed/${LIMITED}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://www.robin-homes.example");
    expect(res.headers.get('x-frame-options')).toBeNull();
    const open = await fetch(`${app.url}/embed/${OPEN}`);
    expect(open.headers.get('content-security-policy')).toContain('frame-ancestors *');
    // Everything else keeps the strict defaults.
    const home = await fetch(`${app.url}/`);
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    site.pages.set(
      '/blocked',
      hostPage(
        `<iframe src="${app.url}/embed/${LIMITED}" title="Blocked chat" width="400" height="500"></iframe>` +
          `<iframe src="${app.url}/embed/${OPEN}" title="Open chat" width="400" height="500"></iframe>`,
      ),
    );
    await page.goto(`${site.origin}/blocked`);
    // The page's load event waits for both frames, also the blocked one's error page.
    await page.waitForLoadState('load');
    await expect(page.frameLocator('iframe[title="Open chat"]').getByRole('combobox', { name: 'Please select your language:' })).toBeVisible();
    const blocked = page.frames().find((f) => f.parentFrame() === page.mainFrame() && f.name() === '' && !f.url().includes(OPEN));
    expect(blocked, 'the blocked frame').toBeTruthy();
    expect(blocked!.url()).not.toContain(`/embed/${LIMITED}`);
    await expect(page.frameLocator('iframe[title="Blocked chat"]').locator('#oha-embed')).toHaveCount(0);
  });

  test('the bubble on a site not on the list says the chat cannot be shown there', async ({ page }) => {
    site.pages.set('/blocked-bubble', hostPage(scriptTag(app, LIMITED)));
    await page.goto(`${site.origin}/blocked-bubble`);
    await bubbleOf(page).click();
    await expect(page.locator('open-house-chat').getByRole('alert')).toHaveText('The chat cannot be shown on this website.');
    // The panel's own close button still works.
    await page.locator('open-house-chat').getByRole('button', { name: 'Close chat' }).click();
    await expect(panelOf(page)).toBeHidden();
  });

  test('an unknown assistant gets a 404 page', async () => {
    const res = await fetch(`${app.url}/embed/nobody_000000000000000000`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Something went wrong.');
  });
});

test('on a phone-sized screen the panel takes the full screen and closes with its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  site.pages.set('/phone', hostPage(scriptTag(app, OPEN)));
  await page.goto(`${site.origin}/phone`);
  await bubbleOf(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  const chat = chatFrame(page);
  await chooseEnglish(chat);
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(bubbleOf(page)).toBeVisible();
});

test('keyboard: Tab reaches the bubble, Enter opens, focus stays in the panel, Escape closes', async ({ page }) => {
  site.pages.set('/keyboard', hostPage(scriptTag(app, OPEN)));
  await page.goto(`${site.origin}/keyboard`);
  const bubble = bubbleOf(page);
  await expect(bubble).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Host button' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bubble).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(panelOf(page)).toBeVisible();
  const chat = chatFrame(page);
  // Focus moves into the chat: its first screen's language choice.
  await expect(chat.getByRole('combobox', { name: 'Please select your language:' })).toBeFocused();

  // The focus trap: however often Tab is pressed, focus stays inside the panel (the shadow host).
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('OPEN-HOUSE-CHAT');
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('OPEN-HOUSE-CHAT');

  await page.keyboard.press('Escape');
  await expect(panelOf(page)).toBeHidden();
  await expect(bubble).toBeFocused();
  await expect(bubble).toHaveAttribute('aria-expanded', 'false');
});

test('the loader is short-cached and the bundle immutable', async () => {
  const loader = await fetch(`${app.url}/widget.js`);
  expect(loader.status).toBe(200);
  expect(loader.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
  expect(loader.headers.get('access-control-allow-origin')).toBe('*');
  const html = await (await fetch(`${app.url}/embed/${OPEN}`)).text();
  const js = /src="(\/widget\/embed-[\w-]+\.js)"/.exec(html)?.[1];
  expect(js).toBeTruthy();
  expect(html).not.toContain('__remix');
  const bundle = await fetch(`${app.url}${js}`);
  expect(bundle.status).toBe(200);
  expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});
