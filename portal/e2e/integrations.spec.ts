// Leads reach the agent's tools: an agent sets a webhook to a local receiver that first fails, a
// visitor who scanned the For Sale sign's code leaves a message, and the receiver gets exactly one
// verified delivery after the retry; the agent sees both attempts and the sign's lead on the
// dashboard. The server runs with OHA_WEBHOOK_ALLOW_PRIVATE=1 so it may post to 127.0.0.1.
// Each test has its own agent, assistant and receiver.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { Webhook } from 'standardwebhooks';
import { createUser, expect, loginAs, removeUser, test as base } from './fixtures';
import { seedAssistant, type SeededAssistant } from './seed';

interface Hit {
  headers: Record<string, string>;
  body: string;
  answered: number;
}

/**
 * A receiver that answers 500 to the first lead.created delivery and 200 to everything else (the
 * visitor's question may also arrive, as question.unanswered, when the assistant hands it over).
 */
interface Receiver {
  url: string;
  hits: Hit[];
  leadHits: () => Hit[];
}

const test = base.extend<{ receiver: Receiver; hooked: SeededAssistant }>({
  // A receiver for the worker's server (which posts to it), one per test.
  receiver: async ({ app: _app }, use) => {
    const hits: Hit[] = [];
    const leadHits = () => hits.filter((h) => (JSON.parse(h.body) as { type: string }).type === 'lead.created');
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const isLead = (JSON.parse(body) as { type: string }).type === 'lead.created';
        const answered = isLead && leadHits().length === 0 ? 500 : 200;
        hits.push({ headers: req.headers as Record<string, string>, body, answered });
        res
          .writeHead(answered, { 'content-type': 'application/json' })
          .end(answered === 200 ? '{"ok":true}' : '{"error":"down"}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    await use({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oha-hook`, hits, leadHits });
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  },
  /** Dana's assistant with one listing. */
  hooked: async ({ app, agent }, use) => {
    await use(
      await seedAssistant(app, agent, { listings: [['12 Birch Lane, Springfield, IL 62704', 'Active Listing']] }),
    );
  },
});

test.use({
  appEnv: { OHA_WEBHOOK_ALLOW_PRIVATE: '1' },
  ownClientIp: true,
  agentProfile: { fName: 'Dana', lName: 'Lee' },
});

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the page as it is now (evaluated over CDP, so the page's CSP does not block it). */
async function expectAccessible(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const r = await axe.run({ resultTypes: ['violations'] });
    return (r.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}

test('a lead from the For Sale sign reaches the webhook once, after a retry', async ({
  loggedInPage: page,
  browser,
  app,
  hooked,
  receiver,
}) => {
  // Two browsers, a chat turn and a 5 s retry: more than the default minute on a shared machine.
  test.slow();
  const { id: assistantId, pathname } = hooked;
  const { leadHits } = receiver;

  // The agent connects a webhook on the Integrations tab.
  await page.goto(`${app.url}/assistantlist/${assistantId}`);
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page.getByText('Your signing secret is created when you save a webhook URL.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Webhook URL' }).fill(receiver.url);
  await page.getByRole('button', { name: 'Save webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook saved.' })).toBeVisible();
  const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expectAccessible(page);

  // The For Sale sign's link, as its QR code encodes it.
  await page.goto(`${app.url}/assistantlist`);
  await page.getByRole('combobox', { name: 'Where will this code go?' }).selectOption({ label: 'For Sale sign' });
  const signLink = page.getByRole('link', { name: /\?src=sign$/ });
  await expect(signLink).toHaveAttribute('href', `${app.url}/assistants/${pathname}?src=sign`);
  await expect(page.getByRole('link', { name: 'Download QR Code' })).toHaveAttribute(
    'download',
    'DanaOHA-qr-code-for-sale-sign.png',
  );

  // A visitor scans it and leaves a message.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${app.url}/assistants/${pathname}?src=sign`);
  await visitor.getByRole('combobox').selectOption({ label: 'English' });
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await visitor.getByRole('textbox', { name: 'Your message' }).fill('Is the basement finished?');
  await visitor.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(visitor.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(1, { timeout: 45_000 });
  await visitor.locator('.oha-actions').last().getByRole('button', { name: 'Contact the agent' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Leave a message' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Pat Visitor');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('pat.visitor@example.net');
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('Can I see it on Saturday?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you!')).toBeVisible();
  await visitorContext.close();

  // The receiver: a 500, then (after the first backoff of 5 s) the same event, signed, accepted.
  await expect.poll(() => leadHits().length, { timeout: 30_000 }).toBe(2);
  const leads = leadHits();
  expect(leads.map((h) => h.answered)).toEqual([500, 200]);
  const accepted = leads.filter((h) => h.answered === 200);
  expect(accepted).toHaveLength(1);
  const event = new Webhook(secret).verify(accepted[0]!.body, accepted[0]!.headers) as {
    id: string;
    type: string;
    data: { lead: Record<string, unknown> };
  };
  expect(event.type).toBe('lead.created');
  expect(event.data.lead).toMatchObject({
    name: 'Pat Visitor',
    email: 'pat.visitor@example.net',
    message: 'Can I see it on Saturday?',
    source: 'sign',
    sourceLabel: 'For Sale sign',
  });
  expect(leads[0]!.headers['webhook-id']).toBe(event.id);
  expect(accepted[0]!.headers['webhook-id']).toBe(event.id);

  // The Deliveries list shows both attempts.
  await page.goto(`${app.url}/assistantlist/${assistantId}?tab=integrations`);
  const row = page.getByRole('row').filter({ hasText: 'lead.created' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toContainText('Delivered');
  await expect(row.getByRole('cell').nth(4)).toHaveText('200');
  const attempts = row.getByRole('listitem');
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(0)).toContainText('500');
  await expect(attempts.nth(1)).toContainText('200');

  // The dashboard counts the chat and the lead under the sign.
  await page.goto(`${app.url}/dashboard`);
  const sign = page.getByRole('row', { name: /For Sale sign/ });
  await expect(sign.getByRole('cell')).toHaveText(['1', '1']);
  await expectAccessible(page);

  // Nothing more arrived: one verified delivery of the lead in all.
  expect(leadHits()).toHaveLength(2);
});

test('the test event shows what the receiver answered', async ({ loggedInPage: page, app, hooked, receiver }) => {
  await page.goto(`${app.url}/assistantlist/${hooked.id}?tab=integrations`);
  await page.getByRole('textbox', { name: 'Webhook URL' }).fill(receiver.url);
  await page.getByRole('button', { name: 'Save webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook saved.' })).toBeVisible();
  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Delivered: your receiver answered 200.' })).toBeVisible();
  await expect(page.getByText('{"ok":true}')).toBeVisible();
  const last = receiver.hits.at(-1)!;
  expect(JSON.parse(last.body)).toMatchObject({ type: 'test', data: { assistant: { name: "Dana's Assistant" } } });
});

test("another agent cannot read or change this assistant's integrations", async ({ page, app, hooked }) => {
  const assistantId = hooked.id;
  const webhookUrl = 'http://127.0.0.1:9/oha-hook';
  await app.db
    .insertInto('assistantIntegrations')
    .values({ assistantId, webhookUrl, webhookSecret: 'whsec_ZTJlLXNlY3JldC1mb3ItdGhpcy10ZXN0' })
    .execute();
  const other = await createUser(app, { fName: 'Olga', lName: 'Other' });
  await loginAs(page, app, other);
  await page.goto(`${app.url}/assistantlist/${assistantId}?tab=integrations`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  const res = await page.request.post(`${app.url}/assistantlist/${assistantId}`, {
    form: { intent: 'saveWebhook', webhookUrl: 'https://attacker.example/steal' },
  });
  expect(res.status()).toBe(403);
  const row = await app.db
    .selectFrom('assistantIntegrations')
    .select('webhookUrl')
    .where('assistantId', '=', assistantId)
    .executeTakeFirstOrThrow();
  expect(row.webhookUrl).toBe(webhookUrl);
  await removeUser(app, other);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Controls in `scope` smaller than 44 × 44 px (hidden ones excluded). */
  async function smallTargets(page: Page, scope: string) {
    return page
      .locator(scope)
      .locator('button, input, select, a.btn')
      .evaluateAll((els) =>
        els
          .map((e) => ({ e, r: e.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.height < 44 || r.width < 44))
          .map(
            ({ e, r }) =>
              `${e.tagName} ${e.textContent?.trim() || (e as HTMLInputElement).name} ${r.width}x${r.height}`,
          ),
      );
  }

  test('the Integrations tab and the channel picker fit, and every control is at least 44 px', async ({
    loggedInPage: page,
    app,
    hooked,
  }) => {
    await page.goto(`${app.url}/assistantlist/${hooked.id}?tab=integrations`);
    await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await smallTargets(page, '.tab-panel')).toEqual([]);
    await expectAccessible(page);

    await page.goto(`${app.url}/assistantlist`);
    await page.getByRole('combobox', { name: 'Where will this code go?' }).selectOption({ label: 'Mailer' });
    await expect(page.getByRole('button', { name: 'Copy link for Mailer' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await smallTargets(page, '.channel-qr')).toEqual([]);
    await expectAccessible(page);
  });
});
