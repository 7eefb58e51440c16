// The assistant learns from its agent, end to end: a question the documents cannot answer waits on
// /questions, the agent answers it once, later visitors get that answer in other words and another
// language; edit, delete, the email to the visitors who asked, and another agent kept out.
// Each test has its own agent (Alex Morgan) and assistant, and seeds the questions it starts from.
import type { Browser, Page } from '@playwright/test';
import fs from 'node:fs';
import { createUser, expect, loginAs, readOutbox, removeUser, test, type App, type TestUser } from './fixtures';
import { seedAssistant, seedChat, type SeededAssistant } from './seed';

// The Chinese chat's own texts, read from its catalog (Playwright loads specs without JSON imports).
const zhCN = JSON.parse(
  fs.readFileSync(new URL('../../i18n/locales/zh-CN/chat.json', import.meta.url), 'utf8'),
) as Record<string, string>;

test.use({ ownClientIp: true, agentProfile: { fName: 'Alex', lName: 'Morgan' } });

const LISTING = '12 Main St, Vancouver';

function seedAlex(app: App, agent: TestUser) {
  return seedAssistant(app, agent, { listings: [[LISTING, 'Active Listing']] });
}

/** A question a visitor asked and the assistant handed over, waiting on /questions. */
async function seedWaiting(app: App, a: SeededAssistant, question: string, language = 'en') {
  const reply = 'Alex Morgan can answer it: please leave your contact details.';
  const { sessionId, responseIds } = await seedChat(app, a.id, [[question, reply]], language);
  const { id } = await app.db
    .insertInto('visitorQuestions')
    .values({
      assistantId: a.id,
      listingId: a.listingIds[0],
      sessionId,
      responseId: responseIds[0],
      question,
      reply,
      language,
      reason: 'handoff',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The agent answers the waiting question on /questions, for its listing. */
async function answerOnPage(page: Page, app: App, question: string, answer: string) {
  await page.goto(`${app.url}/questions`);
  const group = page.getByRole('article', { name: `“${question}”` });
  await group.getByLabel('Your answer').fill(answer);
  await group.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer saved.' })).toBeVisible();
}

// Answers wait on the engine, on a machine that may be busy: a generous wait, not a speed check.
const answered = expect.configure({ timeout: 45_000 });
// Each test runs several visitors' chats in a row: on a busy machine that outlasts the default.
test.slow();

async function openChat(page: Page, app: App, pathname: string, language: string) {
  await page.goto(`${app.url}/assistants/${pathname}`);
  await page.getByRole('combobox').selectOption({ label: language });
  await page.getByRole('button', { name: /Submit|Valider|提交/ }).click();
  await expect(page.getByText('Please select your language:')).toHaveCount(0);
}

/** Asks and returns the bubble of the answer. */
async function ask(page: Page, text: string) {
  const bubbles = page.locator('.oha-assistant .oha-bubble');
  const before = await bubbles.count();
  const box = page.locator('textarea');
  await box.fill(text);
  await box.press('Enter');
  await answered(bubbles).toHaveCount(before + 1);
  await answered(page.locator('.oha-actions')).toHaveCount(before);
  return bubbles.last();
}

/** A visitor on a fresh browser context (a new chat session). */
async function visitor(browser: Browser, app: App, a: SeededAssistant, language: string, question: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openChat(page, app, a.pathname, language);
  const answer = await ask(page, question);
  return { context, page, answer };
}

const handedOver = /can answer it|pourra vous répondre|请联系经纪人/;

test('a handed-over question is answered once, then given to the next visitor in another language', async ({
  browser,
  page,
  app,
  agent,
}) => {
  const a = await seedAlex(app, agent);
  // Two visitors ask what the documents do not say; both are handed over and leave an address.
  const first = await visitor(browser, app, a, 'English', 'Are pets allowed?');
  await expect(first.answer).toContainText(handedOver);
  const form = first.page.locator('.oha-inline-form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Kim Park');
  await form.getByRole('textbox', { name: 'Email' }).fill('kim@example.com');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Thank you!')).toBeVisible();

  const second = await visitor(browser, app, a, '简体中文', '可以养宠物吗？');
  await expect(second.answer).toContainText(handedOver);
  await second.page.getByRole('button', { name: zhCN.menu, exact: true }).click();
  await second.page.getByRole('menuitem', { name: zhCN.menuEmailHistory }).click();
  const dialog = second.page.getByRole('dialog', { name: zhCN.menuEmailHistory });
  await dialog.getByRole('textbox').fill('li@example.com');
  await dialog.getByRole('button', { name: zhCN.sendBtn }).click();
  await expect(dialog.getByText(zhCN.emailSent)).toBeVisible();
  await first.context.close();
  await second.context.close();

  // The agent sees one group on the dashboard and on /questions.
  await loginAs(page, app, agent);
  await page.goto(`${app.url}/dashboard`);
  await expect(page.getByRole('link', { name: /Unanswered questions\s*1 waiting for your answer\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard ▾' }).click();
  await page.getByRole('menuitem', { name: 'Unanswered questions' }).click();
  await expect(page.getByRole('heading', { name: 'Unanswered questions', level: 1 })).toBeVisible();
  const group = page.getByRole('article', { name: '“Are pets allowed?”' });
  await expect(group).toContainText(LISTING);
  await expect(group).toContainText('2 visitors asked');
  await expect(group).toContainText('Languages: English, 简体中文');
  await expect(group.locator('blockquote')).toContainText('Alex Morgan can answer it');
  await group.getByText('1 other wording').click();
  await expect(group.getByText('“可以养宠物吗？”')).toBeVisible();

  // An empty answer is refused with a message; nothing is saved.
  await group.getByRole('button', { name: 'Save answer' }).click();
  await expect(group.getByRole('alert')).toHaveText('Please type your answer.');
  await expect(group.getByLabel('Your answer')).toBeFocused();

  await group.getByLabel('Your answer').fill('Cats are welcome; no dogs, please.');
  await expect(group.getByLabel('Applies to')).toHaveValue(/^\d+$/); // the listing they asked about
  await group.getByLabel('Email this answer to the visitors who asked').check();
  await group.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer saved.' })).toContainText('Emailed to 2 visitors.');
  await expect(page.getByText('No questions are waiting.')).toBeVisible();

  // One email per visitor, from the product, replying to the agent, in the visitor's language.
  const mails = (await readOutbox(app)).filter(
    (m) => /answered your question|回答了您的问题/.test(m.subject) && m.parsed.replyTo?.text === a.publicEmail,
  );
  expect(mails.map((m) => m.to).sort()).toEqual(['kim@example.com', 'li@example.com']);
  for (const m of mails) {
    expect(m.from).toContain('support@localhost');
    expect(m.text).toContain('Cats are welcome; no dogs, please.');
  }
  expect(mails.find((m) => m.to === 'li@example.com')!.subject).toBe('Alex Morgan回答了您的问题');

  // A third visitor asks it in other words, in French: the agent's answer, cited as such.
  const third = await visitor(browser, app, a, 'Français', 'Les animaux sont-ils acceptés ?');
  await expect(third.answer).toContainText(
    'Alex Morgan a répondu à cette question : « Cats are welcome; no dogs, please. »',
  );
  await third.page.getByText('Sources').last().click();
  await expect(third.page.getByText(`Réponse de l'agent (${LISTING})`)).toBeVisible();
  // Another topic is still handed over.
  await expect(await ask(third.page, 'Y a-t-il du stationnement dans la rue ?')).toContainText(handedOver);
  await third.context.close();
});

test('an edit changes the next answer; a delete brings the handoff back', async ({
  browser,
  loggedInPage: page,
  app,
  agent,
}) => {
  const a = await seedAlex(app, agent);
  await seedWaiting(app, a, 'Are pets allowed?');
  await answerOnPage(page, app, 'Are pets allowed?', 'Cats are welcome; no dogs, please.');
  await page.goto(`${app.url}/questions`);
  await page.getByRole('link', { name: /Saved answers \(1\)/ }).click();
  await expect(page.getByRole('heading', { name: LISTING, level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Edit the answer to “Are pets allowed?”' }).click();
  await expect(page.getByLabel('Your answer')).toBeFocused();
  await page.getByLabel('Your answer').fill('Up to two cats; no dogs.');
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer updated.' })).toBeVisible();
  await expect(page.getByText('Up to two cats; no dogs.')).toBeVisible();

  const edited = await visitor(browser, app, a, 'English', 'Can I have a cat here?');
  await expect(edited.answer).toContainText('Alex Morgan answered this question: “Up to two cats; no dogs.”');
  await edited.context.close();

  await page.getByRole('button', { name: 'Delete the answer to “Are pets allowed?”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer deleted.' })).toBeVisible();
  await expect(page.getByText('No saved answers yet.')).toBeVisible();

  const after = await visitor(browser, app, a, 'English', 'Are pets allowed?');
  await expect(after.answer).toContainText(handedOver);
  await after.context.close();

  // The conversation links the handed-over reply to its group, which waits again.
  const session = await app.db
    .selectFrom('visitorQuestions')
    .select('sessionId')
    .where('assistantId', '=', a.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await page.goto(`${app.url}/conversations?session=${session.sessionId}`);
  await page.getByRole('link', { name: 'Handed over: answer it once' }).click();
  const group = page.getByRole('article', { name: '“Are pets allowed?”' });
  await expect(group.getByRole('heading', { name: '“Are pets allowed?”' })).toBeFocused();
  await expect(group).toContainText('visitors asked');
});

test("another agent can neither see nor answer the agent's questions", async ({ page, app, agent }) => {
  const a = await seedAlex(app, agent);
  const question = { id: await seedWaiting(app, a, 'Are pets allowed?') };
  // The other agent has an assistant of their own, with the same listing address.
  const other = await createUser(app, { fName: 'Sam', lName: 'Other' });
  await seedAssistant(app, other, { listings: [[LISTING, 'Active Listing']] });
  await loginAs(page, app, other);
  await page.goto(`${app.url}/questions`);
  await expect(page.getByText('No questions are waiting.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.goto(`${app.url}/questions?q=${question.id}`);
  await expect(page).toHaveURL(`${app.url}/unauthorized`);

  const post = (form: Record<string, string>) =>
    page.request.post(`${app.url}/questions`, { form, headers: { Origin: app.url }, maxRedirects: 0 });
  expect(
    (await post({ intent: 'save', questionId: String(question.id), answer: 'Mine now', appliesTo: 'all' })).status(),
  ).toBe(403);
  expect((await post({ intent: 'dismiss', questionId: String(question.id) })).status()).toBe(403);
  const still = await app.db
    .selectFrom('visitorQuestions')
    .select('state')
    .where('id', '=', question.id)
    .executeTakeFirstOrThrow();
  expect(still.state).toBe('waiting');
  expect(await app.db.selectFrom('agentAnswers').selectAll().where('assistantId', '=', a.id).execute()).toEqual([]);

  // The agent answers it again, this time for all listings; the other agent cannot touch that answer.
  await loginAs(page, app, agent);
  await page.goto(`${app.url}/questions`);
  const group = page.getByRole('article', { name: '“Are pets allowed?”' });
  await group.getByLabel('Your answer').fill('No pets in any of my listings.');
  await group.getByLabel('Applies to').selectOption({ label: "All listings of Alex's Assistant" });
  await group.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer saved.' })).toBeVisible();
  const saved = await app.db
    .selectFrom('agentAnswers')
    .select(['id', 'listingId'])
    .where('assistantId', '=', a.id)
    .executeTakeFirstOrThrow();
  expect(saved.listingId).toBeNull();

  await loginAs(page, app, other);
  await page.goto(`${app.url}/questions?tab=saved`);
  await expect(page.getByText('No saved answers yet.')).toBeVisible();
  await page.goto(`${app.url}/questions?edit=${saved.id}`);
  await expect(page).toHaveURL(`${app.url}/unauthorized`);
  const answerId = String(saved.id);
  expect((await post({ intent: 'update', answerId, answer: 'Mine now', appliesTo: 'all' })).status()).toBe(403);
  expect((await post({ intent: 'delete', answerId })).status()).toBe(403);
  const kept = await app.db
    .selectFrom('agentAnswers')
    .select('answer')
    .where('id', '=', saved.id)
    .executeTakeFirstOrThrow();
  expect(kept.answer).toBe('No pets in any of my listings.');
  await removeUser(app, other);
});

test('a question that does not matter is dismissed', async ({ loggedInPage: page, app, agent }) => {
  // A French visitor's parking question waits.
  const a = await seedAlex(app, agent);
  await seedWaiting(app, a, 'Y a-t-il du stationnement dans la rue ?', 'fr');
  await page.goto(`${app.url}/questions`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Dismiss the question “Y a-t-il du stationnement dans la rue ?”' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question dismissed.' })).toBeVisible();
  await expect(page.locator('.questions-status')).toBeFocused(); // the card that had the focus is gone
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('No questions are waiting.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waiting (0)' })).toBeVisible();
});
