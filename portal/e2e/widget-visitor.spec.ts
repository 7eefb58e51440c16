// The widget on an agent's site as visitors use it: on a phone (touch, 390×844) and with a
// keyboard on a desktop. Closing from any screen, Escape layer by layer, focus, tap targets, the
// conversation kept across tabs (also where the frame may not use storage), the loader's words in
// the visitor's language, and axe-core at zero violations in every state. Each test seeds its own
// agent, assistant and host page, so the tests run in any order and in parallel.
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectTapTargets } from './a11y';
import { expect, type App } from './fixtures';
import { hostPage, scriptTag, test as base } from './host-site';
import { seedAssistant } from './seed';

const answered = expect.configure({ timeout: 45_000 });
const PLAIN_CSS = 'body { font-family: Georgia, serif; margin: 2rem; } main { min-height: 3000px; }';
const NOTES = 'Asking price: $1,249,000. New furnace in 2023.';

/** The test's own assistant (two listings) and the agent's home page with its script tag. */
const test = base.extend<{ home: { pathname: string; url: string } }>({
  home: async ({ app, agent, site }, use) => {
    const { pathname } = await seedAssistant(app, agent, {
      listings: [
        ['12 Birch Lane', 'Active Listing', NOTES],
        ['48 Oak Ave', 'Coming Soon', NOTES],
      ],
      ohaName: "Noor's Assistant",
      publicEmail: agent.email,
      publicPhone: '416-555-0142',
      knowledgeBase: false,
    });
    const tag = scriptTag(app, pathname, ' data-greeting="Questions about this home?"');
    await use({ pathname, url: site.page(hostPage(tag, PLAIN_CSS)) });
  },
});

test.use({ agentProfile: { fName: 'Noor', lName: 'Haddad' } });

const widget = (page: Page) => page.locator('open-house-chat');
const bubbleOf = (page: Page) => widget(page).getByRole('button', { name: /^(Chat|チャット)/ });
const panelOf = (page: Page) => widget(page).getByRole('dialog');
const chatFrame = (page: Page): FrameLocator => page.frameLocator('open-house-chat iframe');

async function openChat(page: Page, url: string): Promise<FrameLocator> {
  await page.goto(url);
  await bubbleOf(page).click();
  const chat = chatFrame(page);
  await expect(chat.getByRole('dialog', { name: 'Please select your language:' })).toBeVisible();
  return chat;
}

async function chooseEnglish(chat: FrameLocator) {
  const overlay = chat.getByRole('dialog', { name: 'Please select your language:' });
  await overlay.getByRole('combobox').selectOption('en');
  await overlay.getByRole('button', { name: 'Submit' }).click();
  await expect(overlay).toHaveCount(0);
}

