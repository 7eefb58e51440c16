// Builds a standard RFC 822 / MIME message (multipart/alternative, UTF-8, base64 parts),
// the format written to DATA_DIR/outbox/ when no Postmark token is set.
import crypto from 'node:crypto';

export interface MimeMessage {
  from: string; // "Name <addr>"
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  date?: Date;
  messageId?: string;
}

function encodeHeader(value: string): string {
  // RFC 2047 encoded-word for anything outside printable ASCII.
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

function encodeAddress(nameAddr: string): string {
  const m = /^(.*)<([^>]+)>\s*$/.exec(nameAddr);
  if (!m) return nameAddr;
  const name = m[1].trim().replace(/^"|"$/g, '');
  return name ? `${/^[\w .-]*$/.test(name) ? `"${name}"` : encodeHeader(name)} <${m[2]}>` : `<${m[2]}>`;
}

function base64Lines(s: string): string {
  return (
    Buffer.from(s, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

export function buildEml(msg: MimeMessage): string {
  const boundary = `oha-${crypto.randomBytes(12).toString('hex')}`;
  const domain = (/@([^>\s]+)/.exec(msg.from)?.[1] ?? 'localhost').toLowerCase();
  const headers = [
    `From: ${encodeAddress(msg.from)}`,
    `To: ${encodeAddress(msg.to)}`,
    ...(msg.replyTo ? [`Reply-To: ${encodeAddress(msg.replyTo)}`] : []),
    `Subject: ${encodeHeader(msg.subject)}`,
    `Date: ${(msg.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${msg.messageId ?? `<${crypto.randomUUID()}@${domain}>`}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  return [
    ...headers,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(msg.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(msg.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
