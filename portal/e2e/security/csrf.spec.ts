// Cross-site request forgery: every mutation of the matrix sent from another origin (another port
// of the same host is same-site, so the SameSite=Lax cookie goes along) is refused and changes
// nothing; a real attacker page in Chromium cannot replace the allowed websites, stage an upload
// or log the agent out; and the chat page and the widget frame still reach the chat API.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { freePort, type App } from '../fixtures';
import { expect, loginAs, test as securityTest } from './fixtures';
import { MATRIX, probeEmails, routeFiles, type Probe, type World } from './routes';
import { snapshot, type Client } from './world';

const REFUSED = 'This request came from another website and was refused.';

// `attackerSite(assistantId)`: the attacker's page on another port, closed after the test.
const test = securityTest.extend<{ attackerSite: (assistantId: number) => Promise<string> }>({
  attackerSite: async ({ app }, use) => {
    const sites: Array<{ close: () => void }> = [];
    await use(async (assistantId) => {
      const site = await attackerSite(app, assistantId);
      sites.push(site);
      return site.origin;
    });
    for (const site of sites) site.close();
  },
});

// Each test seeds its own agents and checks only their rows, so the tests run in any order; each
// gets a client address of its own, so the chat calls share no rate limit with other tests.
test.use({ ownClientIp: true });

/** The mutations of every route, as the logged-in owner would send them. */
function mutations(w: World): Array<Probe & { file: string }> {
  return routeFiles().flatMap((file) =>
    MATRIX[file](w)
      .filter((p) => p.method !== 'GET')
      .map((p) => ({ ...p, file })),
  );
}

function post(c: Client, p: Probe, headers: Record<string, string>): Promise<APIResponse> {
  if (p.method === 'DELETE') return c.http.delete(p.path, { headers });
  if (p.json !== undefined) return c.http.post(p.path, { data: p.json, headers });
  if (p.multipart) return c.http.post(p.path, { multipart: p.multipart, headers });
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(p.form ?? {})) for (const one of [v].flat()) form.append(k, one);
  return c.http.post(p.path, {
    data: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
}

test('every mutation from another origin is refused and changes nothing', async ({
  app,
  world: w,
  newClient,
  attackerSite,
}) => {
  const owner = await newClient(w.a);
  /** The owner's cookies in a client that sends no Origin (an old browser). */
  const ownerWithoutOrigin = await newClient(undefined, { cookiesOf: owner, origin: false });
  const other = await attackerSite(w.a.assistantId);
  const forgeries: Array<[string, Client, Record<string, string>]> = [
    ['another port of the same host', owner, { Origin: other, 'Sec-Fetch-Site': 'same-site' }],
    ['another site', owner, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['a sandboxed frame (Origin: null)', owner, { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
    ['a browser claiming same-origin with a foreign Origin', owner, { Origin: other, 'Sec-Fetch-Site': 'same-origin' }],
    ['an old browser sending only a Referer', ownerWithoutOrigin, { Referer: `${other}/attack.html` }],
  ];
  const agents = [w.a, w.b, w.operator];
  const emails = probeEmails(mutations(w));
  const before = await snapshot(app, agents, emails);
  for (const p of mutations(w)) {
    for (const [how, c, headers] of forgeries) {
      const res = await post(c, p, headers);
      const what = `${p.file} · ${p.name} from ${how}`;
      expect(res.status(), what).toBe(403);
      expect(await res.text(), what).toContain(REFUSED);
    }
  }
  expect(await snapshot(app, agents, emails)).toBe(before);
  // The owner's session survived the forged logouts.
  expect((await owner.http.get('/dashboard')).status()).toBe(200);
});

test('from the app itself, and from clients that are not browsers, the same requests work', async ({
  app,
  request,
  newAgent,
  newClient,
}) => {
  const a = await newAgent('A');
  const owner = await newClient(a);
  // The owner's own page (Origin: PUBLIC_URL) saves the allowed websites.
  const own = await owner.http.post(`/assistantlist/${a.assistantId}/embed`, { form: { origins: '' } });
  expect(own.status()).toBe(200);
  // No Origin, no Sec-Fetch-Site, no Referer: curl, the CLI, the bench.
  const bare = await request.post(`${app.url}/api/chat`, {
    data: { pathname: a.pathname, sessionId: null, message: 'Hello', language: 'en' },
  });
  expect(bare.status()).toBe(200);
});

test('an attacker page on another port cannot change the agent’s settings, upload or log out', async ({
  app,
  page,
  newAgent,
  attackerSite,
}) => {
  const a = await newAgent('A');
  const attacker = await attackerSite(a.assistantId);
  await loginAs(page, app, a);
  await app.db
    .updateTable('assistants')
    .set({ allowedOrigins: JSON.stringify(['https://agent-site.example']) })
    .where('id', '=', a.assistantId)
    .execute();
  const refused: number[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(app.url) && r.request().method() === 'POST') refused.push(r.status());
  });
  await page.goto(`${attacker}/attack.html`);
  await expect.poll(() => refused.length).toBe(3);
  expect(refused).toEqual([403, 403, 403]);

  const row = await app.db
    .selectFrom('assistants')
    .select('allowedOrigins')
    .where('id', '=', a.assistantId)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(row.allowedOrigins)).toEqual(['https://agent-site.example']);
  const staging = path.join(app.dataDir, 'staging', String(a.id));
  expect(fs.existsSync(staging) ? fs.readdirSync(staging) : []).toEqual([]);
  await page.goto(`${app.url}/dashboard`);
  await expect(page).toHaveURL(`${app.url}/dashboard`);
});

test('the chat page and the widget frame still reach the chat API', async ({ app, page, newAgent }) => {
  const a = await newAgent('A');
  for (const where of [`/assistants/${a.pathname}`, `/embed/${a.pathname}`]) {
    await page.goto(app.url + where);
    const status = await page.evaluate(async (pathname) => {
      const res = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pathname, sessionId: null, message: 'Is there parking?', language: 'en' }),
      });
      return res.status;
    }, a.pathname);
    expect(status, where).toBe(200);
  }
});

/** A page on another port of localhost that posts to the app the way a forgery would. Each form has its own
 * frame: a second submission into the same frame would cancel the first one's navigation under load. */
async function attackerSite(app: App, assistantId: number): Promise<{ origin: string; close: () => void }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const html = `<!doctype html><html><body>
<iframe name="sink" title="sink"></iframe>
<iframe name="sink2" title="sink2"></iframe>
<form id="embed" method="post" target="sink" action="${app.url}/assistantlist/${assistantId}/embed">
  <input name="origins" value="https://evil.example">
</form>
<form id="logout" method="post" target="sink2" action="${app.url}/logout"></form>
<script>
  document.getElementById('embed').submit();
  setTimeout(() => document.getElementById('logout').submit(), 300);
  const body = new FormData();
  body.append('file', new Blob(['hello'], { type: 'text/plain' }), 'planted.txt');
  fetch('${app.url}/api/uploads?name=planted.txt', { method: 'POST', body, credentials: 'include', mode: 'no-cors' });
</script></body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return { origin, close: () => server.close() };
}