async function askFirstListing(chat: FrameLocator) {
  await chat
    .getByRole('group', { name: 'Please select a listing:' })
    .getByRole('button', { name: /12 Birch/ })
    .click();
  await answered(chat.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(1);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Close on the language screen closes the panel, and the page behind does not scroll while it is open', async ({
    page,
    home,
  }) => {
    await page.goto(home.url);
    await expectTapTargets(page, 'open-house-chat');
    await expectNoAxeViolations(page, 'host page with the bubble and greeting');
    await bubbleOf(page).tap();
    const chat = chatFrame(page);
    await expect(chat.getByRole('dialog', { name: 'Please select your language:' })).toBeVisible();
    // Polled: the panel slides in for a moment before it fills the screen.
    await expect.poll(() => panelOf(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // The full-screen panel holds the page still.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page, 'widget language question');
    // The panel's Close stays above the language question's backdrop.
    await chat.getByRole('button', { name: 'Close chat' }).tap();
    await expect(panelOf(page)).toBeHidden();
    await expect(bubbleOf(page)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  });

  test('every control measures at least 44×44 and axe finds nothing, screen by screen; focus stays in the message box after an answer', async ({
    page,
    home,
  }) => {
    const chat = await openChat(page, home.url);
    const frame = () => page.frames().find((f) => f.url().includes('/embed/'))!;
    await expectTapTargets(frame());
    await chooseEnglish(chat);
    await expect(
      chat.getByRole('group', { name: 'Please select a listing:' }).getByRole('button').first(),
    ).toBeFocused();
    await expectTapTargets(frame());
    await askFirstListing(chat);
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await expect(box).toBeFocused();
    await box.fill('Is there a new furnace?');
    await box.press('Enter');
    await answered(chat.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(2);
    await expect(box).toBeFocused();
    await expectTapTargets(frame());
    await expectNoAxeViolations(page, 'widget answers');
    await chat.getByRole('button', { name: 'Contact the agent' }).last().tap();
    await expect(chat.getByRole('dialog', { name: 'Leave a message' })).toBeVisible();
    await expectTapTargets(frame());
    await expectNoAxeViolations(page, 'widget leave a message');
    // Close chat works above a dialog too.
    await chat.getByRole('button', { name: 'Close chat' }).tap();
    await expect(panelOf(page)).toBeHidden();
  });
});

test.describe('with a keyboard', () => {
  test('Escape in a menu closes the menu only; a second Escape closes the panel and focus returns to the bubble, which shows a close icon while open', async ({
    page,
    home,
  }) => {
    const chat = await openChat(page, home.url);
    const bubble = bubbleOf(page);
    await expect(widget(page).locator('.b .c')).toBeVisible(); // the close icon
    await expect(widget(page).locator('.b .o')).toBeHidden();
    await chooseEnglish(chat);
    const menuButton = chat.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(chat.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, 'widget menu');
    await page.keyboard.press('Escape');
    await expect(chat.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(panelOf(page)).toBeVisible();

    // A dialog: the first Escape closes the dialog, focus back on its opener, the panel stays.
    await page.keyboard.press('Enter');
    await expect(chat.getByRole('menu')).toBeVisible();
    // The menu takes the focus on its first item once it has rendered; only then do arrows move it.
    await expect(chat.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(chat.getByRole('menuitem', { name: 'Email chat history' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = chat.getByRole('dialog', { name: 'Email chat history' });
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await expectNoAxeViolations(page, 'widget dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(panelOf(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panelOf(page)).toBeHidden();
    await expect(bubble).toBeFocused();
    await expect(widget(page).locator('.b .o')).toBeVisible(); // the chat icon again
  });
});

/** Makes the frame's Web Storage throw, as third-party frames get where the browser blocks it. */
async function blockFrameStorage(context: BrowserContext, app: App) {
  await context.addInitScript((appOrigin: string) => {
    if (window === window.top || location.origin !== appOrigin) return;
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied.`,
            'SecurityError',
          );
        },
      });
  }, new URL(app.url).origin);
}

for (const blocked of [false, true]) {
  test(`a new tab of the host site shows the earlier conversation${blocked ? ", also where the frame's storage throws" : ''}`, async ({
    page,
    context,
    app,
    home,
  }) => {
    // Chromium blocks a third-party frame's storage by default (the app on localhost, the site on
    // 127.0.0.1); where a browser allows it the frame is like one on a same-site host, which the
    // site's localhost address gives (another origin, the same site).
    const url = blocked ? home.url : home.url.replace('127.0.0.1', 'localhost');
    if (blocked) await blockFrameStorage(context, app);
    const chat = await openChat(page, url);
    const storageThrows = await page
      .frames()
      .find((f) => f.url().includes('/embed/'))!
      .evaluate(() => {
        try {
          void window.localStorage;
          return false;
        } catch {
          return true;
        }
      });
    expect(storageThrows).toBe(blocked);
    await chooseEnglish(chat);
    await askFirstListing(chat);

    const second = await context.newPage();
    await second.goto(url);
    await bubbleOf(second).click();
    const again = chatFrame(second);
    // No language question: the conversation is back, with its answer.
    await expect(again.locator('.oha-msg.oha-user')).toHaveText(['12 Birch Lane']);
    await expect(again.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(1);
    await expect(again.getByRole('dialog', { name: 'Please select your language:' })).toHaveCount(0);
    const kept = await second.evaluate((key) => localStorage.getItem(key), `oha:${home.pathname}:chat`);
    // Where the frame's own storage works, the host page's storage stays untouched.
    expect(kept === null).toBe(!blocked);
    await second.close();
  });
}

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test("the loader's own words are in the visitor's language", async ({ page, home }) => {
    await page.goto(home.url);
    await expect(bubbleOf(page)).toHaveAccessibleName('チャット');
    await expect(widget(page).getByRole('button', { name: 'あいさつを閉じる' })).toBeVisible();
    await bubbleOf(page).click();
    await expect(chatFrame(page).getByRole('combobox')).toHaveValue('ja');
    await expect(chatFrame(page).getByRole('button', { name: 'Close chat' })).toBeVisible();
  });
});
