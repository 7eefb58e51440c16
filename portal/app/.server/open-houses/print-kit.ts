// The print kit of an open house, one PDF (pdfkit): a poster with the QR code and the short link
// printed under it, a table card to fold into a tent (one face upside down, so both read upright),
// and a paper backup sign-in sheet with numbered rows and the same consent texts as the form, in
// one or two languages (docs/decisions.md). The QR code is drawn as vectors from the `qrcode`
// package's modules, so it stays sharp at any size. Pure: the caller gives the data and the fonts
// (print-kit.server.ts runs it in a worker thread: a CJK font makes it take a second).
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CATALOGS } from '@i18n/catalogs';
import { translate } from '@i18n/format';
import type { Lang } from '@i18n/languages';
import type { CjkFonts, Face } from './print-fonts.server';

export type Paper = 'LETTER' | 'A4';

export interface PrintKitInput {
  shortLink: string;
  listingName: string;
  date: string; // YYYY-MM-DD
  startTime: string;
  endTime: string;
  agentName: string;
  companyName: string;
  contactField: 'email' | 'phone' | 'either';
  disclosureText: string | null;
  /** The first is the main language; a second one is printed under it. */
  languages: Lang[];
  paper: Paper;
}

/** Rows of the paper sign-in sheet: its pages carry rows 1 to this. */
export const SHEET_PAGES = 2;

const INK = '#1d2733';
const MUTED = '#4b5663';
const LINE = '#9aa5b1';

// Windows-1252, which the PDF's built-in Helvetica draws; anything else needs an embedded font.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export const isWinAnsi = (s: string) =>
  [...s].every((c) => {
    const n = c.codePointAt(0)!;
    return n === 10 || (n >= 0x20 && n <= 0x7e) || (n >= 0xa0 && n <= 0xff) || WIN_ANSI_EXTRA.includes(c);
  });
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff]/;

/** The languages a kit can be printed in with these fonts (CJK ones need a CJK font). */
export function printableLanguages(fonts: CjkFonts | null): Lang[] {
  const all: Lang[] = ['en', 'fr', 'zh-CN', 'zh-TW', 'ko', 'ja'];
  return fonts ? all : all.filter((l) => l === 'en' || l === 'fr');
}

export async function renderPrintKit(input: PrintKitInput, fonts: CjkFonts | null): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: input.paper,
    margin: 0,
    info: { Title: `Print kit · ${input.listingName}`, Author: input.agentName, Creator: 'Open House Assistant' },
    lang: input.languages[0],
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const kit = new Kit(doc, input, fonts);
  kit.poster();
  kit.tableCard();
  for (let page = 1; page <= SHEET_PAGES; page++) kit.sheet(page);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

interface TextOpts {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** The language the text is in (chooses the CJK face); the kit's main one by default. */
  lang?: Lang;
  height?: number;
}

