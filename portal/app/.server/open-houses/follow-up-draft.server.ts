// The follow-up email of one open-house visitor, assembled without a model: greets them in their
// language, quotes each answer the assistant gave them with its sources, names the questions the
// agent will answer personally (the handed-over ones; quoting the agent's own answer where they
// wrote one since), links the listing's chat and signs with the agent's details. The agent edits
// the plain text; the HTML and the footer with the "stop these emails" link are made at send time.
import { convert } from 'html-to-text';
import { t } from '@i18n/catalogs';
import type { Lang } from '@i18n/languages';
import { splitContactMarker } from '@widget/chat/contract';
import { stripCitations } from '@widget/chat/markdown';
import { sourceKind } from '@widget/chat/source-kind';
import type { AnswerSource } from '../ai/provider.server';
import { renderMarkdownSafe } from '../chat/sanitize.server';
import { escapeHtml } from '../email/email.server';

/** What a visitor asked, and what became of it. */
export type FollowUpItem =
  /** The assistant answered from the documents (or the agent's notes or saved answers). */
  | { kind: 'answered'; question: string; reply: string; sources: AnswerSource[] }
  /** Handed over, and the agent has answered it since on Unanswered questions. */
  | { kind: 'agent'; question: string; answer: string }
  /** Handed over (or the visitor disliked the reply, or the chat failed): the agent answers. */
  | { kind: 'personal'; question: string };

export interface FollowUpAgent {
  name: string;
  company: string | null;
  phone: string;
  email: string;
}

export interface DraftInput {
  lang: Lang;
  visitorName: string;
  listingName: string;
  /** The open house's date, YYYY-MM-DD. */
  date: string;
  chatUrl: string;
  agent: FollowUpAgent;
  items: FollowUpItem[];
}

/** A long chat stays a readable email: the first answers and handed-over questions are kept. */
export const MAX_ANSWERED = 8;
export const MAX_PERSONAL = 8;

/** Latin-script languages greet by first name; the others by the name as given (with 様, 님). */
const FIRST_NAME: Record<Lang, boolean> = { en: true, fr: true, 'zh-CN': false, 'zh-TW': false, ja: false, ko: false };

export function greetingName(name: string, lang: Lang): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  return FIRST_NAME[lang] ? (clean.split(' ')[0] ?? clean) : clean;
}

export function openHouseDate(date: string, lang: Lang): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? date
    : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** An assistant reply as plain text: no contact-form marker, citations or Markdown. */
export function plainReply(reply: string): string {
  const md = splitContactMarker(stripCitations(reply)).text;
  return convert(renderMarkdownSafe(md), {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['(', ')'] } },
      { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'ul', options: { itemPrefix: '• ' } },
    ],
  }).trim();
}

/** "Strata minutes, page 3; my notes on the home": each source once, in the visitor's language. */
export function sourcesText(sources: readonly AnswerSource[], lang: Lang): string {
  const seen = new Set<string>();
  for (const s of sources) {
    const kind = sourceKind(s.fileName);
    const label =
      kind === 'answer'
        ? t(lang, 'followup', 'sourceAgentAnswer')
        : kind === 'notes'
          ? t(lang, 'followup', 'sourceAgentNotes')
          : s.page
            ? t(lang, 'followup', 'sourcePage', { file: s.fileName, page: s.page })
            : s.fileName;
    seen.add(label);
  }
  return [...seen].join('; ');
}

/** The subject and plain-text body of the draft (see the top of this file). */
export function draftFollowUp(input: DraftInput): { subject: string; body: string } {
  const { lang, agent } = input;
  const tr = (key: string, params: Record<string, string | number> = {}) => t(lang, 'followup', key, params);
  const answered = input.items.filter((i) => i.kind !== 'personal').slice(0, MAX_ANSWERED);
  const personal = input.items.filter((i) => i.kind === 'personal').slice(0, MAX_PERSONAL);
  const blocks: string[] = [
    tr('greeting', { name: greetingName(input.visitorName, lang) }),
    tr('thanks', { listing: input.listingName, date: openHouseDate(input.date, lang) }),
  ];
  if (answered.length) {
    blocks.push(tr('answeredIntro', { count: answered.length }));
    for (const item of answered) {
      const lines = [tr('question', { question: item.question.trim() })];
      if (item.kind === 'agent') lines.push(item.answer.trim(), tr('source', { sources: tr('sourceAgentAnswer') }));
      else {
        lines.push(plainReply(item.reply));
        const sources = sourcesText(item.sources, lang);
        if (sources) lines.push(tr('source', { sources }));
      }
      blocks.push(lines.join('\n'));
    }
  }
  if (personal.length) {
    blocks.push(
      [
        tr('personalIntro', { count: personal.length }),
        ...personal.map((i) => tr('question', { question: i.question.trim() })),
      ].join('\n'),
      tr('personalSoon'),
    );
  }
  if (!answered.length && !personal.length) blocks.push(tr('noQuestions'));
  blocks.push(tr('chatLink', { listing: input.listingName, url: input.chatUrl }), tr('vcard'));
  const contact = [agent.phone, agent.email].filter(Boolean).join(' · ');
  blocks.push([tr('signoff'), agent.name, ...(agent.company ? [agent.company] : []), contact].join('\n'));
  return { subject: tr('subject', { listing: input.listingName }), body: blocks.join('\n\n') };
}

/** The footer every follow-up ends with (not editable): why it came, and the link that stops them. */
export function followUpFooter(lang: Lang, agent: string, unsubscribeUrl: string): string {
  return t(lang, 'followup', 'footer', { agent, url: unsubscribeUrl });
}

const URL_RE = /\bhttps?:\/\/[^\s<>"“”«»「」]+[^\s<>"“”«»「」.,;:!?)）。，；：！？]/g;

function linkify(escaped: string): string {
  // The text is escaped already; a URL in it holds no quote or angle bracket to escape again.
  return escaped.replace(URL_RE, (url) => `<a href="${url}">${url}</a>`);
}

/** The email's HTML from the agent's plain text: paragraphs, line breaks, links; the footer small. */
export function followUpHtml(body: string, footer: string, lang: Lang): string {
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${linkify(escapeHtml(p)).replace(/\n/g, '<br>')}</p>`);
  return (
    `<div lang="${lang}" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;max-width:640px">` +
    paragraphs.join('') +
    `<p style="color:#555;font-size:12px">${linkify(escapeHtml(footer))}</p></div>`
  );
}
