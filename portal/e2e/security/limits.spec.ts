// Rate limits as a client meets them: every 429 (HTML forms, Remix's .data requests and the JSON
// API) carries Retry-After, and password guessing from one IP does not lock the real user out.
// Limits are on in every e2e server; a limit counts per client IP, chat session or address, so
// each test uses IPs, a chat session and addresses of its own: the tests run in any order,
// beside other tests on the worker's server.
import type { APIResponse } from '@playwright/test';
import { expect, test, uniqueTag } from './fixtures';
import { freshIp, location, sessionIdFor, type Client } from './world';

interface Limited {
  name: string;
  /** Requests until the limit is reached (the next one is the 429). */
  allowed: number;
  send: (ip: string, i: number) => Promise<APIResponse>;
}

/** A wrong login for an address no account has; failures count per address too, so one per test. */
const badLogin = () => ({ email: `nobody-${uniqueTag()}@example.com`, password: 'Wrong-passw0rd!' });
const reset = { password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' };
const contactUs = { inquiryType: 'Other', name: 'Sam', email: 'sam@example.com', message: '' };

/** Every limited request, sent by `visitor` from a given IP; the chat session and addresses are the test's own. */
function limitedRequests(visitor: Client): Limited[] {
  const form = (path: string, fields: Record<string, string>) => (ip: string) =>
    visitor.http.post(path, { form: fields, headers: { 'X-Forwarded-For': ip } });
  const json = (path: string, body: (i: number) => unknown) => (ip: string, i: number) =>
    visitor.http.post(path, { data: body(i), headers: { 'X-Forwarded-For': ip } });
  const tag = uniqueTag();
  const sid = sessionIdFor(tag);
  return [
    { name: 'login form', allowed: 10, send: form('/login', badLogin()) },
    { name: 'sign-up form', allowed: 20, send: form('/register', { email: 'x' }) },
    { name: 'sign-up (.data)', allowed: 20, send: form('/register.data', { email: 'x' }) },
    // Five per address per hour, before the 20 per IP.
    {
      name: 'forgot-password form',
      allowed: 5,
      send: form('/pwd/forgot', { email: `limits-forgot-${tag}@example.com` }),
    },
    { name: 'reset form', allowed: 30, send: form('/pwd/reset/not-a-token', reset) },
    { name: 'contact form', allowed: 10, send: form('/contact', contactUs) },
    { name: 'contact (.data)', allowed: 10, send: form('/contact.data', contactUs) },
    {
      name: 'chat API',
      allowed: 30,
      send: json('/api/chat', () => ({ pathname: 'nobody_0000', sessionId: sid, message: 'Hi', language: 'en' })),
    },
    {
      name: 'lead API',
      allowed: 5,
      send: json('/api/leads', () => ({
        pathname: 'nobody_0000',
        sessionId: sid,
        name: 'Sam',
        email: 'sam@example.com',
        remarks: 'Hi',
        source: 'modal',
      })),
    },
    {
      name: 'transcript API',
      allowed: 5,
      send: json('/api/transcript', () => ({ pathname: 'nobody_0000', sessionId: sid, email: 'sam@example.com' })),
    },
    {
      name: 'feedback API',
      allowed: 60,
      send: json('/api/feedback', () => ({
        pathname: 'nobody_0000',
        sessionId: sid,
        responseId: 'r',
        tag: 'validated',
      })),
    },
    {
      name: 'labels API',
      allowed: 30,
      send: (ip, i) => visitor.http.get(`/api/labels/de-x-n${i}`, { headers: { 'X-Forwarded-For': ip } }),
    },
  ];
}

test('every 429 carries Retry-After, HTML forms included', async ({ newClient }) => {
  for (const l of limitedRequests(await newClient())) {
    const ip = freshIp();
    for (let i = 0; i < l.allowed; i++) {
      const res = await l.send(ip, i);
      expect(res.status(), `${l.name} #${i + 1}`).not.toBe(429);
    }
    const res = await l.send(ip, l.allowed);
    expect(res.status(), l.name).toBe(429);
    const retryAfter = res.headers()['retry-after'];
    expect(retryAfter, `${l.name}: Retry-After`).toMatch(/^[1-9]\d*$/);
  }
});

test('the real user logs in from another IP while one IP guesses the password', async ({ newAgent, newClient }) => {
  const a = await newAgent('Lim');
  const visitor = await newClient();
  const attacker = freshIp();
  const guesses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const res = await visitor.http.post('/login', {
      form: { email: a.email, password: `Wrong-passw0rd!${i}` },
      headers: { 'X-Forwarded-For': attacker },
    });
    guesses.push(res.status());
  }
  expect(guesses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
  // The attacker's IP stays refused, even with the right password...
  const stillRefused = await visitor.http.post('/login', {
    form: { email: a.email, password: a.password },
    headers: { 'X-Forwarded-For': attacker },
  });
  expect(stillRefused.status()).toBe(429);
  expect(stillRefused.headers()['retry-after']).toMatch(/^[1-9]\d*$/);
  // ...while the agent, elsewhere, gets in at once.
  const user = await newClient();
  const res = await user.http.post('/login', { form: { email: a.email, password: a.password } });
  expect(res.status()).toBe(302);
  expect(location(res)).toBe('/dashboard');
});

test('a limited login form tells the person to wait, in the page', async ({ app, page, newClient }) => {
  const visitor = await newClient();
  const bad = badLogin();
  const ip = freshIp();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  for (let i = 0; i < 10; i++) await visitor.http.post('/login', { form: bad, headers: { 'X-Forwarded-For': ip } });
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill(bad.email);
  await page.getByLabel(/^Password/).fill(bad.password);
  const answer = page.waitForResponse((r) => r.url().includes('/login') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Log In' }).click();
  expect((await answer).headers()['retry-after']).toMatch(/^[1-9]\d*$/);
  await expect(page.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeVisible();
});
