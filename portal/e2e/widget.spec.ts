// The embeddable widget, as an agent's website uses it: a page on another origin (a tiny
// node:http server on 127.0.0.1) with the script tag or the iframe snippet, while the app runs
// on localhost. Each test seeds its own agent and assistants through the database, so the tests
// run in any order and in parallel on the worker's server and host site.
import type { FrameLocator, Page } from '@playwright/test';
import { createUser, expect, removeUser, waitForMail, type App, type TestUser } from './fixtures';
import { hostPage, scriptTag, test as base } from './host-site';
import { seedAssistant } from './seed';

const test = base.extend<{ otherAgent: TestUser }>({
  otherAgent: async ({ app }, use) => {
    const other = await createUser(app, { fName: 'Robin', lName: 'Widget' });
    await use(other);
    await removeUser(app, other);
  },
});

test.use({ agentProfile: { fName: 'Robin', lName: 'Widget' } });

/** The agent's published assistant with one listing; returns its path name. */
async function seedWidgetAssistant(a: App, agent: TestUser, allowedOrigins?: string[]): Promise<string> {
  const { pathname } = await seedAssistant(a, agent, {
    listings: [['12 Birch Lane', 'Active Listing', 'New furnace in 2023. Quiet street near the park.']],
    ohaName: `${agent.fName}'s Assistant`,
    publicEmail: agent.email,
    publicPhone: '416-555-0142',
    knowledgeBase: false,
    allowedOrigins,
  });
  return pathname;
}

const ROBIN_HOMES = 'https://www.robin-homes.example';

const bubbleOf = (page: Page) => page.getByRole('button', { name: /^Chat/ });
const panelOf = (page: Page) => page.locator('open-house-chat').getByRole('dialog');
const chatFrame = (page: Page): FrameLocator => page.frameLocator('open-house-chat iframe');

/** The chat's first screen asks for the language. */
async function chooseEnglish(chat: FrameLocator): Promise<void> {
  await chat.getByRole('combobox', { name: 'Please select your language:' }).selectOption('en');
  await chat.getByRole('button', { name: 'Submit' }).click();
}

test('the bubble opens the chat on another site: nothing loads before the click, a question is answered, a lead reaches the outbox', async ({
  page,
  app,
  agent,
  site,
}) => {
  const open = await seedWidgetAssistant(app, agent);
  const url = site.page(hostPage(scriptTag(app, open, ' data-greeting="Questions about 12 Birch Lane?"')));
  const embedRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/embed/') || r.url().includes('/widget/embed-') || r.url().includes('/api/'))
      embedRequests.push(r.url());
  });
  await page.goto(url);

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

  const mail = await waitForMail(app, (m) => m.subject.startsWith('New Contact Request') && m.to.includes(agent.email));
  expect(mail.text).toContain('Casey Visitor');
  expect(mail.text).toContain('Could I see it on Saturday?');
});

test('a reply that arrives while the panel is closed shows as an unread badge on the bubble', async ({
  page,
  app,
  agent,
  site,
}) => {
  await page.goto(site.page(hostPage(scriptTag(app, await seedWidgetAssistant(app, agent)))));
  const bubble = bubbleOf(page);
  await bubble.click();
  const chat = chatFrame(page);
  await chooseEnglish(chat);

  // Hold the answer until the visitor has closed the panel.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    await gate;
    await route.continue();
  });
  const input = chat.getByRole('textbox', { name: /ask|message|address|anything/i });
  await input.fill('How old is the furnace?');
  await input.press('Enter');
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(panelOf(page)).toBeHidden();
  await expect(bubble).toHaveAccessibleName('Chat');
  release();

  await expect(bubble).toHaveAccessibleName('Chat, 1 unread');
  const badge = page.locator('open-house-chat .n');
  await expect(badge).toHaveText('1');
  await bubble.click();
  await expect(panelOf(page)).toBeVisible();
  await expect(badge).toBeHidden();
  await expect(bubble).toHaveAccessibleName('Chat');
});

