// The follow-up draft assembled without a model, in each of the six languages: greeting, the
// answers quoted with their sources, the questions the agent answers personally, the chat link,
// the signature; and the HTML the agent's plain text becomes.
import { describe, expect, it } from 'vitest';
import { t } from '@i18n/catalogs';
import { LANGUAGE_CODES, type Lang } from '@i18n/languages';
import {
  MAX_ANSWERED,
  draftFollowUp,
  followUpHtml,
  plainReply,
  type DraftInput,
  type FollowUpItem,
} from './follow-up-draft.server';

const ITEMS: FollowUpItem[] = [
  {
    kind: 'answered',
    question: 'How much are the condo fees?',
    reply: 'The strata fee is **$450 per month**.',
    sources: [
      { fileName: '7 Cedar Court_listingExtraInfo_ND', page: null },
      { fileName: 'Strata minutes', page: 3 },
      { fileName: 'Strata minutes', page: 3 },
    ],
  },
  {
    kind: 'personal',
    question: 'Is there a special assessment?',
  },
  { kind: 'agent', question: 'Can I bring my dog?', answer: 'Yes, two pets are allowed.' },
];

const input = (lang: Lang, items = ITEMS): DraftInput => ({
  lang,
  visitorName: 'Jordan Lee',
  listingName: '7 Cedar Court',
  date: '2026-12-05',
  chatUrl: 'http://localhost:3000/assistants/alex_1',
  agent: { name: 'Alex Morgan', company: 'Cedar Realty', phone: '604-555-0100', email: 'alex@example.com' },
  items,
});

// The first draft loads the Markdown and HTML-to-text modules: slow on a loaded shared machine.
describe('draftFollowUp', { timeout: 120_000 }, () => {
  it('writes the English draft in full', () => {
    const d = draftFollowUp(input('en'));
    expect(d.subject).toBe('Your questions about 7 Cedar Court');
    expect(d.body).toBe(
      [
        'Hi Jordan,',
        'Thank you for visiting the open house at 7 Cedar Court on December 5, 2026.',
        'Here are the answers to the questions you asked, with where they come from:',
        '“How much are the condo fees?”\nThe strata fee is $450 per month.\nSource: my notes on the home; Strata minutes, page 3',
        '“Can I bring my dog?”\nYes, two pets are allowed.\nSource: my answer',
        'I will answer this question myself:\n“Is there a special assessment?”',
        'I will get back to you shortly.',
        'You can keep asking my assistant about 7 Cedar Court at any time: http://localhost:3000/assistants/alex_1',
        'My contact card is attached, so you can save my details.',
        'Best regards,\nAlex Morgan\nCedar Realty\n604-555-0100 · alex@example.com',
      ].join('\n\n'),
    );
  });

  it.each(LANGUAGE_CODES)('writes the draft in %s from that language’s catalog', (lang) => {
    const d = draftFollowUp(input(lang));
    const tr = (key: string, params?: Record<string, string | number>) => t(lang, 'followup', key, params);
    expect(d.subject).toBe(tr('subject', { listing: '7 Cedar Court' }));
    // Latin scripts greet by first name, the others by the name as given.
    expect(d.body.startsWith(tr('greeting', { name: lang === 'en' || lang === 'fr' ? 'Jordan' : 'Jordan Lee' }))).toBe(
      true,
    );
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-12-05'));
    expect(d.body).toContain(tr('thanks', { listing: '7 Cedar Court', date }));
    expect(d.body).toContain(tr('answeredIntro', { count: 2 }));
    expect(d.body).toContain(`${tr('question', { question: 'How much are the condo fees?' })}\nThe strata fee is $450`);
    expect(d.body).toContain(
      tr('source', {
        sources: `${tr('sourceAgentNotes')}; ${tr('sourcePage', { file: 'Strata minutes', page: 3 })}`,
      }),
    );
    expect(d.body).toContain(
      `${tr('personalIntro', { count: 1 })}\n${tr('question', { question: 'Is there a special assessment?' })}`,
    );
    expect(d.body).toContain(
      tr('chatLink', { listing: '7 Cedar Court', url: 'http://localhost:3000/assistants/alex_1' }),
    );
    expect(d.body).toContain('Alex Morgan\nCedar Realty\n604-555-0100 · alex@example.com');
    expect(d.body).not.toMatch(/\{\w+\}/);
    if (lang !== 'en') expect(d.body).not.toContain('Thank you for visiting');
  });

  it('offers help when the visitor asked nothing', () => {
    const d = draftFollowUp(input('fr', []));
    expect(d.body).toContain(t('fr', 'followup', 'noQuestions'));
    expect(d.body).not.toContain(t('fr', 'followup', 'answeredIntro', { count: 1 }));
    expect(d.body).not.toContain(t('fr', 'followup', 'personalIntro', { count: 1 }));
  });

  it('keeps a long chat to the first answers', () => {
    const many: FollowUpItem[] = Array.from({ length: MAX_ANSWERED + 3 }, (_, i) => ({
      kind: 'answered',
      question: `Question ${i + 1}?`,
      reply: `Answer ${i + 1}.`,
      sources: [],
    }));
    const d = draftFollowUp(input('en', many));
    expect(d.body).toContain(`Question ${MAX_ANSWERED}?`);
    expect(d.body).not.toContain(`Question ${MAX_ANSWERED + 1}?`);
    // No sources: no "Source:" line.
    expect(d.body).not.toContain('Source:');
  });
});

describe('plainReply', () => {
  it('drops the contact-form marker and the Markdown', () => {
    expect(plainReply('I couldn’t find that. **Alex** can answer: 604-555-0100. ##CONTACT@@@7 Cedar Court')).toBe(
      'I couldn’t find that. Alex can answer: 604-555-0100.',
    );
    expect(plainReply('See [the floor plan](https://example.com/plan.pdf).')).toBe(
      'See the floor plan (https://example.com/plan.pdf).',
    );
  });
});

describe('followUpHtml', () => {
  it('escapes what the agent typed, keeps paragraphs and links the URLs', () => {
    const html = followUpHtml(
      'Hi <b>Jordan</b>,\n\nSee http://localhost:3000/assistants/alex_1.\nBye',
      'Stop: http://localhost:3000/unsubscribe/abc',
      'en',
    );
    expect(html).toContain('<p>Hi &lt;b&gt;Jordan&lt;/b&gt;,</p>');
    expect(html).toContain(
      '<p>See <a href="http://localhost:3000/assistants/alex_1">http://localhost:3000/assistants/alex_1</a>.<br>Bye</p>',
    );
    expect(html).toContain('<a href="http://localhost:3000/unsubscribe/abc">');
    expect(html).toContain('lang="en"');
  });
});
