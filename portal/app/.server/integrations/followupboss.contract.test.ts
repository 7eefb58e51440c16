// Contract tests: the Follow Up Boss client against exchanges written from FUB's published API
// reference (each recording names its pages), replayed by a local HTTP server. They check the
// exact request we send (path, Basic auth with the key as user name, X-System headers, the JSON
// body) and that we read each documented answer right.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startReplay, type Recording, type ReplayServer } from '../ai/openai/replay-server';
import type { LeadCreatedData } from './events';
import { fubErrorText, fubLeadEvent, sendFubEvent, splitAddress, splitName } from './followupboss.server';

const here = path.dirname(fileURLToPath(import.meta.url));
type FubRecording = Recording & { lead: LeadCreatedData; reference: string[] };
const load = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(here, 'recordings', `${name}.json`), 'utf8')) as FubRecording;

const KEY = 'fka_0Zx8Qm3Lr7Tn2Vb5Wc9Yd4Ke6Jf1Hg';
const SYSTEM = 'OpenHouseAssistant';
const SYSTEM_KEY = '4c1d2e9f8a7b6c5d4e3f2a1b0c9d8e7f';

let replay: ReplayServer | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

async function send(name: string) {
  const rec = load(name);
  replay = await startReplay(rec.exchanges);
  const body = fubLeadEvent(rec.lead, SYSTEM);
  const answer = await sendFubEvent(
    { apiKey: KEY, system: SYSTEM, systemKey: SYSTEM_KEY, baseUrl: replay.baseURL, timeoutMs: 5000 },
    body,
  );
  expect(replay.mismatches).toEqual([]);
  expect(replay.remaining()).toBe(0);
  return { rec, answer, sent: replay.received[0]! };
}

describe('contract: Follow Up Boss Events API', () => {
  it('sends a lead as a Property Inquiry with Basic auth, the system headers and the listing', async () => {
    const { rec, answer, sent } = await send('fub-events-property-inquiry');
    expect(rec.reference).toContain('https://docs.followupboss.com/reference/events-post');
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/events');
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`);
    expect(sent.headers['x-system']).toBe(SYSTEM);
    expect(sent.headers['x-system-key']).toBe(SYSTEM_KEY);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.json).toEqual(rec.exchanges[0]!.request.json);
    expect(sent.json).toMatchObject({
      type: 'Property Inquiry',
      source: 'Open House Assistant',
      person: { firstName: 'Pat', emails: [{ value: 'pat.visitor@example.net' }] },
      property: { street: '12 Birch Lane', city: 'Springfield', state: 'IL', code: '62704' },
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ id: 3187, source: 'Open House Assistant' });
  });

  it('sends a lead without a listing as a General Inquiry (no property, no phone)', async () => {
    const { rec, answer, sent } = await send('fub-events-general-inquiry');
    expect(sent.json).toEqual(rec.exchanges[0]!.request.json);
    expect(sent.json).not.toHaveProperty('property');
    expect(answer.status).toBe(200);
  });

  it('reads 204 (an archived lead flow) as an answer without a body', async () => {
    const { answer } = await send('fub-events-archived');
    expect(answer).toEqual({ status: 204, retryAfter: null, body: '' });
  });

  it('passes Retry-After on with a 429', async () => {
    const { answer } = await send('fub-events-rate-limited');
    expect(answer.status).toBe(429);
    expect(answer.retryAfter).toBe('8');
    expect(fubErrorText(answer)).toBe('Follow Up Boss asked to slow down (429); trying again later.');
  });

  it("shows FUB's errorMessage for a 400 and names the key for a 401", async () => {
    const bad = await send('fub-events-bad-request');
    expect(fubErrorText(bad.answer)).toBe('Follow Up Boss: Invalid email address: pat.visitor@example.net');
    await replay!.close();
    const denied = await send('fub-events-unauthorized');
    expect(fubErrorText(denied.answer)).toBe('Follow Up Boss refused the API key (401). Check the key.');
  });

  it('leaves out X-System-Key when no system key is configured', async () => {
    const rec = load('fub-events-property-inquiry');
    replay = await startReplay(rec.exchanges);
    await sendFubEvent(
      { apiKey: KEY, system: SYSTEM, baseUrl: replay.baseURL, timeoutMs: 5000 },
      fubLeadEvent(rec.lead, SYSTEM),
    );
    expect(replay.received[0]!.headers['x-system']).toBe(SYSTEM);
    expect(replay.received[0]!.headers).not.toHaveProperty('x-system-key');
  });
});

describe('lead to FUB fields', () => {
  it('splits names and listing addresses', () => {
    expect(splitName('Pat Q. Visitor')).toEqual({ firstName: 'Pat', lastName: 'Q. Visitor' });
    expect(splitName('王小明')).toEqual({ firstName: '王小明' });
    expect(splitAddress('12 Birch Lane, Springfield, IL 62704')).toEqual({
      street: '12 Birch Lane',
      city: 'Springfield',
      state: 'IL',
      code: '62704',
    });
    expect(splitAddress('88 Harbour View Rd, Unit 5, North Vancouver, BC V7L 1A1, Canada')).toEqual({
      street: '88 Harbour View Rd, Unit 5',
      city: 'North Vancouver',
      state: 'BC',
      code: 'V7L 1A1',
    });
    expect(splitAddress('Lakeside Cottage')).toEqual({ street: 'Lakeside Cottage' });
  });
});
