// The mails a server wrote to DATA_DIR/outbox (no Postmark token in the e2e), parsed back.
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import fs from 'node:fs';
import path from 'node:path';
import type { App } from './app-server';

export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  parsed: ParsedMail;
}

/** Every .eml in the app's outbox, oldest first. */
export async function readOutbox(app: App): Promise<OutboxMail[]> {
  const dir = path.join(app.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
    mails.push({
      file,
      to,
      from: parsed.from?.text ?? '',
      subject: parsed.subject ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      text: parsed.text ?? '',
      parsed,
    });
  }
  return mails;
}

/** Waits until an outbox mail matches (the server may write it just after the response). */
export async function waitForMail(app: App, match: (m: OutboxMail) => boolean): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(app)).find(match);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
