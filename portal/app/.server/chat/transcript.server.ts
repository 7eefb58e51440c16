// The chat history of one session, composed on the server from the stored (masked) messages.
// Used for the visitor's "Email chat history" and for the transcript attached to a lead.
import type { DB } from '@db/connection';
import { db as appDb } from '../db.server';
import { escapeHtml, sendEmail } from '../email/email.server';
import { rateLimit, type Limit } from '../rate-limit.server';
import { PRODUCT_ASSISTANT } from '~/messages/chat';
import { t as text } from '@i18n/catalogs';
import { toLang } from '@i18n/languages';
import { splitContactMarker } from '@widget/chat/contract';
import { stripCitations } from '@widget/chat/markdown';
import type { PublicAssistant } from './assistant-info.server';
import { renderMarkdownSafe } from './sanitize.server';
import { formatEmailDate } from '~/utils/dates';
import { serverText, sessionLanguage } from './visitor-language.server';

export interface Transcript {
  html: string;
  text: string;
  count: number;
}

export async function sessionBelongsTo(database: DB, sessionId: string, assistantId: number): Promise<boolean> {
  const row = await database
    .selectFrom('chatSessions')
    .select('assistantId')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.assistantId === assistantId;
}

/** `visitorLabel` names the visitor's lines: "You" (in their language) for the visitor's own copy, their name for the agent's. */
export async function composeTranscript(
  database: DB,
  assistant: PublicAssistant,
  sessionId: string,
  visitorLabel: string,
): Promise<Transcript> {
  const rows = await database
    .selectFrom('chatMessages')
    .select(['role', 'content', 'createdAt'])
    .where('sessionId', '=', sessionId)
    .where('role', 'in', ['user', 'assistant'])
    .orderBy('id')
    .execute();
  const botName = assistant.ohaName;
  const html: string[] = [];
  const text: string[] = [];
  for (const r of rows) {
    const who = r.role === 'user' ? visitorLabel : botName;
    const body = r.role === 'assistant' ? splitContactMarker(stripCitations(r.content)).text : r.content;
    const rendered =
      r.role === 'assistant' ? renderMarkdownSafe(body) : `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>`;
    html.push(
      `<div style="margin:0 0 12px;padding:8px 12px;border-radius:8px;background:${r.role === 'user' ? '#eef4ff' : '#f4f4f5'}">` +
        `<div style="font-size:12px;color:#555"><strong>${escapeHtml(who)}</strong></div>${rendered}</div>`,
    );
    text.push(`${who}: ${body}`);
  }
  return { html: html.join('\n'), text: text.join('\n\n'), count: rows.length };
}

/**
 * One transcript per chat session and address per hour: the visitor can send their chat to
 * themselves, but the form cannot be used to mail the same text to an address over and over.
 */
export const TRANSCRIPT_PER_ADDRESS: Limit = { limit: 1, windowMs: 60 * 60_000 };

export type TranscriptResult =
  | { ok: true }
  | { ok: false; status: 400; error: string }
  | { ok: false; status: 429; code: 'already_sent'; error: string; retryAfter: number };

/** Sends the transcript to the address the visitor typed, and to no one else, in the chat's language. */
export async function emailTranscript(
  assistant: PublicAssistant,
  sessionId: string,
  toEmail: string,
  database: DB = appDb(),
): Promise<TranscriptResult> {
  const lang = toLang(await sessionLanguage(database, sessionId));
  if (!(await sessionBelongsTo(database, sessionId, assistant.id)))
    return { ok: false, status: 400, error: serverText(lang, 'noConversation') };
  const t = await composeTranscript(database, assistant, sessionId, text(lang, 'chat', 'you'));
  if (t.count === 0) return { ok: false, status: 400, error: serverText(lang, 'noConversation') };
  const once = await rateLimit(`transcript:to:${sessionId}:${toEmail.toLowerCase()}`, TRANSCRIPT_PER_ADDRESS);
  if (!once.ok)
    return {
      ok: false,
      status: 429,
      code: 'already_sent',
      error: text(lang, 'chat', 'transcriptAlreadySent'),
      retryAfter: once.retryAfter,
    };
  const subject = serverText(lang, 'transcriptSubject', { product: PRODUCT_ASSISTANT });
  const date = formatEmailDate(new Date(), lang === 'en' ? 'en-US' : lang);
  const intro = serverText(lang, 'transcriptIntro', { assistant: assistant.ohaName, date });
  const questions = serverText(lang, 'transcriptQuestions', {
    agent: assistant.agentName,
    email: assistant.publicEmail,
    phone: assistant.publicPhone,
  });
  const why = serverText(lang, 'transcriptRequested', { assistant: assistant.ohaName, email: toEmail });
  const html =
    `<div lang="${lang}" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;max-width:640px">` +
    `<h2 style="font-size:18px">${escapeHtml(subject)}</h2><p>${escapeHtml(intro)}</p>${t.html}` +
    `<p style="color:#555;font-size:12px">${escapeHtml(questions)}</p>` +
    `<p style="color:#555;font-size:12px">${escapeHtml(why)}</p></div>`;
  const sent = await sendEmail(
    {
      kind: 'transcript',
      to: toEmail,
      subject,
      html,
      text: `${intro}\n\n${t.text}\n\n${why}`,
      sessionId,
    },
    database,
  );
  // Stored and queued even when the first delivery fails; the worker retries it.
  void sent;
  return { ok: true };
}
