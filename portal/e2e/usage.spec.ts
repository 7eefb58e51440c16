// The operator's usage overview, after real chats through the chat API with the offline engine.
// The worker's server is shared with other tests, so each test seeds its own agent and chats, checks
// that agent's row exactly, and checks the totals row against the rows shown beside it.
import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import { ROLE_OPERATOR } from '../../db/schema';
import {
  createUser,
  expect,
  freshClientIp,
  loginAs,
  removeUser,
  test as base,
  type App,
  type TestUser,
} from './fixtures';
import { seedAssistant } from './seed';

const test = base.extend<{ operator: TestUser }>({
  operator: async ({ app }, use) => {
    const operator = await createUser(app, { fName: 'Olive', lName: 'Operator', roles: [ROLE_OPERATOR] });
    await use(operator);
    await removeUser(app, operator);
  },
});

test.use({ agentProfile: { fName: 'Robin', lName: 'Usage' } });

/** One visitor conversation of `questions` turns, through the same API the chat page uses. */
async function chat(a: App, pathname: string, questions: string[]): Promise<void> {
  let sessionId: string | null = null;
  // A visitor address of its own: the chat API's rate limit never joins two tests.
  const ip = freshClientIp();
  for (const message of questions) {
    const res = await fetch(`${a.url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ pathname, sessionId, message, language: 'en' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sessionId: string };
    sessionId = body.sessionId;
  }
}

/** The agent's assistant (no knowledge base of its own) and two visitor chats: 2 sessions, 3 answers. */
async function seedChats(app: App, agent: TestUser): Promise<void> {
  const { pathname } = await seedAssistant(app, agent, {
    listings: [['12 Birch Lane', 'Active Listing', 'New furnace in 2023.']],
    knowledgeBase: false,
  });
  await chat(app, pathname, ['Is the house still available?', 'How old is the furnace?']);
  await chat(app, pathname, ['What is the address?']);
}

/** The table's row of one agent, found by its User ID column. */
const rowOf = (page: Page, agent: TestUser): Locator =>
  page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${agent.id}$`) }) });

const num = (cell: string) => Number(cell.replace(/,/g, ''));

/** The totals row is the rows' sums (needs fix: rows marked Yes; latency: the mean, N/A without rows). */
async function expectTotalsOfRows(page: Page): Promise<void> {
  const table = page.getByRole('table');
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  const totals = await table.locator('tfoot td').allTextContents();
  const sum = (col: number) => rows.reduce((acc, r) => acc + num(r[col]!), 0);
  // Counts: sessions, responses, three token columns, file searches, web searches.
  for (let col = 3; col <= 9; col += 1) expect(num(totals[col - 3]!), `totals column ${col}`).toBe(sum(col));
  expect(num(totals[7]!)).toBeCloseTo(sum(10), 2);
  if (rows.length === 0) expect(totals[8]).toBe('N/A');
  else expect(num(totals[8]!)).toBeCloseTo(sum(11) / rows.length, 1);
  expect(totals[9]).toBe(String(rows.filter((r) => r.at(-1) === 'Yes').length));
}

test.describe('usage overview', () => {
  test('an operator sees one row per agent with the totals row, and can narrow the dates', async ({
    page,
    app,
    agent,
    operator,
  }) => {
    await seedChats(app, agent);
    await loginAs(page, app, operator);
    await page.goto(`${app.url}/usage_overview`);
    await expect(page.getByRole('heading', { name: 'Usage overview' })).toBeVisible();
    await expect(page.getByText('Scroll right for more')).toBeVisible();

    const table = page.getByRole('table');
    const row = rowOf(page, agent);
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    // User ID, first, last, sessions, responses, tokens x3, file searches, web searches, cost, latency, needs fix
    await expect(cells.nth(1)).toHaveText('Robin');
    await expect(cells.nth(2)).toHaveText('Usage');
    await expect(cells.nth(3)).toHaveText('2');
    await expect(cells.nth(4)).toHaveText('3');
    // The offline engine runs no model: zero tokens and cost, one index search per answer, no web search.
    for (const i of [5, 6, 7]) await expect(cells.nth(i)).toHaveText('0');
    await expect(cells.nth(8)).toHaveText('3');
    await expect(cells.nth(9)).toHaveText('0');
    await expect(cells.nth(10)).toHaveText('0.0000');
    await expect(cells.nth(11)).toHaveText(/^\d+\.\d{2}$/);
    await expect(cells.nth(12)).toHaveText('No');

    const totals = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    await expect(totals.getByRole('cell').nth(7)).toHaveText(/^[\d,]+\.\d{4}$/);
    await expect(totals.getByRole('cell').nth(8)).toHaveText(/^[\d,]+\.\d{2}$/);
    await expectTotalsOfRows(page);

    // A range before any chat: not the agent's row, and totals of what is left (latency N/A without rows).
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(rowOf(page, agent)).toHaveCount(0);
    await expectTotalsOfRows(page);

    // A reversed range is refused inline.
    await page.goto(`${app.url}/usage_overview?from=2026-02-01&to=2026-01-01`);
    await expect(page.getByRole('alert')).toHaveText(/start date on or before the end date/);
  });

  test('an operator downloads the overview as CSV', async ({ page, app, agent, operator }) => {
    await seedChats(app, agent);
    await loginAs(page, app, operator);
    await page.goto(`${app.url}/usage_overview`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('usage-overview.csv');
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toMatch(
      /^realtorUserId,realtorFirstName,realtorLastName,noOfDistinctSessions,noOfDistinctResponses,/,
    );
    expect(csv).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${agent.id},Robin,Usage,2,3,\\d+,\\d+,\\d+,\\d+,\\d+,0\\.0000,\\d+\\.\\d{2},No$`),
      ),
    );
    // The totals line comes last and includes the agent's sessions and answers.
    const totals = /^Total,,,(\d+),(\d+),/.exec(csv.at(-1)!);
    expect(totals, csv.at(-1)).not.toBeNull();
    expect(Number(totals![1])).toBeGreaterThanOrEqual(2);
    expect(Number(totals![2])).toBeGreaterThanOrEqual(3);
  });

  test('an agent cannot open the usage overview or its CSV', async ({ loggedInPage: page, app }) => {
    await page.goto(`${app.url}/usage_overview`);
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    const res = await page.request.get(`${app.url}/usage_overview.csv`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/unauthorized');
  });
});
