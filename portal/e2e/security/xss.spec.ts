// The probe's XSS payloads through every place an agent's or a visitor's text is shown: the
// portal pages, the operator's usage page, the public chat page and the embed, and the emails
// (rendered in the browser as a mail client would). A payload must show as text, never leave an
// element or attribute behind and never run. Each test seeds its own agent (./fixtures.ts), so the
// tests run in any order, beside other tests on the worker's server.
import type { Page } from '@playwright/test';
import type { App } from '../fixtures';
import { expect, loginAs, readOutbox, test, uniqueTag, waitForMail } from './fixtures';
import { INJECTED_SELECTOR, XSS_ALL, XSS_PAYLOADS } from './payloads';
import { seedResponseLog, type Agent } from './world';

/** Every text the agent types, and every text a visitor sends, carries all the payloads. */
async function seedXss(app: App, newAgent: (tag: string) => Promise<Agent>): Promise<Agent> {
  const agent = await newAgent('Xss');
  await app.db
    .updateTable('users')
    .set({ fName: `Agent ${XSS_PAYLOADS[1]}`, lName: XSS_PAYLOADS[0] })
    .where('id', '=', agent.id)
    .execute();
  await app.db
    .updateTable('assistants')
    .set({ ohaName: `Helper ${XSS_ALL}`, companyName: `Realty ${XSS_ALL}` })
    .where('id', '=', agent.assistantId)
    .execute();
  await app.db
    .updateTable('listings')
    .set({ listingName: `12 Main St ${XSS_ALL}`, insiderInfo: `Notes ${XSS_ALL}` })
    .where('id', '=', agent.listingId)
    .execute();
  await app.db
    .updateTable('documents')
    .set({ fileName: `brochure ${XSS_PAYLOADS[2]}.txt` })
    .where('id', '=', agent.documentId)
    .execute();
  await app.db
    .updateTable('chatMessages')
    .set({ content: `Question ${XSS_ALL}` })
    .where('sessionId', '=', agent.sessionId)
    .where('role', '=', 'user')
    .execute();
  await app.db
    .updateTable('chatMessages')
    .set({ content: `Answer ${XSS_ALL}` })
    .where('sessionId', '=', agent.sessionId)
    .where('role', '=', 'assistant')
    .execute();
  await app.db
    .updateTable('visitorQuestions')
    .set({ question: `Question ${XSS_ALL}`, reply: `Answer ${XSS_ALL}` })
    .where('assistantId', '=', agent.assistantId)
    .execute();
  await app.db
    .updateTable('agentAnswers')
    .set({ answer: `Saved ${XSS_ALL}` })
    .where('id', '=', agent.answerId)
    .execute();
  await app.db
    .updateTable('leads')
    .set({ prospectName: `Visitor ${XSS_PAYLOADS[1]}`, prospectRemarks: `Remarks ${XSS_ALL}` })
    .where('id', '=', agent.leadId)
    .execute();
  return agent;
}

/** Nothing ran and nothing was injected; the page is settled first so late renders count too. */
async function expectInert(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), `${where}: a payload ran`).toBeUndefined();
  expect(await page.locator(INJECTED_SELECTOR).count(), `${where}: markup injected`).toBe(0);
}

const AGENT_PAGES = (agent: Agent) => [
  '/dashboard',
  '/assistantlist',
  `/assistantlist/${agent.assistantId}`,
  '/listinglist',
  `/listinglist/${agent.listingId}`,
  '/leads',
  '/conversations',
  `/conversations?session=${agent.sessionId}`,
  '/questions',
  '/questions?tab=saved',
  `/questions?edit=${agent.answerId}`,
];

test('portal pages show the agent’s and visitors’ text as text', async ({ app, page, newAgent }) => {
  const agent = await seedXss(app, newAgent);
  await loginAs(page, app, agent);
  for (const path of AGENT_PAGES(agent)) {
    const res = await page.goto(app.url + path);
    expect(res?.status(), path).toBe(200);
    await expectInert(page, path);
  }
  // The payload is shown, literally, where the agent expects it.
  await page.goto(`${app.url}/leads`);
  await expect(page.getByText(`Remarks ${XSS_ALL}`).first()).toBeVisible();
  await page.goto(`${app.url}/conversations?session=${agent.sessionId}`);
  await expect(page.getByText(`Question ${XSS_ALL}`).first()).toBeVisible();
  await page.goto(`${app.url}/questions?tab=saved`);
  await expect(page.getByText(`Saved ${XSS_ALL}`).first()).toBeVisible();
});

test('the operator’s usage page shows agents’ names as text', async ({ app, page, newAgent }) => {
  // The page lists agents with answers in the usage log: one for the agent with the payload names.
  await seedResponseLog(app, await seedXss(app, newAgent));
  const operator = await newAgent('XssOp', [3135]);
  await loginAs(page, app, operator);
  const res = await page.goto(`${app.url}/usage_overview`);
  expect(res?.status()).toBe(200);
  await expectInert(page, '/usage_overview');
  await expect(page.getByText(`Agent ${XSS_PAYLOADS[1]}`).first()).toBeVisible();
});

test('the public chat page and the embed show the assistant and listing names as text', async ({
  app,
  page,
  newAgent,
}) => {
  const agent = await seedXss(app, newAgent);
  for (const path of [`/assistants/${agent.pathname}`, `/embed/${agent.pathname}`]) {
    const res = await page.goto(app.url + path);
    expect(res?.status(), path).toBe(200);
    await expectInert(page, path);
    // Past the language question (asked once per browser), the greeting names the listing.
    const language = page.getByRole('combobox');
    const listing = page.getByText(`12 Main St ${XSS_ALL}`).first();
    await expect(language.or(listing).first()).toBeVisible();
    if (await language.isVisible()) {
      await language.selectOption({ label: 'English' });
      await page.getByRole('button', { name: 'Submit' }).click();
    }
    await expect(listing).toBeVisible();
    await expectInert(page, `${path} listing choice`);
  }
});

test('emails built from visitors’ text carry it as text', async ({ app, page, newAgent, newClient }) => {
  const agent = await seedXss(app, newAgent);
  const visitor = await newClient();
  const res = await visitor.http.post('/api/leads', {
    data: {
      pathname: agent.pathname,
      sessionId: agent.sessionId,
      name: `Visitor ${XSS_PAYLOADS[1]}`,
      email: `visitor-${uniqueTag()}@example.com`,
      phone: '604-555-0123',
      remarks: `Remarks ${XSS_ALL}`,
      attachTranscript: true,
      source: 'modal',
    },
  });
  expect(res.status()).toBe(200);
  // The mails of this test: the lead goes to the assistant's public address, unique to its agent.
  const ours = (m: { to: string }) => m.to.includes(agent.publicEmail);
  await waitForMail(app, (m) => ours(m) && m.html.includes('Remarks'));
  const mails = (await readOutbox(app)).filter(
    (m) => ours(m) && (m.html.includes('Remarks') || m.html.includes('Question')),
  );
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) {
    await page.setContent(mail.html);
    await expectInert(page, `email "${mail.subject}"`);
  }
});
