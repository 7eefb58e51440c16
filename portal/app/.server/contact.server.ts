// The product-team contact form: one email to SUPPORT_EMAIL, composed from typed fields only
// (a visitor never chooses the recipient), every value escaped in the HTML body.
import type { ContactInput } from '~/validation/auth';
import { CONTACT } from '~/messages/auth';
import { config } from './config.server';
import { escapeHtml, sendEmail } from './email/email.server';
import { formatEmailDate } from '~/utils/dates';

export function composeContactEmail(input: ContactInput, now = new Date()) {
  const rows: Array<[string, string]> = [
    ['Date', formatEmailDate(now)],
    ['Inquiry type', input.inquiryType],
    ['Name', input.name],
    ['Email', input.email],
    ['Phone', input.phone || 'Not provided'],
  ];
  const html = `<h2>New contact request</h2>
<table cellpadding="6" style="border-collapse:collapse">
${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<h3>Message</h3>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nMessage:\n${input.message}\n`;
  return { subject: CONTACT.subject(input.inquiryType), html, text };
}

export async function sendContactRequest(input: ContactInput): Promise<void> {
  const mail = composeContactEmail(input);
  // Stored first and retried by the email module if the transport is down: never lost.
  await sendEmail({ kind: 'contact', to: config().supportEmail, ...mail });
}
