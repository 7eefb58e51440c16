// The approved seller report as a PDF (pdfkit, the library of the print kit): the same sections
// and the same charts (report-charts.ts) as the page. Questions in Chinese, Japanese or Korean use
// the server's CJK font (print-fonts.server.ts) as a subset; without one they print with "?".
import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';
import { reportTexts as t } from '~/messages/seller-report';
import { Lru } from '../lru';
import { cjkFonts, type CjkFonts } from './print-fonts.server';
import { isWinAnsi } from './print-kit';
import { drawChart, type Chart, type PdfCanvas } from './report-charts';
import { reportCharts, type SellerReport } from './seller-report.server';

const INK = '#1f2933';
const MUTED = '#52606d';
const MARGIN = 54;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff]/;

export async function renderSellerReportPdf(
  report: SellerReport,
  approvedAt: string,
  fonts: CjkFonts | null,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: t.titleOf(report.listingName), Creator: 'Open House Assistant' },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  new ReportPdf(doc, fonts).write(report, approvedAt);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

class ReportPdf {
  private readonly registered = new Set<string>();
  private readonly width: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: CjkFonts | null,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  private font(text: string, bold: boolean): string {
    if (isWinAnsi(text) || !this.fonts) return bold ? 'Helvetica-Bold' : 'Helvetica';
    const region = HANGUL.test(text) ? 'ko' : KANA.test(text) ? 'ja' : 'zh-CN';
    const name = `cjk-${region}-${bold ? 'b' : 'r'}`;
    if (!this.registered.has(name)) {
      // pdfkit takes an opened fontkit font as it takes a file (as in the print kit).
      this.doc.registerFont(name, this.fonts.face(region, bold) as unknown as Buffer);
      this.registered.add(name);
    }
    return name;
  }

  private clean(text: string): string {
    return this.fonts || isWinAnsi(text) ? text : [...text].map((c) => (isWinAnsi(c) ? c : '?')).join('');
  }

  private text(text: string, size: number, o: { bold?: boolean; color?: string; gap?: number; indent?: number } = {}) {
    const s = this.clean(text);
    this.doc
      .font(this.font(s, Boolean(o.bold)))
      .fontSize(size)
      .fillColor(o.color ?? INK)
      .text(s, MARGIN + (o.indent ?? 0), undefined, { width: this.width - (o.indent ?? 0) });
    if (o.gap) this.doc.moveDown(o.gap);
  }

  private heading(text: string) {
    this.room(60);
    this.doc.moveDown(0.8);
    this.text(text, 14, { bold: true, gap: 0.3 });
  }

  /** A new page when less than `h` points are left on this one. */
  private room(h: number) {
    if (this.doc.y + h > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  private chart(chart: Chart) {
    // About 13 pt text: the chart's own size would print its labels larger than the report's.
    const w = Math.min(this.width, chart.width * 0.85);
    const h = (chart.height * w) / chart.width;
    this.room(h + 20);
    this.text(chart.title, 10, { color: MUTED, gap: 0.2 });
    const top = this.doc.y;
    const doc = this.doc;
    const canvas: PdfCanvas = {
      rect: (x, y, w, hh, fill) => void doc.rect(x, y, w, hh).fill(fill),
      line: (x1, y1, x2, y2, stroke) => void doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(0.75).stroke(stroke),
      text: (s, x, baseline, size, fill, anchor, bold) => {
        const c = this.clean(s);
        doc.font(this.font(c, bold)).fontSize(size).fillColor(fill);
        const w = doc.widthOfString(c);
        doc.text(c, anchor === 'end' ? x - w : x, baseline - size * 0.8, { lineBreak: false });
      },
    };
    drawChart(canvas, chart, MARGIN, top, w);
    this.doc.x = MARGIN;
    this.doc.y = top + h + 6;
  }

  write(r: SellerReport, approvedAt: string) {
    const charts = reportCharts(r);
    this.text(t.titleOf(r.listingName), 20, { bold: true, gap: 0.3 });
    this.text(
      r.scope.startsWith('listing-')
        ? t.listingScope
        : r.events.map((e) => `${e.date}, ${e.startTime}-${e.endTime}`).join('; '),
      11,
      { color: MUTED },
    );
    this.text(t.approvedOn(approvedAt.slice(0, 10)), 9, { color: MUTED, gap: 0.5 });
    this.text(t.intro, 10, { color: MUTED });

    this.heading(t.visitors);
    const v = r.visitors;
    for (const [label, n] of [
      [t.total, v.total],
      [t.signedIn, v.signedIn],
      [t.anonymous, v.anonymous],
      [t.withAgent, v.withAgent],
      [t.withoutAgent, v.withoutAgent],
      [t.questionsAsked, r.questions],
    ] as const)
      this.text(`${label}: ${n}`, 11);

    this.heading(t.timelines);
    this.chart(charts.timelines);

    this.heading(t.topics);
    if (!r.topics.length) this.text(t.noTopics, 11);
    if (charts.topics) this.chart(charts.topics);
    for (const topic of r.topics) {
      this.room(40);
      this.text(`${topic.label}: ${t.topicCounts(topic.questions, topic.visitors)}`, 11, { bold: true });
      for (const q of topic.examples) this.text(`“${q}”`, 10, { color: MUTED, indent: 14 });
      this.doc.moveDown(0.3);
    }

    this.heading(t.unanswered);
    if (!r.unanswered.length) this.text(t.noUnanswered, 11);
    else this.text(t.unansweredHint, 10, { color: MUTED, gap: 0.3 });
    for (const u of r.unanswered) this.text(`• ${u.question}${t.askedTimes(u.times)}`, 11, { indent: 6 });

    this.heading(t.comparison);
    if (charts.comparison) this.chart(charts.comparison);
    else this.text(t.noComparison, 11);
    this.doc.moveDown(1);
    this.text(t.sharedBy, 9, { color: MUTED });
  }
}

const pdfs = new Lru<string, Buffer>(16);

/** The approved report's PDF; an approved snapshot never changes, so a second download is from memory. */
export async function sellerReportPdf(report: SellerReport, approvedAt: string): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(approvedAt).update(JSON.stringify(report)).digest('hex');
  const hit = pdfs.get(key);
  if (hit) return hit;
  const pdf = await renderSellerReportPdf(report, approvedAt, cjkFonts());
  pdfs.set(key, pdf);
  return pdf;
}
