// The seller report's and the stats' charts: horizontal bar charts described once as shapes (bars,
// texts, lines), drawn as SVG for the page and the share page, and by pdfkit for the PDF, so both
// show the same chart. Hand-written: three kinds of shape need no charting library.

export interface Bar {
  label: string;
  value: number;
  /** Text after the bar; the value by default. */
  note?: string;
  /** Drawn in the accent colour (this open house among earlier ones). */
  highlight?: boolean;
}

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      fill: string;
      anchor: 'start' | 'end';
      bold?: boolean;
    }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string };

export interface Chart {
  title: string;
  width: number;
  height: number;
  shapes: Shape[];
}

const INK = '#1f2933';
const MUTED = '#52606d';
const BAR = '#2f6f9f';
const ACCENT = '#c05621';
const AXIS = '#9aa5b1';

// Sized so its text stays readable when a phone shows the chart about 300 px wide.
const ROW = 30;
const BAR_H = 20;
const TOP = 8;
const LABEL_W = 170;
const NOTE_W = 40;
const FONT = 15;

/** A horizontal bar chart: one row per bar, bars scaled to the largest value. */
export function barChart(title: string, bars: readonly Bar[], width = 440): Chart {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plot = width - LABEL_W - NOTE_W;
  const height = TOP * 2 + Math.max(1, bars.length) * ROW;
  const shapes: Shape[] = [];
  bars.forEach((b, i) => {
    const y = TOP + i * ROW;
    const w = b.value > 0 ? Math.max(2, (b.value / max) * plot) : 0;
    shapes.push({
      kind: 'text',
      x: LABEL_W - 8,
      y: y + BAR_H - 5,
      text: clip(b.label, 19),
      size: FONT,
      fill: INK,
      anchor: 'end',
    });
    if (w) shapes.push({ kind: 'rect', x: LABEL_W, y, w: round(w), h: BAR_H, fill: b.highlight ? ACCENT : BAR });
    shapes.push({
      kind: 'text',
      x: LABEL_W + round(w) + 6,
      y: y + BAR_H - 5,
      text: b.note ?? String(b.value),
      size: FONT,
      fill: MUTED,
      anchor: 'start',
      bold: b.highlight,
    });
  });
  shapes.push({ kind: 'line', x1: LABEL_W, y1: TOP - 4, x2: LABEL_W, y2: height - TOP + 4, stroke: AXIS });
  return { title, width, height, shapes };
}

const round = (n: number) => Math.round(n * 10) / 10;
const clip = (s: string, n: number) => ([...s].length > n ? `${[...s].slice(0, n - 1).join('')}…` : s);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chart as an SVG element (scales to its container; the title is its accessible name). */
export function chartSvg(chart: Chart): string {
  const body = chart.shapes
    .map((s) => {
      if (s.kind === 'rect') return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${s.fill}"/>`;
      if (s.kind === 'line')
        return `<line x1="${s.x1}" y1="${s.y1}" x2="${s.x2}" y2="${s.y2}" stroke="${s.stroke}" stroke-width="1"/>`;
      return `<text x="${s.x}" y="${s.y}" font-size="${s.size}" fill="${s.fill}" text-anchor="${s.anchor}"${s.bold ? ' font-weight="bold"' : ''}>${esc(s.text)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${chart.width} ${chart.height}" width="100%" ` +
    `role="img" aria-label="${esc(chart.title)}" font-family="Helvetica, Arial, sans-serif">` +
    `<title>${esc(chart.title)}</title>${body}</svg>`
  );
}

/** What drawing a chart into a PDF needs: pdfkit's document and a font for each text. */
export interface PdfCanvas {
  rect(x: number, y: number, w: number, h: number, fill: string): void;
  line(x1: number, y1: number, x2: number, y2: number, stroke: string): void;
  text(
    text: string,
    x: number,
    baseline: number,
    size: number,
    fill: string,
    anchor: 'start' | 'end',
    bold: boolean,
  ): void;
}

/** Draws the chart at (x, y), scaled to `width` points. Returns the height it took. */
export function drawChart(canvas: PdfCanvas, chart: Chart, x: number, y: number, width: number): number {
  const k = width / chart.width;
  for (const s of chart.shapes) {
    if (s.kind === 'rect') canvas.rect(x + s.x * k, y + s.y * k, s.w * k, s.h * k, s.fill);
    else if (s.kind === 'line') canvas.line(x + s.x1 * k, y + s.y1 * k, x + s.x2 * k, y + s.y2 * k, s.stroke);
    else canvas.text(s.text, x + s.x * k, y + s.y * k, s.size * k, s.fill, s.anchor, Boolean(s.bold));
  }
  return chart.height * k;
}
