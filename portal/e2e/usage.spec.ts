// The operator's usage overview, after real chats through the chat API with the offline engine.
import fs from 'node:fs';
import { createUser, expect, loginAs, test, useApp, type App, type TestUser } from './fixtures';

const app = useApp();

async function assistantFor(a: App, agent: TestUser, pathname: string): Promise<void> {
  const { id } = await a.db
    .insertInto('assistants')
    .values({
      assistantPathname: pathname,
      realtorUserId: agent.id,
      ohaName: `${agent.fName}'s Assistant`,
      publicEmail: agent.email,
      publicPhone: '416-555-0199',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await a.db
    .insertInto('listings')
    .values({
      assistantId: id,
      realtorUserId: agent.id,
      listingName: '12 Birch Lane',
      insiderInfo: 'New furnace in 2023.',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .execute();
}

/** One visitor conversation of `questions` turns, through the same API the chat page uses. */
async function chat(a: App, pathname: string, questions: string[]): Promise<void> {
  let sessionId: string | null = null;
  for (const message of questions) {
    const res = await fetch(`${a.url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pathname, sessionId, message, language: 'en' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sessionId: string };
    sessionId = body.sessionId;
  }
}

test.describe('usage overview', () => {
  let agent: TestUser;
  let operator: TestUser;

  test.beforeAll(async () => {
    agent = await createUser(app, { fName: 'Robin', lName: 'Usage' });
    operator = await createUser(app, { fName: 'Olive', lName: 'Operator', roles: [3135] });
    await assistantFor(app, agent, 'robin_usagee2e0000000000000');
    await chat(app, 'robin_usagee2e0000000000000', ['Is the house still available?', 'How old is the furnace?']);
    await chat(app, 'robin_usagee2e0000000000000', ['What is the address?']);
  });

  test('an operator sees one row per agent with the totals row, and can narrow the dates', async ({ page }) => {
    await loginAs(page, app, operator);
    await page.goto(`${app.url}/usage_overview`);
    await expect(page.getByRole('heading', { name: 'Usage overview' })).toBeVisible();
    await expect(page.getByText('Scroll right for more')).toBeVisible();

    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: 'Robin' });
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
    await expect(totals.getByRole('cell').nth(0)).toHaveText('2');
    await expect(totals.getByRole('cell').nth(1)).toHaveText('3');
    await expect(totals.getByRole('cell').nth(7)).toHaveText('0.0000');
    await expect(totals.getByRole('cell').nth(8)).toHaveText(/^\d+\.\d{2}$/);
    await expect(totals.getByRole('cell').nth(9)).toHaveText('0');

    // A range before any chat: no rows, latency N/A.
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(table.getByRole('row').filter({ hasText: 'Robin' })).toHaveCount(0);
    await expect(totals.getByRole('cell').nth(8)).toHaveText('N/A');

    // A reversed range is refused inline.
    await page.goto(`${app.url}/usage_overview?from=2026-02-01&to=2026-01-01`);
    await expect(page.getByRole('alert')).toHaveText(/start date on or before the end date/);
  });

  test('an operator downloads the overview as CSV', async ({ page }) => {
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
    expect(csv.at(-1)).toMatch(/^Total,,,2,3,/);
  });

  test('an agent cannot open the usage overview or its CSV', async ({ page }) => {
    await loginAs(page, app, agent);
    await page.goto(`${app.url}/usage_overview`);
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    const res = await page.request.get(`${app.url}/usage_overview.csv`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/unauthorized');
  });
});
