// An open house as its visitors meet it: the QR code's short link opens the listing's chat with a
// sign-in first, on a phone (390×844, touch) and on a desktop, in the page and in the widget.
// The chat input shows right after signing in (p95 of ten runs printed, not asserted); both
// consent boxes start unticked and the form goes through with both unticked; errors show inline
// and keep what was typed; the same email at two open houses is one contact with two visits.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations, expectTapTargets } from './a11y';
import { expect, test, type App } from './fixtures';
import { seedAssistant, seedOpenHouse } from './seed';

test.use({ ownClientIp: true });
// Real work (servers, browsers, the answer engine) on a shared two-core machine: generous time.
test.describe.configure({ timeout: 240_000 });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function phone(browser: Browser, app: App, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale, extraHTTPHeaders: { 'Accept-Language': locale } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('visitor page error:', e.message));
  return { context, page };
}

/** Fills the required answers of the sign-in (the agent asked for an email). */
async function fillSignIn(page: Page, name: string, email: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('When are you hoping to buy?').selectOption('1-3');
}

test('a visitor signs in on a phone, unticked consent boxes and all, and lands in the chat', async ({
  app,
  agent,
  browser,
}) => {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const oh = await seedOpenHouse(app, agent, assistant.listingIds[0]!);
  const timings: number[] = [];
  for (let run = 0; run < 10; run++) {
    const { context, page } = await phone(browser, app);
    await page.goto(`${app.url}${oh.shortPath}`);
    await expect(page).toHaveURL(new RegExp(`/assistants/${assistant.pathname}\\?src=open_house&oh=${oh.code}`));
    const form = page.getByRole('form', { name: 'Welcome to the open house' });
    await expect(form).toBeVisible();
    const emailBox = page.getByRole('checkbox', { name: /may email me/ });
    const callsBox = page.getByRole('checkbox', { name: /may call or text me/ });
    await expect(emailBox).not.toBeChecked();
    await expect(callsBox).not.toBeChecked();
    if (run === 0) {
      await expect(form).not.toContainText(/enter the home|required to enter|must sign/i);
      await expectNoAxeViolations(page, 'sign-in on a phone');
      await expectTapTargets(page, '.oha-signin');
    }
    await fillSignIn(page, `Visitor ${run}`, `visitor${run}@example.net`);
    const started = Date.now();
    await page.getByRole('button', { name: 'Continue to the chat' }).click();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible({ timeout: 10_000 });
    timings.push(Date.now() - started);
    if (run === 0) await expectNoAxeViolations(page, 'chat after sign-in on a phone');
    await context.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1];
  console.log(
    `open house sign-in to chat input, 10 runs on a phone: p95 ${p95} ms (min ${sorted[0]} ms, max ${sorted.at(-1)} ms)`,
  );

  const consents = await app.db
    .selectFrom('consentRecords')
    .select(['emailFollowUp', 'callsAndTexts', 'consentVersion', 'language'])
    .where('openHouseId', '=', oh.id)
    .execute();
  expect(consents).toHaveLength(10);
  for (const c of consents) expect(c).toMatchObject({ emailFollowUp: 0, callsAndTexts: 0, language: 'en' });
  const leads = await app.db
    .selectFrom('leads')
    .select(['source', 'leadSource', 'listingName'])
    .where('assistantId', '=', assistant.id)
    .execute();
  expect(leads).toHaveLength(10);
  expect(leads[0]).toEqual({ source: 'open_house', leadSource: 'open_house', listingName: '7 Cedar Court, Vancouver' });
});

