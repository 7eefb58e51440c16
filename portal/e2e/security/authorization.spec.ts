// The authorization matrix (routes.ts) against a running server: every route and intent as the
// owner, another agent, the operator and a visitor without a session. Refused requests must
// change nothing; answers to another agent must not hold the owner's data, in the HTML page or
// in Remix's .data request alike. Each test seeds its own world (./fixtures.ts) and checks only
// its rows, so the tests run in any order, beside other tests on the worker's server.
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { declared, MATRIX, probeEmails, routeFiles, type Actor, type Outcome, type Probe, type World } from './routes';
import { location, snapshot, type Agent, type Client } from './world';

type Clients = Record<Actor, Client>;

/** Logged-in clients of the world's agents, and one without a session. */
async function clientsOf(w: World, newClient: (user?: Agent) => Promise<Client>): Promise<Clients> {
  return {
    anon: await newClient(),
    owner: await newClient(w.a),
    other: await newClient(w.b),
    operator: await newClient(w.operator),
  };
}

/** A world of made-up ids: enough to list the probes, which only the tests below send. */
function placeholderWorld(): World {
  const agent = (id: number): Agent => ({
    id,
    email: `agent${id}@example.com`,
    password: 'x',
    fName: 'Agent',
    lName: 'Tester',
    assistantId: id,
    pathname: `agent_${id}`,
    publicEmail: `public${id}@example.com`,
    listingId: id,
    documentId: id,
    fileId: `file-${id}`,
    sessionId: `sess_${id}`,
    responseId: `resp_${id}`,
    leadId: id,
    questionId: id,
    answerId: id,
    openHouseId: id,
    openHouseCode: 'abcdefghjk',
    contactId: id,
    marker: `Marker${id}`,
  });
  return { app: undefined as never, a: agent(1), b: agent(2), operator: agent(3) };
}