class Kit {
  private readonly registered = new Set<string>();
  private readonly W: number;
  private readonly H: number;
  private readonly main: Lang;
  private readonly second: Lang | undefined;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly input: PrintKitInput,
    private readonly fonts: CjkFonts | null,
  ) {
    const size = input.paper === 'A4' ? [595.28, 841.89] : [612, 792];
    this.W = size[0]!;
    this.H = size[1]!;
    this.main = input.languages[0] ?? 'en';
    this.second = input.languages[1];
  }

  private t(lang: Lang, key: string, params?: Record<string, string | number>): string {
    const domain = key.startsWith('signin') ? CATALOGS[lang].signin : CATALOGS[lang].printkit;
    return translate(domain as unknown as Record<string, string>, lang, key, params);
  }

  /** The font for a text: Helvetica when it can draw it, else a CJK face, else Helvetica with "?". */
  private use(text: string, bold: boolean, lang: Lang): string {
    if (isWinAnsi(text) || !this.fonts) return bold ? 'Helvetica-Bold' : 'Helvetica';
    const region: Lang = HANGUL.test(text)
      ? 'ko'
      : KANA.test(text)
        ? 'ja'
        : lang === 'zh-TW' || lang === 'zh-CN' || lang === 'ja' || lang === 'ko'
          ? lang
          : (this.input.languages.find((l) => l !== 'en' && l !== 'fr') ?? 'zh-CN');
    const name = `cjk-${region}-${bold ? 'b' : 'r'}`;
    if (!this.registered.has(name)) {
      const face: Face = this.fonts.face(region, bold);
      // pdfkit takes an opened fontkit font as it takes a file (PDFFontFactory.open).
      this.doc.registerFont(name, face as unknown as Buffer);
      this.registered.add(name);
    }
    return name;
  }

  private clean(text: string): string {
    return this.fonts || isWinAnsi(text) ? text : [...text].map((c) => (isWinAnsi(c) ? c : '?')).join('');
  }

  private style(text: string, o: TextOpts) {
    const s = this.clean(text);
    this.doc
      .font(this.use(s, Boolean(o.bold), o.lang ?? this.main))
      .fontSize(o.size)
      .fillColor(o.color ?? INK);
    return s;
  }

  private options(width: number, o: TextOpts) {
    return {
      width,
      align: o.align ?? 'left',
      lineGap: o.size * 0.15,
      ...(o.height ? { height: o.height, ellipsis: true } : {}),
    };
  }

  /** The height `text` takes in a box `width` wide. */
  private measure(text: string, width: number, o: TextOpts): number {
    const s = this.style(text, o);
    return Math.min(this.doc.heightOfString(s, this.options(width, o)), o.height ?? Infinity);
  }

  /** Draws `text` in a box `width` wide at (x, y); returns the height it took. */
  private text(text: string, x: number, y: number, width: number, o: TextOpts): number {
    const h = this.measure(text, width, o);
    this.doc.text(this.style(text, o), x, y, this.options(width, o));
    return h;
  }

  /** The main language's text, and under it the second language's, smaller. */
  private both(key: string, x: number, y: number, width: number, o: TextOpts, params?: Record<string, string>) {
    let h = this.text(this.t(this.main, key, params), x, y, width, { ...o, lang: this.main });
    if (this.second) {
      h += 2;
      h += this.text(this.t(this.second, key, params), x, y + h, width, {
        ...o,
        lang: this.second,
        size: o.size * 0.75,
        bold: false,
        color: MUTED,
      });
    }
    return h;
  }

  private when(lang: Lang): string {
    const day = new Date(`${this.input.date}T12:00:00Z`).toLocaleDateString(lang, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return `${day}, ${this.input.startTime}–${this.input.endTime}`;
  }

  private host(): string {
    return [this.input.agentName, this.input.companyName].filter(Boolean).join(' · ');
  }

  /** The short link's QR code as filled squares, `size` points wide with its quiet zone. */
  private qr(x: number, y: number, size: number) {
    const { modules } = QRCode.create(this.input.shortLink, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    const cell = size / (modules.size + 2 * quiet);
    const doc = this.doc;
    doc.rect(x, y, size, size).fill('#ffffff');
    for (let r = 0; r < modules.size; r++) {
      for (let c = 0; c < modules.size; c++) {
        if (modules.get(r, c)) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.01, cell + 0.01);
      }
    }
    doc.fill('#000000');
  }

  poster() {
    const { doc, W, H } = this;
    doc.addPage({ size: this.input.paper, layout: 'portrait', margin: 0 });
    const m = 54;
    const w = W - 2 * m;
    let y = m;
    y += this.both('printPosterTitle', m, y, w, { size: 32, bold: true, align: 'center' }) + 14;
    y += this.text(this.input.listingName, m, y, w, { size: 22, bold: true, align: 'center' }) + 4;
    y += this.text(this.when(this.main), m, y, w, { size: 15, align: 'center', color: MUTED }) + 20;
    const qrSize = Math.min(w, H * 0.42);
    this.qr((W - qrSize) / 2, y, qrSize);
    y += qrSize + 6;
    y += this.text(this.input.shortLink, m, y, w, { size: 20, bold: true, align: 'center' }) + 16;
    y += this.both('printPosterScan', m, y, w, { size: 20, bold: true, align: 'center' }) + 8;
    this.both('printPosterHint', m, y, w, { size: 13, align: 'center', color: MUTED });
    this.text(this.host(), m, H - m - 16, w, { size: 12, align: 'center', color: MUTED });
  }

  tableCard() {
    const { doc, W, H } = this;
    doc.addPage({ size: this.input.paper, layout: 'portrait', margin: 0 });
    const half = H / 2;
    // The fold, dashed across the middle.
    doc
      .moveTo(36, half)
      .lineTo(W - 36, half)
      .dash(4, { space: 4 })
      .lineWidth(0.7)
      .strokeColor(LINE)
      .stroke()
      .undash();
    // The top face upside down: folded into a tent, both faces read upright.
    doc.save();
    doc.rotate(180, { origin: [W / 2, half / 2] });
    this.cardFace(0);
    doc.restore();
    this.cardFace(half);
  }

  private cardFace(top: number) {
    const { W, H } = this;
    const half = H / 2;
    const m = 44;
    const w = W - 2 * m;
    const qrSize = Math.min(half * (this.second ? 0.44 : 0.5), 200);
    let y = top + 36;
    y += this.both('printCardTitle', m, y, w, { size: 22, bold: true, align: 'center' }) + 10;
    this.qr((W - qrSize) / 2, y, qrSize);
    y += qrSize + 4;
    y += this.text(this.input.shortLink, m, y, w, { size: 13, bold: true, align: 'center' }) + 8;
    y += this.both('printCardScan', m, y, w, { size: 12, align: 'center', color: MUTED }) + 6;
    this.text(this.input.listingName, m, y, w, { size: 11, align: 'center', color: MUTED });
  }

  sheet(page: number) {
    const { doc } = this;
    doc.addPage({ size: this.input.paper, layout: 'landscape', margin: 0 });
    const W = this.H; // landscape
    const H = this.W;
    const m = 36;
    const w = W - 2 * m;
    let y = m;
    const agent = { agent: this.input.agentName };
    y += this.both('printSheetTitle', m, y, w * 0.6, { size: 18, bold: true });
    this.text(`${this.input.listingName}\n${this.when(this.main)}`, m + w * 0.6, m, w * 0.4, {
      size: 11,
      align: 'right',
      color: MUTED,
    });
    y += 6;
    if (page === 1) {
      y += this.both('printSheetIntro', m, y, w, { size: 11 }, agent) + 6;
      // The consent texts of the form, word for word, each under its column's name.
      y += this.both('printSheetConsentNote', m, y, w, { size: 10, bold: true }) + 3;
      for (const [head, key] of [
        ['printSheetHeadEmailOk', 'signinConsentEmail'],
        ['printSheetHeadCallsOk', 'signinConsentCalls'],
      ] as const) {
        for (const lang of this.input.languages) {
          const line = `${this.t(lang, head)}: ${this.t(lang, key, agent)}`;
          y += this.text(line, m + 10, y, w - 10, { size: 10, lang, color: lang === this.main ? INK : MUTED }) + 2;
        }
      }
      if (this.input.disclosureText) {
        y += 4;
        const titles = this.input.languages.map((l) => this.t(l, 'signinDisclosureTitle', agent)).join(' / ');
        y += this.text(titles, m, y, w, { size: 10, bold: true }) + 2;
        y += this.text(this.input.disclosureText, m + 10, y, w - 10, { size: 9, height: 60 }) + 2;
      }
      y += 8;
    }
    this.sheetTable(page, m, y, w, H - m - 18);
    this.text(this.t(this.main, 'printSheetPage', { page, pages: SHEET_PAGES }), m, H - m - 10, w, {
      size: 9,
      align: 'right',
      color: MUTED,
    });
  }

  /** Rows numbered on from the previous page; returns nothing, fills down to `bottom`. */
  private sheetTable(page: number, x: number, top: number, width: number, bottom: number) {
    const { doc } = this;
    const contactKey =
      this.input.contactField === 'email'
        ? 'printSheetHeadEmail'
        : this.input.contactField === 'phone'
          ? 'printSheetHeadPhone'
          : 'printSheetHeadContact';
    const cols: Array<{ key: string; share: number; box?: boolean }> = [
      { key: '#', share: 0.04 },
      { key: 'printSheetHeadName', share: 0.2 },
      { key: contactKey, share: 0.24 },
      { key: 'printSheetHeadAgent', share: 0.18 },
      { key: 'printSheetHeadTimeline', share: 0.12 },
      { key: 'printSheetHeadEmailOk', share: 0.11, box: true },
      { key: 'printSheetHeadCallsOk', share: 0.11, box: true },
    ];
    const heads = cols.map((col) => ({
      main: col.key === '#' ? '#' : this.t(this.main, col.key),
      second: col.key !== '#' && this.second ? this.t(this.second, col.key) : null,
      width: col.share * width - 8,
    }));
    const mainStyle: TextOpts = { size: 9, bold: true };
    const secondStyle: TextOpts = { size: 7.5, color: MUTED, lang: this.second };
    const mainH = heads.map((h) => this.measure(h.main, h.width, mainStyle));
    const headH =
      8 +
      Math.max(...heads.map((h, i) => mainH[i]! + (h.second ? 2 + this.measure(h.second, h.width, secondStyle) : 0)));
    const rowH = 28;
    const rows = Math.max(1, Math.floor((bottom - top - headH) / rowH));
    // Page 1's rows are fewer (the consent texts take room): the count is the same on every page
    // only when the header is; each page numbers on from where the first page's count stops.
    const first = page === 1 ? 1 : this.firstPageRows + 1 + (page - 2) * rows;
    if (page === 1) this.firstPageRows = rows;
    doc.lineWidth(0.6).strokeColor(LINE);
    doc.rect(x, top, width, headH).fill('#eef2f6');
    let cx = x;
    heads.forEach((h, i) => {
      this.text(h.main, cx + 4, top + 4, h.width, mainStyle);
      if (h.second) this.text(h.second, cx + 4, top + 6 + mainH[i]!, h.width, secondStyle);
      cx += cols[i]!.share * width;
    });
    for (let r = 0; r <= rows; r++) {
      const ry = top + headH + r * rowH;
      doc
        .moveTo(x, ry)
        .lineTo(x + width, ry)
        .stroke();
    }
    doc
      .moveTo(x, top)
      .lineTo(x + width, top)
      .stroke();
    cx = x;
    for (const col of [...cols, null]) {
      doc
        .moveTo(cx, top)
        .lineTo(cx, top + headH + rows * rowH)
        .stroke();
      if (col) cx += col.share * width;
    }
    for (let r = 0; r < rows; r++) {
      const ry = top + headH + r * rowH;
      this.text(String(first + r), x + 2, ry + 8, cols[0]!.share * width - 4, {
        size: 10,
        align: 'center',
        color: MUTED,
      });
      cx = x;
      for (const col of cols) {
        const cw = col.share * width;
        if (col.box) doc.rect(cx + cw / 2 - 6, ry + rowH / 2 - 6, 12, 12).stroke();
        cx += cw;
      }
    }
  }

  private firstPageRows = 0;
}