test('bad input shows inline errors, keeps what was typed, and the chat turns belong to the visit', async ({
  app,
  agent,
  browser,
}) => {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const oh = await seedOpenHouse(app, agent, assistant.listingIds[0]!, {
    disclosureText: 'The listing agent represents the seller only.',
    ownQuestion: 'How did you hear about this open house?',
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.url}${oh.shortPath}`);
  await page.getByLabel('Name', { exact: true }).fill('Robin Park');
  await page.getByLabel('Email', { exact: true }).fill('robin@');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('How did you hear about this open house? (optional)').fill('A sign on the corner');
  await page.getByRole('button', { name: 'Continue to the chat' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check the fields marked below.');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText("Please enter your agent's name.")).toBeVisible();
  await expect(page.getByText('Please choose one.')).toBeVisible();
  await expect(page.getByText('Please tick the box to confirm you have read it.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Robin Park');
  await expect(page.getByLabel('How did you hear about this open house? (optional)')).toHaveValue(
    'A sign on the corner',
  );
  await expectNoAxeViolations(page, 'sign-in with errors on a desktop');

  await page.getByLabel('Email', { exact: true }).fill('robin@example.net');
  await page.getByLabel("Your agent's name").fill('Sam Lee');
  await page.getByLabel('Their brokerage (optional)').fill('Harbour Realty');
  await page.getByLabel('When are you hoping to buy?').selectOption('now');
  await page.getByRole('checkbox', { name: 'I have read this.' }).check();
  await page.getByRole('checkbox', { name: /may email me/ }).check();
  await page.getByRole('button', { name: 'Continue to the chat' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeFocused();
  await input.fill('Is there parking?');
  await input.press('Enter');
  await expect(page.locator('.oha-bubble').last()).not.toBeEmpty({ timeout: 30_000 });

  const visit = await app.db
    .selectFrom('visits')
    .select(['chatSessionId', 'answers'])
    .where('openHouseId', '=', oh.id)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(visit.answers)).toMatchObject({
    hasAgent: true,
    agentName: 'Sam Lee',
    agentBrokerage: 'Harbour Realty',
    timeline: 'now',
    ownAnswer: 'A sign on the corner',
  });
  await expect
    .poll(async () =>
      (
        await app.db
          .selectFrom('chatMessages')
          .select('content')
          .where('sessionId', '=', visit.chatSessionId!)
          .where('role', '=', 'user')
          .execute()
      ).map((m) => m.content),
    )
    .toEqual(['Is there parking?']);
  const consent = await app.db
    .selectFrom('consentRecords')
    .selectAll()
    .where('openHouseId', '=', oh.id)
    .executeTakeFirstOrThrow();
  expect(consent).toMatchObject({ emailFollowUp: 1, callsAndTexts: 0, disclosureAcknowledged: 1 });

  // A reload keeps the visitor in the chat: the sign-in is done.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Welcome to the open house' })).toHaveCount(0);
  await context.close();
});

test('the same email at two open houses is one contact with two visits; "Skip and just chat" where allowed', async ({
  app,
  agent,
  browser,
}) => {
  const assistant = await seedAssistant(app, agent, {
    listings: [
      ['7 Cedar Court, Vancouver', 'Active Listing'],
      ['9 Elm Street, Burnaby', 'Active Listing'],
    ],
  });
  const first = await seedOpenHouse(app, agent, assistant.listingIds[0]!);
  const second = await seedOpenHouse(app, agent, assistant.listingIds[1]!, { signinMode: 'optional' });
  for (const oh of [first, second]) {
    const { context, page } = await phone(browser, app);
    await page.goto(`${app.url}${oh.shortPath}`);
    await fillSignIn(page, 'Robin Park', oh === first ? 'Robin@Example.net' : 'robin@example.net ');
    await page.getByRole('button', { name: 'Continue to the chat' }).click();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await context.close();
  }
  const contacts = await app.db
    .selectFrom('contacts')
    .select(['id', 'email'])
    .where('realtorUserId', '=', agent.id)
    .execute();
  expect(contacts).toEqual([{ id: expect.any(Number), email: 'robin@example.net' }]);
  const visits = await app.db
    .selectFrom('visits')
    .select(['openHouseId'])
    .where('contactId', '=', contacts[0]!.id)
    .execute();
  expect(visits.map((v) => v.openHouseId).sort()).toEqual([first.id, second.id].sort());

  // The second open house lets visitors skip: the chat opens, no visit is stored.
  const { context, page } = await phone(browser, app);
  await page.goto(`${app.url}${second.shortPath}`);
  await page.getByRole('button', { name: 'Skip and just chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await context.close();
  const { context: c2, page: p2 } = await phone(browser, app);
  await p2.goto(`${app.url}${first.shortPath}`);
  await expect(p2.getByRole('button', { name: 'Continue to the chat' })).toBeVisible();
  await expect(p2.getByRole('button', { name: 'Skip and just chat' })).toHaveCount(0);
  await c2.close();
  expect(await app.db.selectFrom('visits').select('id').where('openHouseId', '=', second.id).execute()).toHaveLength(1);
});

test('the sign-in speaks the browser’s language and works in the widget’s frame', async ({ app, agent, browser }) => {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const oh = await seedOpenHouse(app, agent, assistant.listingIds[0]!);
  const { context, page } = await phone(browser, app, 'ko-KR');
  await page.goto(`${app.url}${oh.shortPath}`);
  await expect(page.getByRole('form', { name: '오픈 하우스에 오신 것을 환영합니다' })).toBeVisible();
  await expect(page.getByLabel('언어')).toHaveValue('ko');
  await page.getByLabel('언어').selectOption('fr');
  await expect(page.getByRole('form', { name: 'Bienvenue à la visite libre' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in in French');
  await context.close();

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const frame = await desktop.newPage();
  await frame.goto(`${app.url}/embed/${assistant.pathname}?oh=${oh.code}`);
  await fillSignIn(frame, 'Kim Widget', 'kim@example.net');
  await frame.getByRole('button', { name: 'Continue to the chat' }).click();
  await expect(frame.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await desktop.close();
  const lead = await app.db
    .selectFrom('visits')
    .innerJoin('contacts', 'contacts.id', 'visits.contactId')
    .select(['contacts.email', 'visits.language'])
    .where('visits.openHouseId', '=', oh.id)
    .executeTakeFirstOrThrow();
  expect(lead).toEqual({ email: 'kim@example.net', language: 'en' });
});
