// Contract test: the Postmark transport against Postmark's /email exchanges, replayed by a local
// HTTP server. It checks the exact JSON our code sends and that it reads the answer and the error.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { startReplay, type Recording, type ReplayServer } from '../ai/openai/replay-server';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { deliverOne, postmarkTransport, sendEmail, setTransportForTests } from './email.server';

const TOKEN = 'pm-server-token-contract-0000';
const here = path.dirname(fileURLToPath(import.meta.url));
const recording = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(here, 'recordings', `${name}.json`), 'utf8')) as Recording;

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let replay: ReplayServer | undefined;

beforeEach(async () => {
  t = await openTestDatabase();
  process.env.DATA_DIR = t.dir;
  process.env.SUPPORT_EMAIL = 'team@oha.example.com';
  resetConfigForTests();
  useDatabaseForTests(t);
});
afterEach(async () => {
  await replay?.close();
  replay = undefined;
  setTransportForTests(undefined);
  useDatabaseForTests(undefined);
  delete process.env.SUPPORT_EMAIL;
  resetConfigForTests();
  await t.close();
});

async function postmark(name: string) {
  const rec = recording(name);
  replay = await startReplay(rec.exchanges);
  setTransportForTests(postmarkTransport(TOKEN, { requestHost: new URL(replay.baseURL).host, useHttps: false }));
  return { rec, replay };
}

describe('contract: Postmark /email', () => {
  it('sends the recorded JSON with the server token and stores the message id', async () => {
    const { rec, replay } = await postmark('postmark-email');
    const want = rec.exchanges[0].request.json!;
    const { id, delivered } = await sendEmail({
      kind: 'answer',
      to: want.To as string,
      replyTo: want.ReplyTo as string,
      subject: want.Subject as string,
      html: want.HtmlBody as string,
      text: want.TextBody as string,
    });
    expect(replay.mismatches).toEqual([]);
    expect(replay.remaining()).toBe(0);
    expect(replay.received[0].headers['x-postmark-server-token']).toBe(TOKEN);
    expect(replay.received[0].json).toEqual(want);
    expect(delivered).toBe(true);
    const row = await t.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', providerId: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817' });
  });

  it('keeps the email queued with Postmark’s reason when it refuses it', async () => {
    await postmark('postmark-email-422');
    const { id, delivered } = await sendEmail({
      kind: 'contact',
      to: 'not-an-address',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    expect(delivered).toBe(false);
    const row = await t.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toContain("Invalid 'To' address");
    expect(await deliverOne(id, t.db, { name: 'none', deliver: () => Promise.resolve('later') })).toBe(true);
  });
});