test("the host page's CSS does not reach the widget and the widget's CSS does not reach the page", async ({
  page,
  app,
  agent,
  site,
}) => {
  await page.goto(site.page(hostPage(scriptTag(app, await seedWidgetAssistant(app, agent)))));
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

test('the iframe snippet shows the chat inline, without the panel close button', async ({ page, app, agent, site }) => {
  const open = await seedWidgetAssistant(app, agent);
  const url = site.page(
    hostPage(
      `<iframe src="${app.url}/embed/${open}" title="Chat with Robin" width="400" height="640" style="border:0"></iframe>`,
    ),
  );
  await page.goto(url);
  const chat = page.frameLocator('iframe[title="Chat with Robin"]');
  await chooseEnglish(chat);
  await expect(chat.getByRole('heading', { name: "Robin's Assistant" })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Close chat' })).toHaveCount(0);
  const input = chat.getByRole('textbox', { name: /ask|message|address|anything/i });
  await input.fill('Where is the park?');
  await input.press('Enter');
  await expect(chat.getByRole('button', { name: 'Contact the agent' }).last()).toBeVisible();
});

test.describe('an assistant with an allowed-websites list', () => {
  // Chromium reports the blocked frame as a console error; that is the point of these tests.
  test.use({ allowConsoleErrors: [/violates the following Content Security Policy directive: "frame-ancestors /] });

  test('answers with frame-ancestors for the list, so a site not on it cannot frame the chat', async ({
    page,
    app,
    agent,
    site,
  }) => {
    const open = await seedWidgetAssistant(app, agent);
    const limited = await seedWidgetAssistant(app, agent, [ROBIN_HOMES]);
    const res = await fetch(`${app.url}/embed/${limited}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${ROBIN_HOMES}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const openRes = await fetch(`${app.url}/embed/${open}`);
    expect(openRes.headers.get('content-security-policy')).toContain('frame-ancestors *');
    // Everything else keeps the strict defaults.
    const home = await fetch(`${app.url}/`);
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const url = site.page(
      hostPage(
        `<iframe src="${app.url}/embed/${limited}" title="Blocked chat" width="400" height="500"></iframe>` +
          `<iframe src="${app.url}/embed/${open}" title="Open chat" width="400" height="500"></iframe>`,
      ),
    );
    await page.goto(url);
    // The page's load event waits for both frames, also the blocked one's error page.
    await page.waitForLoadState('load');
    await expect(
      page.frameLocator('iframe[title="Open chat"]').getByRole('combobox', { name: 'Please select your language:' }),
    ).toBeVisible();
    const blocked = page
      .frames()
      .find((f) => f.parentFrame() === page.mainFrame() && f.name() === '' && !f.url().includes(open));
    expect(blocked, 'the blocked frame').toBeTruthy();
    expect(blocked!.url()).not.toContain(`/embed/${limited}`);
    await expect(page.frameLocator('iframe[title="Blocked chat"]').locator('#oha-embed')).toHaveCount(0);
  });

  test('the bubble on a site not on the list says the chat cannot be shown there', async ({
    page,
    app,
    agent,
    site,
  }) => {
    const limited = await seedWidgetAssistant(app, agent, [ROBIN_HOMES]);
    await page.goto(site.page(hostPage(scriptTag(app, limited))));
    await bubbleOf(page).click();
    await expect(page.locator('open-house-chat').getByRole('alert')).toHaveText(
      'The chat cannot be shown on this website.',
    );
    // The panel's own close button still works.
    await page.locator('open-house-chat').getByRole('button', { name: 'Close chat' }).click();
    await expect(panelOf(page)).toBeHidden();
  });

  test('an unknown assistant gets a 404 page', async ({ app }) => {
    const res = await fetch(`${app.url}/embed/nobody_000000000000000000`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Something went wrong.');
  });
});

test('on a phone-sized screen the panel takes the full screen and closes with its button', async ({
  page,
  app,
  agent,
  site,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site.page(hostPage(scriptTag(app, await seedWidgetAssistant(app, agent)))));
  await bubbleOf(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  const chat = chatFrame(page);
  await chooseEnglish(chat);
  // Polled: the panel slides in for a moment before it fills the screen.
  await expect.poll(() => panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
  await expect(bubbleOf(page)).toBeVisible();
});

test('keyboard: Tab reaches the bubble, Enter opens, focus stays in the panel, Escape closes', async ({
  page,
  app,
  agent,
  site,
}) => {
  await page.goto(site.page(hostPage(scriptTag(app, await seedWidgetAssistant(app, agent)))));
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

test('the loader is short-cached and the bundle immutable', async ({ app, agent }) => {
  const open = await seedWidgetAssistant(app, agent);
  const loader = await fetch(`${app.url}/widget.js`);
  expect(loader.status).toBe(200);
  expect(loader.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
  // One variant per language: the loader's words are the visitor's.
  expect(loader.headers.get('vary')).toContain('Accept-Language');
  expect(await loader.text()).toContain('"closeChat":"Close chat"');
  const ja = await fetch(`${app.url}/widget.js`, { headers: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });
  expect(ja.headers.get('content-language')).toBe('ja');
  expect(await ja.text()).toContain('チャットを閉じる');
  expect(loader.headers.get('access-control-allow-origin')).toBe('*');
  const html = await (await fetch(`${app.url}/embed/${open}`)).text();
  const js = /src="(\/widget\/embed-[\w-]+\.js)"/.exec(html)?.[1];
  expect(js).toBeTruthy();
  expect(html).not.toContain('__remix');
  const bundle = await fetch(`${app.url}${js}`);
  expect(bundle.status).toBe(200);
  expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test.describe('the "Embed on your website" section', () => {
  test.use({ agentProfile: { fName: 'Casey', lName: 'Embed' } });

  test('the agent copies the snippet, previews the chat, limits the allowed websites, and the pasted snippet works on their site', async ({
    loggedInPage: page,
    app,
    agent,
    site,
  }) => {
    const portal = await seedWidgetAssistant(app, agent);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.goto(`${app.url}/assistantlist`);
    const section = page.getByRole('region', { name: 'Embed on your website' });
    await expect(section).toBeVisible();
    // The preview's chat scrolls its own message list only, never the page around it: the page
    // used to jump down to the preview as soon as the chat rendered.
    await expect(
      page
        .frameLocator(`iframe[title="Preview of Casey's Assistant"]`)
        .getByText("Hi! I'm Casey's Assistant.", { exact: false }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const scriptCode = section.getByRole('code').first();
    const snippet = (await section.locator('pre').first().innerText()).trim();
    expect(snippet).toBe(`<script src="${app.url}/widget.js" data-assistant="${portal}" async></script>`);
    await expect(scriptCode).toBeVisible();
    await section.getByRole('button', { name: 'Copy: Chat bubble (recommended)' }).click();
    await expect(section.getByRole('button', { name: 'Copied: Chat bubble (recommended)' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await expect(section.locator('pre').nth(1)).toContainText(`<iframe src="${app.url}/embed/${portal}"`);

    // The live preview is the embed page itself.
    const preview = page.frameLocator(`iframe[title="Preview of Casey's Assistant"]`);
    await expect(preview.getByRole('combobox', { name: 'Please select your language:' })).toBeVisible();

    // Mistakes are named inline, per line.
    const origins = section.getByLabel('Websites that may show this chat, one per line');
    await origins.fill('ftp://files.example\nhttps://www.casey-homes.example/listings/12');
    await section.getByRole('button', { name: 'Save allowed websites' }).click();
    const alert = section.getByRole('alert');
    await expect(alert).toContainText('Line 1: "ftp://files.example" must start with https:// or http://.');
    await expect(alert).toContainText('Line 2: "https://www.casey-homes.example/listings/12" has a page path');

    await origins.fill(`${site.origin}/\nwww.Casey-Homes.example`);
    await section.getByRole('button', { name: 'Save allowed websites' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(origins).toHaveValue(`${site.origin}\nhttps://www.casey-homes.example`);
    const res = await fetch(`${app.url}/embed/${portal}`);
    expect(res.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${site.origin} https://www.casey-homes.example`,
    );
    // The list survives a reload.
    await page.reload();
    await expect(page.getByLabel('Websites that may show this chat, one per line')).toHaveValue(
      `${site.origin}\nhttps://www.casey-homes.example`,
    );

    // The copied snippet, pasted into a plain page on the (allowed) site, shows the working chat.
    const pasted = site.page(
      `<!doctype html><html><head><title>Casey Homes</title></head><body><p>Welcome</p>${snippet}</body></html>`,
    );
    const visitor = await page.context().newPage();
    await visitor.goto(pasted);
    await bubbleOf(visitor).click();
    await expect(chatFrame(visitor).getByRole('combobox', { name: 'Please select your language:' })).toBeVisible();
    await visitor.close();
  });

  test("the server re-validates the list and refuses another agent's assistant", async ({
    loggedInPage: page,
    app,
    agent,
    otherAgent,
  }) => {
    const own = await seedAssistant(app, agent, { knowledgeBase: false });
    const other = await seedAssistant(app, otherAgent, { knowledgeBase: false });

    const bad = await page.request.post(`${app.url}/assistantlist/${own.id}/embed`, {
      form: { origins: 'javascript:alert(1)' },
    });
    expect(bad.status()).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('must start with https://');

    const foreign = await page.request.post(`${app.url}/assistantlist/${other.id}/embed`, {
      form: { origins: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    const stored = await app.db
      .selectFrom('assistants')
      .select('allowedOrigins')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(stored.allowedOrigins).toBe('[]');
  });
});