function send(clients: Clients, actor: Actor, p: Probe, path = p.path): Promise<APIResponse> {
  const http = clients[actor].http;
  if (p.method === 'GET') return http.get(path);
  if (p.method === 'DELETE') return http.delete(path);
  if (p.json !== undefined) return http.post(path, { data: p.json });
  if (p.multipart) return http.post(path, { multipart: p.multipart });
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(p.form ?? {})) for (const one of [v].flat()) form.append(k, one);
  return http.post(path, {
    data: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

function expectOutcome(res: APIResponse, outcome: Outcome, what: string) {
  if (typeof outcome === 'number') return expect(res.status(), what).toBe(outcome);
  expect(res.status(), what).toBe(302);
  if (outcome === 'login') expect(location(res), what).toMatch(/^\/login\?redirectTo=%2F/);
  else if (outcome === 'unauthorized') expect(location(res), what).toBe('/unauthorized');
  else expect(location(res), what).toBe(outcome.slice('redirect:'.length));
}

/** Remix's data URL of a page (what client-side navigation fetches). */
function dataUrl(path: string): string {
  const [p, q] = path.split('?');
  return `${p === '/' ? '/_root' : p.replace(/\/$/, '')}.data${q ? `?${q}` : ''}`;
}

async function run(w: World, clients: Clients, p: Probe, file: string) {
  for (const [actor, outcome] of Object.entries(p.expect) as Array<[Actor, Outcome]>) {
    const what = `${file} · ${p.name} · ${p.method} ${p.path} as ${actor}`;
    const res = await send(clients, actor, p);
    expectOutcome(res, outcome, what);
    const hidden = p.hidden?.(w) ?? [];
    if (p.listsOwn) {
      const own = actor === 'owner' ? w.a.marker : actor === 'other' ? w.b.marker : null;
      if (own) expect(await res.text(), `${what} lists the actor's own data`).toContain(own);
    }
    if (hidden.length && actor !== 'owner') {
      const body = await res.text();
      for (const h of hidden) expect(body, `${what} shows another agent's data`).not.toContain(h);
      if (p.method === 'GET' && file.endsWith('.tsx')) {
        const data = await send(clients, actor, p, dataUrl(p.path));
        expect(data.status(), `${what} (.data)`).toBeLessThan(500);
        const dataBody = await data.text();
        for (const h of hidden) expect(dataBody, `${what} (.data) shows another agent's data`).not.toContain(h);
      }
    }
    if (p.verify && res.ok()) await p.verify(res, w);
  }
}

test('every route file, method and intent has an entry in the matrix', () => {
  const files = routeFiles();
  const w = placeholderWorld();
  expect(Object.keys(MATRIX).sort(), 'route files without a matrix entry, or entries for no file').toEqual(files);
  for (const file of files) {
    const probes = MATRIX[file](w);
    const d = declared(file);
    if (d.action)
      expect(
        probes.some((p) => p.method === 'POST'),
        `${file}: its action is not probed`,
      ).toBe(true);
    if (d.get)
      expect(
        probes.some((p) => p.method === 'GET'),
        `${file}: its GET is not probed`,
      ).toBe(true);
    const probedIntents = new Set(probes.map((p) => p.form?.intent).filter(Boolean));
    for (const intent of d.intents)
      expect(probedIntents.has(intent), `${file}: intent ${intent} is not probed`).toBe(true);
  }
});

test('refused requests are refused and change nothing', async ({ app, world: w, newClient }) => {
  // Some 200 requests, one after another: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  const clients = await clientsOf(w, newClient);
  const agents = [w.a, w.b, w.operator];
  const emails = probeEmails(routeFiles().flatMap((file) => MATRIX[file](w)));
  const before = await snapshot(app, agents, emails);
  for (const file of routeFiles()) {
    for (const p of MATRIX[file](w)) if (!p.verify) await run(w, clients, p, file);
  }
  expect(await snapshot(app, agents, emails), 'data changed by refused or read-only requests').toBe(before);
});

test('public chat routes given another assistant’s ids give nothing of it', async ({ app, world: w, newClient }) => {
  test.setTimeout(240_000);
  const clients = await clientsOf(w, newClient);
  for (const file of routeFiles()) {
    for (const p of MATRIX[file](w)) if (p.verify) await run(w, clients, p, file);
  }
  // The other assistant's chat got no message from any of these.
  const bMessages = await app.db
    .selectFrom('chatMessages')
    .select('content')
    .where('sessionId', '=', w.b.sessionId)
    .execute();
  expect(bMessages.map((m) => m.content)).toEqual([`${w.b.marker} visitor question`, `${w.b.marker} answer`]);
});

test('the snapshot sees a change to any row the refused requests could reach', async ({ app, world: w }) => {
  const { db } = app;
  const agents = [w.a, w.b, w.operator];
  const emails = [`probe.${w.a.marker.toLowerCase()}@example.com`];
  const changes: Array<[string, () => Promise<unknown>]> = [
    [
      'a listing renamed',
      () => db.updateTable('listings').set({ listingName: 'x' }).where('id', '=', w.a.listingId).execute(),
    ],
    [
      'a new assistant of an agent',
      () =>
        db
          .insertInto('assistants')
          .values({
            assistantPathname: `${w.b.pathname}_2`,
            realtorUserId: w.b.id,
            ohaName: 'x',
            publicEmail: 'x@example.com',
            publicPhone: '',
          })
          .execute(),
    ],
    ['a document gone', () => db.deleteFrom('documents').where('id', '=', w.a.documentId).execute()],
    [
      'an open house moved',
      () => db.updateTable('openHouses').set({ date: '2027-01-02' }).where('id', '=', w.a.openHouseId).execute(),
    ],
    ['a visitor gone', () => db.deleteFrom('contacts').where('id', '=', w.a.contactId).execute()],
    [
      'a chat message edited',
      () => db.updateTable('chatMessages').set({ content: 'x' }).where('sessionId', '=', w.a.sessionId).execute(),
    ],
    [
      'a password changed',
      () => db.updateTable('users').set({ passwordHash: 'x' }).where('id', '=', w.operator.id).execute(),
    ],
    [
      'an answer edited',
      () => db.updateTable('agentAnswers').set({ answer: 'x' }).where('id', '=', w.a.answerId).execute(),
    ],
    [
      'an account with a probe’s address',
      () =>
        db
          .insertInto('users')
          .values({ email: emails[0], roles: '[2024]', passwordHash: 'x', fName: 'x', lName: 'x' })
          .execute(),
    ],
  ];
  try {
    for (const [what, change] of changes) {
      const before = await snapshot(app, agents, emails);
      await change();
      expect(await snapshot(app, agents, emails), what).not.toBe(before);
    }
  } finally {
    await db.deleteFrom('users').where('email', '=', emails[0]).execute();
  }
});
