// The print kit's PDF as a printer would get it: the poster's QR code decodes to the short link,
// which is also printed under it; the table card carries it twice (one face upside down); the paper
// sign-in sheet has the form's consent texts word for word in each chosen language and rows
// numbered on across its pages. CJK languages need the server's CJK font (this machine has
// fonts-noto-cjk); without one they are not offered and text that needs one is not drawn as junk.
import { describe, expect, it } from 'vitest';
import { t } from '@i18n/catalogs';
import { pdfPageQr, pdfTexts } from '../../../e2e/pdf-pages';
import { CjkFonts, findCjkFonts } from './print-fonts.server';
import { parsePrintKitChoice } from './print-kit.server';
import { printableLanguages, renderPrintKit, SHEET_PAGES, type PrintKitInput } from './print-kit';

const input = (over: Partial<PrintKitInput> = {}): PrintKitInput => ({
  shortLink: 'https://homes.example/oh/k7m2p9q4rs',
  listingName: '7 Cedar Court',
  date: '2026-12-05',
  startTime: '14:00',
  endTime: '16:00',
  agentName: 'Dana Lee',
  companyName: 'Harbour Realty',
  contactField: 'email',
  disclosureText: null,
  languages: ['en'],
  paper: 'LETTER',
  ...over,
});

const squash = (s: string) => s.replace(/\s+/g, '');
const files = findCjkFonts({ NODE_ENV: 'test' });

describe('print kit', () => {
  it('poster: the QR code decodes to the short link, printed under it; the card has it too', async () => {
    const pdf = await renderPrintKit(input(), null);
    const pages = await pdfTexts(pdf);
    expect(pages).toHaveLength(2 + SHEET_PAGES);
    expect(await pdfPageQr(pdf, 1)).toBe('https://homes.example/oh/k7m2p9q4rs');
    expect(pages[0]).toContain('https://homes.example/oh/k7m2p9q4rs');
    expect(pages[0]).toContain('Welcome to the open house');
    expect(pages[0]).toContain('7 Cedar Court');
    expect(pages[1]!.split('https://homes.example/oh/k7m2p9q4rs')).toHaveLength(3);
    // Nothing says signing in is needed to enter the home.
    expect(pages.join(' ')).not.toMatch(/must sign|required to enter|sign in to enter/i);
  }, 60_000);

  it('sign-in sheet: the form’s consent texts word for word, and rows numbered on across pages', async () => {
    const pdf = await renderPrintKit(
      input({ languages: ['en', 'fr'], disclosureText: 'I work for the seller.' }),
      null,
    );
    const [, , first, second] = await pdfTexts(pdf);
    for (const lang of ['en', 'fr'] as const) {
      expect(squash(first!)).toContain(squash(t(lang, 'signin', 'signinConsentEmail', { agent: 'Dana Lee' })));
      expect(squash(first!)).toContain(squash(t(lang, 'signin', 'signinConsentCalls', { agent: 'Dana Lee' })));
    }
    expect(first).toContain('I work for the seller.');
    expect(first).toContain('Email');
    /** The longest run n, n+1, n+2, … among the page's numbers: its numbered rows. */
    const rows = (text: string) => {
      const ns = text
        .split(/\s+/)
        .filter((w) => /^\d{1,3}$/.test(w))
        .map(Number);
      let best: number[] = [];
      for (let i = 0; i < ns.length; i++) {
        const run = [ns[i]!];
        for (let j = i + 1; j < ns.length && ns[j] === run.at(-1)! + 1; j++) run.push(ns[j]!);
        if (run.length > best.length) best = run;
      }
      return best;
    };
    const one = rows(first!);
    const two = rows(second!);
    expect(one[0]).toBe(1);
    expect(one.length).toBeGreaterThanOrEqual(8);
    // Page 2 goes on where page 1 stopped, with more rows (no consent texts above them).
    expect(two[0]).toBe(one.at(-1)! + 1);
    expect(two.length).toBeGreaterThan(one.length);
    expect(second).toContain('Page 2 of 2');
  }, 60_000);

  it.runIf(files)(
    'prints Chinese, Japanese and Korean with the server’s CJK font',
    async () => {
      const fonts = new CjkFonts(files!);
      const pdf = await renderPrintKit(
        input({ languages: ['zh-CN', 'en'], listingName: '枫树街 12 号', contactField: 'either' }),
        fonts,
      );
      const pages = await pdfTexts(pdf);
      expect(squash(pages[0]!)).toContain('欢迎参观开放日');
      expect(squash(pages[0]!)).toContain('枫树街12号');
      expect(squash(pages[2]!)).toContain(squash(t('zh-CN', 'signin', 'signinConsentEmail', { agent: 'Dana Lee' })));
      expect(squash(pages[2]!)).toContain(squash(t('en', 'signin', 'signinConsentCalls', { agent: 'Dana Lee' })));
      expect(await pdfPageQr(pdf, 1)).toBe('https://homes.example/oh/k7m2p9q4rs');
    },
    120_000,
  );

  it('without a CJK font: only English and French are offered, and CJK text is not drawn as junk', async () => {
    expect(printableLanguages(null)).toEqual(['en', 'fr']);
    expect(parsePrintKitChoice(new URLSearchParams('lang=ja'), printableLanguages(null))).toBeNull();
    expect(parsePrintKitChoice(new URLSearchParams('lang=fr&also=en&paper=a4'), ['en', 'fr'])).toEqual({
      languages: ['fr', 'en'],
      paper: 'A4',
    });
    expect(parsePrintKitChoice(new URLSearchParams('lang=en&paper=legal'), ['en'])).toBeNull();
    const pdf = await renderPrintKit(input({ listingName: 'Maple 枫树街' }), null);
    expect((await pdfTexts(pdf))[0]).toContain('Maple ???');
  }, 60_000);
});
