// One message object per stored email, and the two forms the transports send from it: the
// RFC 5322 file nodemailer's MailComposer writes for the outbox (header folding, encoded words
// split at the line limit, MIME parts), and the JSON body of Postmark's /email endpoint.
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Message as PostmarkMessage } from 'postmark';
import type { Email, EmailAttachment } from '@db/schema';

export interface EmailMessage {
  from: { name: string; address: string };
  to: string;
  /** Unset: replies go to the sender. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (the agent's vCard with a follow-up). */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

function attachmentsOf(json: string | null): EmailMessage['attachments'] {
  if (!json) return undefined;
  const list = JSON.parse(json) as EmailAttachment[];
  return list.length
    ? list.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') }))
    : undefined;
}

export function emailMessage(email: Email): EmailMessage {
  const attachments = attachmentsOf(email.attachments);
  return {
    from: { name: email.fromName, address: email.fromAddress },
    to: email.toAddress,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(attachments ? { attachments } : {}),
  };
}

/** The message as an .eml file (multipart/alternative, UTF-8; multipart/mixed with attachments), with a Date and a Message-ID. */
export function composeEml(message: EmailMessage): Promise<Buffer> {
  return new MailComposer(message).compile().build();
}

/**
 * `"Name" <address>`, the display name quoted (backslash and double quote escaped) so a comma or
 * a colon in it cannot split the address; Postmark encodes non-ASCII names itself.
 */
export function formatAddress({ name, address }: { name: string; address: string }): string {
  return name ? `"${name.replace(/[\\"]/g, '\\$&')}" <${address}>` : address;
}

export function postmarkPayload(message: EmailMessage): PostmarkMessage {
  return {
    From: formatAddress(message.from),
    To: message.to,
    ...(message.replyTo ? { ReplyTo: message.replyTo } : {}),
    Subject: message.subject,
    HtmlBody: message.html,
    TextBody: message.text,
    ...(message.attachments
      ? {
          Attachments: message.attachments.map((a) => ({
            Name: a.filename,
            Content: a.content.toString('base64'),
            ContentType: a.contentType,
            ContentID: null,
          })),
        }
      : {}),
    MessageStream: 'outbound',
  };
}
