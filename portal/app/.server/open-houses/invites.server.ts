// The co-host invitation: an email to each newly invited agent address, composed on the server
// from typed fields (who invites, which listing, when, the link to the live list).
import type { DB } from '@db/connection';
import { openHouseTexts as m } from '~/messages/open-houses';
import { config } from '../config.server';
import { escapeHtml, sendEmail } from '../email/email.server';
import { whenText } from './view.server';

export async function inviteCohosts(database: DB, openHouseId: number, emails: readonly string[]): Promise<void> {
  if (!emails.length) return;
  const oh = await database
    .selectFrom('openHouses')
    .innerJoin('listings', 'listings.id', 'openHouses.listingId')
    .innerJoin('users', 'users.id', 'openHouses.realtorUserId')
    .select([
      'openHouses.id',
      'openHouses.date',
      'openHouses.startTime',
      'openHouses.endTime',
      'listings.listingName',
      'users.fName',
      'users.lName',
    ])
    .where('openHouses.id', '=', openHouseId)
    .executeTakeFirstOrThrow();
  const host = `${oh.fName} ${oh.lName}`;
  const live = `${config().publicUrl}/open-houses/${oh.id}/live`;
  const when = whenText(oh);
  const text = [
    `${host} invited you to co-host the open house at ${oh.listingName}, ${when}.`,
    '',
    `During the event, open the live visitor list on your phone: ${live}`,
    '',
    `Log in (or register) with this email address to see it. You will see this open house only.`,
  ].join('\n');
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;max-width:640px">` +
    `<p>${escapeHtml(host)} invited you to co-host the open house at <strong>${escapeHtml(oh.listingName)}</strong>, ${escapeHtml(when)}.</p>` +
    `<p>During the event, open the <a href="${escapeHtml(live)}">live visitor list</a> on your phone.</p>` +
    `<p>Log in (or register) with this email address to see it. You will see this open house only.</p></div>`;
  for (const to of emails) {
    await sendEmail({ kind: 'cohost', to, subject: m.inviteSubject(host), html, text }, database);
  }
}
