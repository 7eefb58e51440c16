// Visitor leads (leave-a-message modal and the inline ##CONTACT form): stored, then emailed to
// the agent. The server composes the email from typed fields; the visitor never picks a recipient.
import { z } from 'zod';
import { isValidEmail } from '@widget/chat/email-address';
import type { DB } from '@db/connection';
import { db as appDb } from '../db.server';
import { escapeHtml, sendEmail } from '../email/email.server';
import { notifyLeadCreated } from '../integrations/notify.server';
import { chatMessages } from '~/messages/chat';
import { LEAD_SOURCE_LABELS, parseLeadSource, type LeadSource } from '~/validation/lead-source';
import type { PublicAssistant } from './assistant-info.server';
import { isSessionId } from './session-id';
import { composeTranscript } from './transcript.server';
import { formatEmailDate } from '~/utils/dates';

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s.replace(/[\r\n\t]+/g, ' '));

export const LeadInput = z.object({
  pathname: z.string().min(1).max(120),
  sessionId: z.string().nullish(),
  /** A listing name, or "" / null for "Not specific". */
  listingName: oneLine(200).nullish(),
  name: oneLine(120).pipe(z.string().min(1)),
  email: z.string().trim().refine(isValidEmail),
  phone: oneLine(40).nullish(),
  remarks: z.string().trim().min(1).max(4000),
  attachTranscript: z.boolean().default(false),
  source: z.enum(['modal', 'inline']),
  /** The page's `src` channel, used when the lead comes before any chat session. */
  src: z.unknown().optional(),
});
export type LeadInput = z.infer<typeof LeadInput>;

export const NOT_SPECIFIC = 'Not specific';

function resolveListing(assistant: PublicAssistant, name: string | null | undefined): string | null {
  const v = (name ?? '').trim();
  if (!v || v.toLowerCase() === NOT_SPECIFIC.toLowerCase()) return null;
  const known = assistant.listings.find((l) => l.listingName.toLowerCase() === v.toLowerCase());
  return known ? known.listingName : v;
}

/** The visitor's own session (never another assistant's) and the channel it came through. */
async function leadSession(
  database: DB,
  assistant: PublicAssistant,
  input: LeadInput,
): Promise<{ sessionId: string | null; leadSource: LeadSource }> {
  if (input.sessionId && isSessionId(input.sessionId)) {
    const row = await database
      .selectFrom('chatSessions')
      .select(['assistantId', 'leadSource'])
      .where('id', '=', input.sessionId)
      .executeTakeFirst();
    if (row?.assistantId === assistant.id)
      return { sessionId: input.sessionId, leadSource: parseLeadSource(row.leadSource) };
  }
  return { sessionId: null, leadSource: parseLeadSource(input.src) };
}

export async function createLead(
  assistant: PublicAssistant,
  input: LeadInput,
  database: DB = appDb(),
): Promise<{ ok: true; leadId: number; delivered: boolean }> {
  const { sessionId, leadSource } = await leadSession(database, assistant, input);
  const listingName = resolveListing(assistant, input.listingName);
  // The lead and its deliveries to the agent's tools (webhook, Follow Up Boss) are stored together.
  const leadId = await database.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('leads')
      .values({
        assistantId: assistant.id,
        realtorUserId: assistant.realtorUserId,
        sessionId,
        listingName,
        prospectName: input.name,
        prospectEmail: input.email,
        prospectPhone: input.phone || null,
        prospectRemarks: input.remarks,
        attachTranscript: input.attachTranscript ? 1 : 0,
        source: input.source,
        leadSource,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifyLeadCreated(trx, id);
    return id;
  });

  const { delivered } = await emailLeadToAgent(database, assistant, {
    listingName,
    leadSource,
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    message: input.remarks,
    transcriptSessionId: input.attachTranscript ? sessionId : null,
  });
  return { ok: true, leadId, delivered };
}

export interface LeadEmail {
  listingName: string | null;
  leadSource: LeadSource;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** The chat whose history the agent's copy carries; null = none. */
  transcriptSessionId: string | null;
}

/** The email to the agent about a stored lead (a message, or an open house's sign-in). */
export async function emailLeadToAgent(
  database: DB,
  assistant: PublicAssistant,
  lead: LeadEmail,
): Promise<{ delivered: boolean }> {
  const rows: Array<[string, string]> = [
    ['Date', formatEmailDate()],
    ['Listing', lead.listingName ?? NOT_SPECIFIC],
    ['Source', LEAD_SOURCE_LABELS[lead.leadSource]],
    ['Name', lead.name],
    ['Email', lead.email || '-'],
    ['Phone', lead.phone || '-'],
    ['Message', lead.message],
  ];
  let transcriptHtml = '';
  let transcriptText = '';
  if (lead.transcriptSessionId) {
    // The agent reads this copy: the visitor's lines carry the visitor's name, not "You".
    const t = await composeTranscript(database, assistant, lead.transcriptSessionId, lead.name);
    if (t.count) {
      transcriptHtml = `<h3 style="font-size:16px">Chat history</h3>${t.html}`;
      transcriptText = `\n\nChat history\n\n${t.text}`;
    }
  }
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;max-width:640px">` +
    `<h2 style="font-size:18px">New contact request from your ${escapeHtml(assistant.ohaName)}</h2>` +
    `<table cellpadding="6" style="border-collapse:collapse">` +
    rows
      .map(
        ([k, v]) => `<tr><th align="left" valign="top">${k}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('') +
    `</table>${transcriptHtml}</div>`;
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n') + transcriptText;
  const subject = lead.listingName ? chatMessages.leadSubjectFor(lead.listingName) : chatMessages.leadSubject;
  return sendEmail({ kind: 'lead', to: assistant.publicEmail, subject, html, text }, database);
}
