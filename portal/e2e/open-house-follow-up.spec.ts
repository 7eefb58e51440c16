// After the open house: the Follow-up tab drafts one email per visitor who agreed to email
// follow-up (quoting the assistant's answer with its value, naming the question handed over), none
// for a visitor who did not; the agent edits, approves and sends it, and exactly one email is in
// the outbox, from the agent's name, replies to the agent, with their vCard. The visitor who
// agreed to calls is listed for a call with a tap-to-call link. Another agent gets /unauthorized
// and 403. axe-core on the new states, on a phone and a desktop.
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, expectTapTargets } from './a11y';
import { createUser, expect, loginAs, readOutbox, removeUser, test, waitForMail, type App } from './fixtures';
import { saveNotes, seedAssistant, seedOpenHouse } from './seed';

test.use({ ownClientIp: true });
// Real work (servers, browsers, the answer engine) on a shared two-core machine: generous time.
test.describe.configure({ timeout: 300_000 });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

interface Visitor {
  name: string;
  email?: string;
  phone?: string;
  emailConsent?: boolean;
  callConsent?: boolean;
}

async function signIn(browser: Browser, app: App, shortPath: string, v: Visitor) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${app.url}${shortPath}`);
  await page.getByLabel('Name', { exact: true }).fill(v.name);
  if (v.email) await page.getByLabel(/^Email/).fill(v.email);
  if (v.phone) await page.getByLabel(/^Phone/).fill(v.phone);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('When are you hoping to buy?').selectOption('1-3');
  if (v.emailConsent) await page.getByLabel(/may email me/).check();
  if (v.callConsent) await page.getByLabel(/may call or text me/).check();
  await page.getByRole('button', { name: 'Continue to the chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  return { context, page };
}

/** Asks a question and waits until the reply is stored (the chat of the visitor's visit). */
async function ask(app: App, page: Page, name: string, question: string) {
  const before = await repliesOf(app, name);
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(question);
  await input.press('Enter');
  await expect.poll(() => repliesOf(app, name), { timeout: 90_000 }).toBeGreaterThan(before);
}

async function repliesOf(app: App, name: string): Promise<number> {
  const rows = await app.db
    .selectFrom('visits')
    .innerJoin('contacts', 'contacts.id', 'visits.contactId')
    .innerJoin('chatMessages', 'chatMessages.sessionId', 'visits.chatSessionId')
    .select('chatMessages.id')
    .where('contacts.name', '=', name)
    .where('chatMessages.role', '=', 'assistant')
    .execute();
  return rows.length;
}

test('follow-up: one draft for the visitor with email consent, edited, approved and sent through the outbox; a call list', async ({
  app,
  agent,
  browser,
}) => {
  const assistant = await seedAssistant(app, agent, {
    listings: [['7 Cedar Court, Vancouver', 'Active Listing']],
    publicEmail: `alex.followup.${Date.now()}@example.com`,
  });
  const listingId = assistant.listingIds[0]!;
  await saveNotes(app, browser, agent, listingId, {
    listingName: '7 Cedar Court, Vancouver',
    listingStatus: 'Active Listing',
    insiderInfo: 'Strata fee: $450 per month. Two parking stalls.',
  });
  const oh = await seedOpenHouse(app, agent, listingId, { contactField: 'either' });

  const a = await signIn(browser, app, oh.shortPath, {
    name: 'Ana Buyer',
    email: 'ana.followup@example.net',
    emailConsent: true,
  });
  await ask(app, a.page, 'Ana Buyer', 'How much are the condo fees?');
  await ask(app, a.page, 'Ana Buyer', 'Can I make an offer below asking?');
  await a.context.close();
  const b = await signIn(browser, app, oh.shortPath, {
    name: 'Ben Caller',
    email: 'ben.followup@example.net',
    phone: '604 555 0199',
    callConsent: true,
  });
  await ask(app, b.page, 'Ben Caller', 'Is the roof new?');
  await b.context.close();

  const desk = await browser.newContext({ ...DESKTOP, extraHTTPHeaders: { Origin: app.url } });
  const page = await desk.newPage();
  await loginAs(page, app, agent);
  await page.goto(`${app.url}/open-houses/${oh.id}`);
  await page.getByRole('link', { name: 'Follow-up', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/open-houses/${oh.id}/follow-up$`));

  const drafts = page.locator('article.oh-fu-draft');
  await expect(drafts).toHaveCount(1);
  const draft = drafts.first();
  await expect(draft.getByRole('heading', { name: 'Ana Buyer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ben Caller' })).toHaveCount(1); // in the call list only
  await expect(page.getByText('1 visitor did not agree to email follow-up')).toBeVisible();
  const body = draft.getByLabel('Message');
  const text = await body.inputValue();
  expect(text).toContain('Hi Ana,');
  expect(text).toContain('“How much are the condo fees?”');
  expect(text).toContain('$450');
  expect(text).toMatch(/I will answer this question myself:\n“Can I make an offer below asking\?”/);
  expect(text).toContain(`/assistants/${assistant.pathname}`);
  await expect(draft.getByLabel('Subject')).toHaveValue('Your questions about 7 Cedar Court, Vancouver');

  // The list for a call: Ben with his number as a tel: link and his question beside it.
  const call = page.locator('li.oh-fu-call');
  await expect(call).toHaveCount(1);
  await expect(call.getByRole('link', { name: /^Call Ben Caller at/ })).toHaveAttribute('href', 'tel:+16045550199');
  await expect(call).toContainText('Is the roof new?');
  await expectNoAxeViolations(page, 'follow-up tab, a draft and a call, desktop');

  // Bad input: an empty subject is refused beside the field, the message typed is kept.
  await draft.getByLabel('Subject').fill('');
  await body.fill(`${text}\n\nP.S. The seller is flexible on the date.`);
  await draft.getByRole('button', { name: 'Approve' }).click();
  await expect(draft.getByText('Please enter a subject.').first()).toBeVisible();
  await expect(draft.getByLabel('Message')).toHaveValue(/P\.S\. The seller is flexible on the date\.$/);
  await expectNoAxeViolations(page, 'follow-up tab, a refused draft, desktop');

  // Nothing goes out unapproved: no Send button until it is approved.
  await expect(draft.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  await draft.getByLabel('Subject').fill('Your questions about 7 Cedar Court');
  await draft.getByRole('button', { name: 'Approve' }).click();
  await expect(draft.getByText('Approved. Send it now, or with all approved emails.')).toBeVisible();
  await expect(page.locator('article.oh-fu-draft').first()).toHaveAttribute('data-status', 'approved');
  await expect(page.locator('article.oh-fu-draft').first().getByText('Edited by you')).toBeVisible();
  expect((await readOutbox(app)).filter((mail) => mail.to.includes('followup@example.net'))).toEqual([]);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Sent to Ana Buyer.')).toBeVisible();
  await expect(page.locator('article.oh-fu-draft').first()).toHaveAttribute('data-status', 'sent');

  const mail = await waitForMail(app, (m) => m.to.includes('ana.followup@example.net'));
  const all = (await readOutbox(app)).filter((m) => m.to.includes('followup@example.net'));
  expect(all).toHaveLength(1);
  expect(mail.subject).toBe('Your questions about 7 Cedar Court');
  expect(mail.from).toContain('Alex Morgan via Open House Assistant');
  expect(mail.parsed.replyTo?.text).toBe(assistant.publicEmail);
  expect(mail.text).toContain('$450');
  expect(mail.text).toContain('Can I make an offer below asking?');
  expect(mail.text).toContain('P.S. The seller is flexible on the date.');
  expect(mail.text).toMatch(/To stop these emails: http\S+\/unsubscribe\//);
  const vcard = mail.parsed.attachments.find((f) => f.filename?.endsWith('.vcf'));
  expect(vcard?.content.toString('utf8')).toContain('FN:Alex Morgan');

  // A phone: the tab after sending, the call list, tap targets.
  const phone = await browser.newContext(PHONE);
  const pp = await phone.newPage();
  await loginAs(pp, app, agent);
  await pp.goto(`${app.url}/open-houses/${oh.id}/follow-up`);
  await expect(pp.locator('article.oh-fu-draft').first()).toHaveAttribute('data-status', 'sent');
  await expectNoAxeViolations(pp, 'follow-up tab, sent and a call, phone');
  await expectTapTargets(pp, '.oh-fu-calls');
  await phone.close();

  // The visitor's "stop these emails" link records the withdrawal; nothing more can be sent.
  const link = /(http\S+\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const vc = await browser.newContext(PHONE);
  const vp = await vc.newPage();
  await vp.goto(link.replace(/^https?:\/\/[^/]+/, app.url));
  await expectNoAxeViolations(vp, 'stop these emails, phone');
  await vp.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(vp.getByText('Alex Morgan will not send you follow-up emails any more.')).toBeVisible();
  await vc.close();

  // Another agent: the tab is /unauthorized, its posts 403.
  const stranger = await createUser(app, { fName: 'Sasha', lName: 'Other' });
  try {
    const sc = await browser.newContext({ extraHTTPHeaders: { Origin: app.url } });
    const st = await sc.newPage();
    await loginAs(st, app, stranger);
    await st.goto(`${app.url}/open-houses/${oh.id}/follow-up`);
    await expect(st).toHaveURL(/\/unauthorized/);
    const forms: Array<Record<string, string>> = [
      { intent: 'sendAll' },
      { intent: 'approve', contactId: '1', subject: 's', body: 'b' },
    ];
    for (const form of forms)
      expect((await sc.request.post(`${app.url}/open-houses/${oh.id}/follow-up`, { form })).status()).toBe(403);
    await sc.close();
  } finally {
    await removeUser(app, stranger);
  }
  await desk.close();
});

test('documents missing: the card appears after three visitors ask what no document answers, and goes once one does', async ({
  app,
  agent,
  browser,
}) => {
  const assistant = await seedAssistant(app, agent, { listings: [['7 Cedar Court, Vancouver', 'Active Listing']] });
  const listingId = assistant.listingIds[0]!;
  const notes = { listingName: '7 Cedar Court, Vancouver', listingStatus: 'Active Listing' };
  await saveNotes(app, browser, agent, listingId, { ...notes, insiderInfo: 'Strata fee: $450 per month.' });
  const oh = await seedOpenHouse(app, agent, listingId);

  const desk = await browser.newContext(DESKTOP);
  const page = await desk.newPage();
  await loginAs(page, app, agent);
  const card = page.locator('section.oh-missing');
  for (const [i, name] of ['Cam One', 'Dee Two', 'Eli Three'].entries()) {
    const v = await signIn(browser, app, oh.shortPath, { name, email: `visitor${i}.missing@example.net` });
    await ask(app, v.page, name, 'Is there a special levy planned?');
    await v.context.close();
    await page.goto(`${app.url}/open-houses/${oh.id}`);
    // Two visitors are not "several" yet.
    if (i < 2) await expect(card).toHaveCount(0);
  }
  await expect(card).toBeVisible();
  await expect(card).toContainText('3 visitors asked about the special levy.');
  await expect(card).toContainText('“Is there a special levy planned?”');
  await expect(card).toContainText('The strata council minutes would answer it.');
  await expect(
    card.getByRole('link', { name: 'Add the strata council minutes to 7 Cedar Court, Vancouver' }),
  ).toHaveAttribute('href', `/listinglist/${listingId}`);
  await expectNoAxeViolations(page, 'documents missing card, desktop');
  const phone = await browser.newContext(PHONE);
  const pp = await phone.newPage();
  await loginAs(pp, app, agent);
  await pp.goto(`${app.url}/open-houses/${oh.id}`);
  await expect(pp.locator('section.oh-missing')).toBeVisible();
  await expectNoAxeViolations(pp, 'documents missing card, phone');
  await expectTapTargets(pp, 'section.oh-missing');
  await phone.close();

  // The agent adds what answers it: the question is asked again of the documents, and the card goes.
  await saveNotes(app, browser, agent, listingId, {
    ...notes,
    insiderInfo: 'Strata fee: $450 per month. Special levy: $12,000 per unit is planned for the roof in 2027.',
  });
  await expect
    .poll(
      async () => {
        await page.goto(`${app.url}/open-houses/${oh.id}`);
        return card.count();
      },
      { timeout: 90_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(0);
  const recheck = await app.db
    .selectFrom('questionRechecks')
    .innerJoin('visitorQuestions', 'visitorQuestions.id', 'questionRechecks.visitorQuestionId')
    .select(['questionRechecks.answered', 'questionRechecks.reply'])
    .where('visitorQuestions.listingId', '=', listingId)
    .executeTakeFirstOrThrow();
  expect(recheck.answered).toBe(1);
  expect(recheck.reply).toContain('12,000');
  await desk.close();
});
