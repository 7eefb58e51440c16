import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { Email } from '@db/schema';
import { composeEml, emailMessage, formatAddress, postmarkPayload } from './message.server';

const row: Email = {
  id: 7,
  kind: 'answer',
  toAddress: 'zoë@example.com',
  fromAddress: 'team@oha.example.com',
  // A comma and a quote would split or end an unquoted display name.
  fromName: 'Maple, "Birch" & Co — 枫树房产',
  replyTo: 'agent@example.com',
  // Longer than a header line may be, in a script that takes several encoded words.
  subject: `Your question about 12 Birch Lane: ${'关于车库和后院的问题的答复，'.repeat(8)}`,
  html: '<p>Hello <b>Zoë</b></p>',
  text: 'Hello Zoë\nThe garage fits two cars.',
  status: 'queued',
  attempts: 0,
  nextAttemptAt: '2026-11-25T09:00:00.000Z',
  lastError: null,
  providerId: null,
  sessionId: null,
  attachments: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  sentAt: null,
};

describe('the outbox .eml (MailComposer)', () => {
  it('folds long headers and reads back unchanged in mailparser', async () => {
    const eml = (await composeEml(emailMessage(row))).toString('utf8');
    // RFC 5322: at most 998 characters a line, 78 recommended; encoded words are split to fit.
    for (const line of eml.split('\r\n')) expect(line.length, line).toBeLessThanOrEqual(78);
    expect(eml).toMatch(/^Message-ID: <[^>]+@oha\.example\.com>$/m);
    expect(eml).toMatch(/^Date: /m);

    const parsed = await simpleParser(eml);
    expect(parsed.subject).toBe(row.subject);
    expect(parsed.from?.value).toEqual([{ name: row.fromName, address: row.fromAddress }]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: row.replyTo }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0].address : '').toBe(row.toAddress);
    expect(parsed.text?.trim()).toBe(row.text);
    expect(parsed.html).toContain('<b>Zoë</b>');
  });

  it('carries the stored attachments as MIME parts', async () => {
    const card = 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Zoë Tremblay\r\nEND:VCARD\r\n';
    const attachments = JSON.stringify([
      { filename: 'Zoe-Tremblay.vcf', contentType: 'text/vcard', content: Buffer.from(card).toString('base64') },
    ]);
    const parsed = await simpleParser(await composeEml(emailMessage({ ...row, attachments })));
    expect(parsed.attachments.map((a) => [a.filename, a.contentType, a.content.toString('utf8')])).toEqual([
      ['Zoe-Tremblay.vcf', 'text/vcard', card],
    ]);
    expect(parsed.text?.trim()).toBe(row.text);
    expect(postmarkPayload(emailMessage({ ...row, attachments })).Attachments).toEqual([
      {
        Name: 'Zoe-Tremblay.vcf',
        Content: Buffer.from(card).toString('base64'),
        ContentType: 'text/vcard',
        ContentID: null,
      },
    ]);
    expect(postmarkPayload(emailMessage(row))).not.toHaveProperty('Attachments');
  });

  it('has no Reply-To when the row has none', async () => {
    const eml = (await composeEml(emailMessage({ ...row, replyTo: null }))).toString('utf8');
    expect(eml).not.toMatch(/^Reply-To:/im);
  });
});

describe('the Postmark payload', () => {
  it('is built from the same message object as the .eml', () => {
    expect(postmarkPayload(emailMessage(row))).toEqual({
      From: '"Maple, \\"Birch\\" & Co — 枫树房产" <team@oha.example.com>',
      To: row.toAddress,
      ReplyTo: row.replyTo,
      Subject: row.subject,
      HtmlBody: row.html,
      TextBody: row.text,
      MessageStream: 'outbound',
    });
    expect(postmarkPayload(emailMessage({ ...row, replyTo: null }))).not.toHaveProperty('ReplyTo');
  });

  it('quotes display names and leaves bare addresses alone', () => {
    expect(formatAddress({ name: 'Open House Assistant', address: 'a@b.example' })).toBe(
      '"Open House Assistant" <a@b.example>',
    );
    expect(formatAddress({ name: 'back\\slash', address: 'a@b.example' })).toBe('"back\\\\slash" <a@b.example>');
    expect(formatAddress({ name: '', address: 'a@b.example' })).toBe('a@b.example');
  });
});
