import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import {
  backoffMs,
  deliverDue,
  deliverOne,
  MAX_ATTEMPTS,
  sendEmail,
  setTransportForTests,
  type Transport,
} from './email.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;

beforeEach(async () => {
  t = await openTestDatabase();
  process.env.DATA_DIR = t.dir;
  process.env.SUPPORT_EMAIL = 'team@oha.example.com';
  resetConfigForTests();
  useDatabaseForTests(t);
});
afterEach(async () => {
  setTransportForTests(undefined);
  useDatabaseForTests(undefined);
  delete process.env.SUPPORT_EMAIL;
  resetConfigForTests();
  await t.close();
});

const msg = {
  kind: 'contact' as const,
  to: 'zoë@example.com',
  subject: 'New Contact Request - Inquiry type: Other — ünïcode',
  html: '<p>Hello <b>team</b></p>',
  text: 'Hello team',
};

describe('outbox transport', () => {
  it('writes a standard .eml that mailparser reads back, and marks the row sent', async () => {
    const { id, delivered } = await sendEmail(msg);
    expect(delivered).toBe(true);
    const dir = path.join(t.dir, 'outbox');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, files[0])));
    expect(parsed.subject).toBe(msg.subject);
    expect(parsed.text?.trim()).toBe('Hello team');
    expect(parsed.html).toContain('<b>team</b>');
    expect(parsed.from?.value[0]).toMatchObject({ address: 'team@oha.example.com', name: 'Open House Assistant' });
    const row = await t.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerId: files[0], lastError: null });
  });
});

describe('a failing transport', () => {
  it('keeps the message queued with backoff, retries it, and never loses it', async () => {
    let fail = true;
    const delivered: number[] = [];
    const flaky: Transport = {
      name: 'flaky',
      deliver: async (e) => {
        if (fail) throw new Error('connection refused');
        delivered.push(e.id);
        return 'ok';
      },
    };
    setTransportForTests(flaky);
    const before = Date.now();
    const { id, delivered: first } = await sendEmail(msg);
    expect(first).toBe(false);
    let row = await t.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'connection refused' });
    expect(Date.parse(row.nextAttemptAt)).toBeGreaterThanOrEqual(before + backoffMs(1));

    // Not due yet: the worker leaves it alone.
    expect(await deliverDue(t.db)).toBe(0);
    expect(delivered).toEqual([]);

    // Once due and the transport is back, it goes out.
    await t.db
      .updateTable('emails')
      .set({ nextAttemptAt: new Date(0).toISOString() })
      .where('id', '=', id)
      .execute();
    fail = false;
    expect(await deliverDue(t.db)).toBe(1);
    row = await t.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(delivered).toEqual([id]);
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5000, 10000, 20000, 40000]);
    expect(backoffMs(30)).toBe(3600_000);
  });

  it('after the last attempt the row is marked failed but kept, with its content', async () => {
    setTransportForTests({ name: 'down', deliver: async () => Promise.reject(new Error('down')) });
    const { id } = await sendEmail(msg);
    for (let i = 1; i < MAX_ATTEMPTS; i++) await deliverOne(id, t.db);
    const row = await t.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, subject: msg.subject, html: msg.html });
  });
});

describe('two senders at once (the request and a worker, maybe on another instance)', () => {
  it('send the email once', async () => {
    const sent: number[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    setTransportForTests({
      name: 'slow',
      deliver: async (e) => {
        sent.push(e.id);
        await slow;
        return `m${e.id}`;
      },
    });
    const { id } = await t.db
      .insertInto('emails')
      .values({
        kind: 'lead',
        toAddress: 'a@example.com',
        fromAddress: 'support@localhost',
        fromName: 'x',
        subject: 's',
        html: 'h',
        text: 't',
        status: 'queued',
        attempts: 0,
        nextAttemptAt: new Date(0).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const both = Promise.all([deliverOne(id, t.db), deliverDue(t.db)]);
    for (let i = 0; i < 200 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    release();
    await both;
    expect(sent).toEqual([id]);
    const row = await t.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
