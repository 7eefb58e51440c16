// "Email this answer to the visitors who asked": each address a visitor gave in the chat where
// they asked (a lead or a transcript) gets the agent's answer once, in the visitor's language,
// from the product's sender with the agent as reply-to, stored in the outbox first like every
// email. Never to any other address, and rate-limited per agent and per recipient.
import type { DB } from '@db/connection';
import { t } from '@i18n/catalogs';
import { toLang } from '@i18n/languages';
import { escapeHtml, sendEmail } from '../email/email.server';
import { rateLimit, type Limit } from '../rate-limit.server';
import { requireOwnedAnswer } from './answers.server';
import { visitorAddresses } from './visitor-addresses.server';

const HOUR = 3600_000;
export const ANSWER_EMAIL_LIMITS = {
  perAgent: { limit: 200, windowMs: HOUR },
  perAddress: { limit: 5, windowMs: 24 * HOUR },
} satisfies Record<string, Limit>;

export interface NotifyResult {
  sent: number;
  /** Addresses held back by a rate limit; ticking the box again later sends to them. */
  held: number;
}

export async function emailAnswerToVisitors(database: DB, userId: number, answerId: number): Promise<NotifyResult> {
  await requireOwnedAnswer(database, userId, answerId);
  const a = await database
    .selectFrom('agentAnswers as x')
    .innerJoin('assistants as s', 's.id', 'x.assistantId')
    .innerJoin('users as u', 'u.id', 's.realtorUserId')
    .leftJoin('listings as l', 'l.id', 'x.listingId')
    .select(['x.answer', 's.ohaName', 's.publicEmail', 'u.fName', 'u.lName', 'l.listingName'])
    .where('x.id', '=', answerId)
    .executeTakeFirstOrThrow();
  const questions = await database
    .selectFrom('visitorQuestions')
    .select(['id', 'sessionId', 'question', 'language', 'listingId'])
    .where('agentAnswerId', '=', answerId)
    .where('emailedAt', 'is', null)
    .orderBy('id')
    .execute();
  const addresses = await visitorAddresses(database, [...new Set(questions.map((q) => q.sessionId))]);
  // One email per address, about the latest question asked from it.
  const byAddress = new Map<string, typeof questions>();
  for (const q of questions)
    for (const address of addresses.get(q.sessionId) ?? [])
      byAddress.set(address, [...(byAddress.get(address) ?? []), q]);

  const agent = `${a.fName} ${a.lName}`.trim();
  const held = new Set<number>();
  let sent = 0;
  for (const [address, qs] of byAddress) {
    const ok =
      (await rateLimit(`answer-mail:agent:${userId}`, ANSWER_EMAIL_LIMITS.perAgent)).ok &&
      (await rateLimit(`answer-mail:to:${address}`, ANSWER_EMAIL_LIMITS.perAddress)).ok;
    if (!ok) {
      for (const q of qs) held.add(q.id);
      continue;
    }
    const latest = qs[qs.length - 1]!;
    await sendEmail(
      {
        kind: 'answer',
        to: address,
        replyTo: a.publicEmail,
        ...compose(toLang(latest.language), {
          agent,
          assistant: a.ohaName,
          listing: a.listingName,
          question: latest.question,
          answer: a.answer,
        }),
      },
      database,
    );
    sent++;
  }
  const done = questions.filter((q) => (addresses.get(q.sessionId)?.size ?? 0) > 0 && !held.has(q.id));
  if (done.length) {
    await database
      .updateTable('visitorQuestions')
      .set({ emailedAt: new Date().toISOString() })
      .where(
        'id',
        'in',
        done.map((q) => q.id),
      )
      .execute();
  }
  return { sent, held: [...byAddress.keys()].length - sent };
}

interface Content {
  agent: string;
  assistant: string;
  listing: string | null;
  question: string;
  answer: string;
}

/** The visitor's email, in their language; every value escaped. */
export function compose(lang: ReturnType<typeof toLang>, c: Content): { subject: string; html: string; text: string } {
  const tr = (key: string) =>
    t(lang, 'answers', key, { agent: c.agent, assistant: c.assistant, listing: c.listing ?? '' });
  const para = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const quote = (s: string) =>
    `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:4px solid #1f5f8b;background:#f4f4f5">${escapeHtml(s).replace(/\n/g, '<br>')}</blockquote>`;
  const about = c.listing ? tr('emailAbout') : null;
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;max-width:640px">` +
    (about ? `<h2 style="font-size:18px">${escapeHtml(about)}</h2>` : '') +
    para(tr('emailAsked')) +
    quote(c.question) +
    para(tr('emailAnswered')) +
    quote(c.answer) +
    para(tr('emailReply')) +
    `<p style="color:#555;font-size:12px">${escapeHtml(tr('emailWhy'))}</p></div>`;
  const text = [
    ...(about ? [about, ''] : []),
    tr('emailAsked'),
    c.question,
    '',
    tr('emailAnswered'),
    c.answer,
    '',
    tr('emailReply'),
    '',
    tr('emailWhy'),
  ].join('\n');
  return { subject: tr('emailSubject'), html, text };
}
