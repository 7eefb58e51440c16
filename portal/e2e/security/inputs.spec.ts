// Hostile input through the running app: the redirect list after login, bad language tags,
// vCard and CSV injection, the probe's email address at every form, the outbox To: header and
// the transcript limit. HTTP clients where no browser is needed; the browser where what the
// person sees is the point. Each test seeds its own agent (./fixtures.ts) and uses addresses of its
// own, so the tests run in any order, beside other tests on the worker's server.
import vCard from 'vcf';
import { expect, loginAs, readOutbox, test, uniqueTag, waitForMail } from './fixtures';
import {
  BAD_LANG_TAGS,
  CSV_FORMULAS,
  HOSTILE_EMAILS,
  HOSTILE_REDIRECTS,
  HOSTILE_WEBSITES,
  PROBE_EMAIL,
} from './payloads';
import { freshIp, location, seedResponseLog } from './world';

const WEBSITE_MESSAGE = 'Please enter a valid website address (for example www.example.com), or leave it empty.';
const EMAIL_MESSAGE = 'Please enter a valid email address.';
const contact = { fName: 'Alex', lName: 'Morgan', email: 'alex@example.com', phone: '604-555-0100', companyName: '' };

const fresh = () => ({ 'X-Forwarded-For': freshIp() });

test.describe('redirects after login', () => {
  test('every hostile redirectTo lands on /dashboard, never elsewhere and never a 500', async ({
    newAgent,
    newClient,
  }) => {
    const a = await newAgent('In');
    const visitor = await newClient();
    for (const redirectTo of HOSTILE_REDIRECTS) {
      const res = await visitor.http.post('/login', {
        form: { email: a.email, password: a.password, redirectTo },
        headers: fresh(),
      });
      expect(res.status(), JSON.stringify(redirectTo)).toBe(302);
      expect(location(res), JSON.stringify(redirectTo)).toBe('/dashboard');
      expect(res.headers()['set-cookie'], JSON.stringify(redirectTo)).toMatch(/^oha_session=/);
    }
    // A plain path of the app is kept.
    const ok = await visitor.http.post('/login', {
      form: { email: a.email, password: a.password, redirectTo: '/leads?x=1' },
      headers: fresh(),
    });
    expect(location(ok)).toBe('/leads?x=1');
  });

  test('a logged-in agent opening /login with a hostile redirectTo stays on the app', async ({
    newAgent,
    newClient,
  }) => {
    const owner = await newClient(await newAgent('In'));
    for (const redirectTo of HOSTILE_REDIRECTS) {
      const res = await owner.http.get(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(res.status(), JSON.stringify(redirectTo)).toBe(302);
      expect(location(res), JSON.stringify(redirectTo)).toBe('/dashboard');
    }
  });

  test('Chromium follows the probe’s link to the dashboard, not to evil.example', async ({ app, page, newAgent }) => {
    await loginAs(page, app, await newAgent('In'));
    await page.goto(`${app.url}/login?redirectTo=%2F%09%2Fevil.example%2Fx`);
    await expect(page).toHaveURL(`${app.url}/dashboard`);
  });
});

test.describe('language tags', () => {
  test('bad tags get 400, never a 500 or a translation', async ({ newClient }) => {
    const visitor = await newClient();
    for (const tag of BAD_LANG_TAGS) {
      const res = await visitor.http.get(`/api/labels/${encodeURIComponent(tag)}`, { headers: fresh() });
      expect([400, 404], JSON.stringify(tag)).toContain(res.status());
    }
  });

  test('tags of the six languages get their catalog', async ({ newClient }) => {
    const visitor = await newClient();
    const fr = await (await visitor.http.get('/api/labels/fr')).json();
    const zhTW = await (await visitor.http.get('/api/labels/zh-TW')).json();
    expect(await (await visitor.http.get('/api/labels/FR-ca')).json()).toEqual(fr);
    expect(await (await visitor.http.get('/api/labels/zh-Hant-HK')).json()).toEqual(zhTW);
  });

  test('other languages are limited per IP, with Retry-After', async ({ newClient }) => {
    const visitor = await newClient();
    const headers = fresh();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await visitor.http.get(`/api/labels/de-x-probe${i}`, { headers });
      statuses.push(res.status());
      if (res.status() === 429) expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

test.describe('vCard', () => {
  test('a stored hostile website and company add no property', async ({ app, newAgent, newClient }) => {
    const a = await newAgent('In');
    const visitor = await newClient();
    await app.db
      .updateTable('assistants')
      .set({ realtorWebsite: HOSTILE_WEBSITES[0], companyName: 'Evil Corp\rTEL;TYPE=work:+19005550123' })
      .where('id', '=', a.assistantId)
      .execute();
    const text = await (await visitor.http.get(`/api/vcard/${a.pathname}`)).text();
    const card = new vCard().parse(text);
    expect(Object.keys(card.data).sort()).toEqual(['email', 'fn', 'n', 'note', 'org', 'tel', 'version']);
    expect([card.get('tel')].flat()).toHaveLength(1);
    expect(text).not.toMatch(/javascript|\r(?!\n)|(?<!\r)\n|^URL/m);
  });

  test('the contact form refuses a hostile website with its message', async ({ newAgent, newClient }) => {
    const a = await newAgent('In');
    const owner = await newClient(a);
    for (const website of HOSTILE_WEBSITES) {
      const res = await owner.http.post(`/assistantlist/${a.assistantId}`, {
        form: { intent: 'updateContact', ...contact, website },
      });
      expect(res.status(), JSON.stringify(website)).toBe(400);
      expect(await res.text(), JSON.stringify(website)).toContain(WEBSITE_MESSAGE);
    }
  });

  test('the agent sees the website message in the form', async ({ app, page, newAgent }) => {
    const a = await newAgent('In');
    await loginAs(page, app, a);
    await page.goto(`${app.url}/assistantlist/${a.assistantId}`);
    await page.getByLabel(/^Website/).fill('javascript:alert(1)');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText(WEBSITE_MESSAGE)).toBeVisible();
    await expect(page.getByLabel(/^Website/)).toHaveValue('javascript:alert(1)');
  });
});

test.describe('CSV exports', () => {
  test('lead cells starting with = + - @ are neutralised', async ({ app, newAgent, newClient }) => {
    const a = await newAgent('In');
    const owner = await newClient(a);
    for (const formula of CSV_FORMULAS) {
      await app.db
        .insertInto('leads')
        .values({
          assistantId: a.assistantId,
          realtorUserId: a.id,
          listingName: formula,
          prospectName: formula,
          prospectEmail: 'x@example.com',
          prospectPhone: formula,
          prospectRemarks: formula,
          source: 'modal',
        })
        .execute();
    }
    const cells = parseCsv(await (await owner.http.get('/leads.csv')).text()).flat();
    for (const formula of CSV_FORMULAS) {
      expect(
        cells.filter((c) => c === formula),
        formula,
      ).toEqual([]);
      expect(cells.filter((c) => c === `'${formula}`).length, formula).toBeGreaterThanOrEqual(3);
    }
  });

  test('usage cells with formulas in agent names are neutralised', async ({ app, newAgent, newClient }) => {
    const opClient = await newClient(await newAgent('UsageOp', [3135]));
    const agent = await newAgent('Formula');
    await app.db
      .updateTable('users')
      .set({ fName: CSV_FORMULAS[0], lName: CSV_FORMULAS[3] })
      .where('id', '=', agent.id)
      .execute();
    await seedResponseLog(app, agent);
    const csv = await (await opClient.http.get('/usage_overview.csv')).text();
    const row = parseCsv(csv).find((r) => r[0] === String(agent.id));
    expect(row?.slice(1, 3)).toEqual([`'${CSV_FORMULAS[0]}`, `'${CSV_FORMULAS[3]}`]);
  });
});

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF), enough to read our exports back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted && ch === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += ch;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += ch;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

test.describe('email addresses', () => {
  test('every form refuses the hostile addresses on the server', async ({ app, newAgent, newClient }) => {
    const a = await newAgent('In');
    const owner = await newClient(a);
    const visitor = await newClient();
    for (const email of HOSTILE_EMAILS) {
      const what = JSON.stringify(email);
      const reg = await visitor.http.post('/register', {
        form: { fName: 'Dana', lName: 'Lee', email, password: 'Passw0rd!', confirmPassword: 'Passw0rd!' },
        headers: fresh(),
      });
      expect(reg.status(), `register ${what}`).toBe(400);
      const contactUs = await visitor.http.post('/contact', {
        form: { inquiryType: 'Other', name: 'Sam', email, message: 'Hello' },
        headers: fresh(),
      });
      expect(contactUs.status(), `contact ${what}`).toBe(400);
      expect(await contactUs.text(), `contact ${what}`).toContain(EMAIL_MESSAGE);
      const agentContact = await owner.http.post(`/assistantlist/${a.assistantId}`, {
        form: { intent: 'updateContact', ...contact, email, website: '' },
      });
      expect(agentContact.status(), `agent contact ${what}`).toBe(400);
      expect(await agentContact.text(), `agent contact ${what}`).toContain(EMAIL_MESSAGE);
      const lead = await visitor.http.post('/api/leads', {
        data: { pathname: a.pathname, name: 'Sam', email, remarks: 'Hi', source: 'modal' },
        headers: fresh(),
      });
      expect(lead.status(), `lead ${what}`).toBe(400);
      const transcript = await visitor.http.post('/api/transcript', {
        data: { pathname: a.pathname, sessionId: a.sessionId, email },
        headers: fresh(),
      });
      expect(transcript.status(), `transcript ${what}`).toBe(400);
    }
    const registered = await app.db.selectFrom('users').select('email').where('email', 'like', '%x.co%').execute();
    expect(registered).toEqual([]);
  });

  test('the chat forms show the field message for the probe’s address', async ({ app, page, newAgent }) => {
    const a = await newAgent('In');
    await page.goto(`${app.url}/assistants/${a.pathname}`);
    await page.getByRole('combobox').selectOption({ label: 'English' });
    await page.getByRole('button', { name: 'Submit' }).click();
    const menu = () => page.getByRole('button', { name: 'Menu', exact: true });

    await menu().click();
    await page.getByRole('menuitem', { name: /^Contact / }).click();
    await page
      .getByRole('dialog', { name: 'Contact information' })
      .getByRole('button', { name: 'Leave a message' })
      .click();
    const lead = page.getByRole('dialog', { name: 'Leave a message' });
    await lead.getByRole('textbox', { name: 'Name' }).fill('Pat Visitor');
    await lead.getByRole('textbox', { name: 'Email' }).fill(PROBE_EMAIL);
    await lead.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await lead.getByRole('button', { name: 'Send' }).click();
    await expect(lead.getByRole('alert')).toHaveText(EMAIL_MESSAGE);
    await expect(lead.getByRole('textbox', { name: 'Email' })).toHaveValue(PROBE_EMAIL);
    await lead.getByRole('button', { name: 'Close' }).click();

    // The transcript form needs a conversation first.
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('Hello');
    await input.press('Enter');
    await expect(page.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(1, { timeout: 45_000 });
    await menu().click();
    await page.getByRole('menuitem', { name: 'Email chat history' }).click();
    const history = page.getByRole('dialog', { name: 'Email chat history' });
    await history.getByRole('textbox', { name: 'Please enter your email:' }).fill(PROBE_EMAIL);
    await history.getByRole('button', { name: 'Send' }).click();
    await expect(history.getByRole('alert')).toHaveText(EMAIL_MESSAGE);
  });

  test('the portal forms refuse the probe’s address where it is typed', async ({ app, page, newAgent }) => {
    const a = await newAgent('In');
    await page.goto(`${app.url}/register`);
    await page.getByLabel('First Name').fill('Dana');
    await page.getByLabel('Last Name').fill('Lee');
    await page.getByLabel('Email').fill(PROBE_EMAIL);
    await page.getByLabel(/^Password/).fill('Passw0rd!');
    await page.getByLabel('Confirm Password').fill('Passw0rd!');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    await page.goto(`${app.url}/contact`);
    await page.getByLabel('Inquiry type').selectOption('Other');
    await page.getByLabel(/^Name/).fill('Sam');
    await page.getByLabel(/^Email/).fill(PROBE_EMAIL);
    await page.getByLabel(/^Message/).fill('Hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The browser's own type=email check holds the form back, with its message on the field.
    expect(await page.getByLabel(/^Email/).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toHaveCount(0);

    await loginAs(page, app, a);
    await page.goto(`${app.url}/assistantlist/${a.assistantId}`);
    await page.getByLabel(/^Email/).fill(PROBE_EMAIL);
    await page.getByRole('button', { name: /^Save/ }).click();
    expect(await page.getByLabel(/^Email/).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    const stored = await app.db
      .selectFrom('assistants')
      .select('publicEmail')
      .where('id', '=', a.assistantId)
      .executeTakeFirstOrThrow();
    expect(stored.publicEmail).not.toBe(PROBE_EMAIL);
  });

  test('the outbox To: header holds exactly the given address', async ({ app, newAgent, newClient }) => {
    const a = await newAgent('In');
    const visitor = await newClient();
    // Unique to the test: a mail of another test (or an earlier run) cannot satisfy the checks.
    const address = `o'brien+oha-${uniqueTag()}@realty.example.com`;
    const res = await visitor.http.post('/api/transcript', {
      data: { pathname: a.pathname, sessionId: a.sessionId, email: address },
      headers: fresh(),
    });
    expect(res.status()).toBe(200);
    const mail = await waitForMail(app, (m) => m.subject.startsWith('Your Chat History') && m.to.includes(address));
    const to = mail.parsed.to;
    const list = (Array.isArray(to) ? to : [to]).flatMap((t) => t?.value ?? []);
    expect(list.map((v) => v.address)).toEqual([address]);
    expect(mail.text).toContain(`asked for this conversation to be sent to ${address}`);
  });
});

test('one transcript per chat session and address per hour', async ({ app, newAgent, newClient }) => {
  const b = await newAgent('Tr');
  const visitor = await newClient();
  const email = `visitor-${uniqueTag()}@example.com`;
  const body = { pathname: b.pathname, sessionId: b.sessionId, email };
  const first = await visitor.http.post('/api/transcript', { data: body, headers: fresh() });
  expect(first.status()).toBe(200);
  const again = await visitor.http.post('/api/transcript', { data: body, headers: fresh() });
  expect(again.status()).toBe(429);
  expect(Number(again.headers()['retry-after'])).toBeGreaterThan(3500);
  expect(await again.json()).toMatchObject({ code: 'already_sent' });
  const sent = (await readOutbox(app)).filter((m) => m.to.includes(email) && m.subject.startsWith('Your Chat History'));
  expect(sent).toHaveLength(1);
});
