// A text PDF of many full pages (Helvetica, `linesPerPage` lines of made-up property prose each),
// written by hand so the bench needs no stored file. Words are drawn from a fixed list with a seeded
// generator, so two runs read the same document and the search index sees varied terms.

const WORDS = (
  'kitchen bedroom bathroom window heating roof garden garage storage balcony floor ceiling strata ' +
  'bylaw meeting minutes budget reserve fund repair plumbing electrical inspection warranty council ' +
  'owner tenant parking locker elevator lobby insurance deductible assessment maintenance painting ' +
  'fence driveway deck patio fireplace furnace boiler membrane envelope drainage sewer water meter ' +
  'the a of and to in for with on at by from is was be are will has have not this that which each'
).split(' ');

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Page i's lines (ASCII, no parentheses or backslashes). */
export function pageLines(page: number, linesPerPage: number, random: () => number): string[] {
  const lines: string[] = [`Section ${page}: notes on item ${page * 7}`];
  while (lines.length < linesPerPage) {
    const n = 8 + Math.floor(random() * 6);
    const words: string[] = [];
    for (let w = 0; w < n; w++) words.push(WORDS[Math.floor(random() * WORDS.length)]!);
    lines.push(`${words.join(' ')}.`);
  }
  return lines;
}

export function manyPagePdf(pages: number, { linesPerPage = 40, seed = 1 } = {}): Buffer {
  const random = seeded(seed);
  const parts: string[] = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = Buffer.byteLength(parts[0]!);
  const add = (n: number, body: string) => {
    offsets[n] = length;
    const text = `${n} 0 obj\n${body}\nendobj\n`;
    parts.push(text);
    length += Buffer.byteLength(text);
  };
  // 1 catalog, 2 page tree, 3 font, then a content stream and a page per page.
  const pageObj = (i: number) => 4 + 2 * i + 1;
  add(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pages }, (_, i) => `${pageObj(i)} 0 R`).join(' ');
  add(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  add(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i++) {
    const lines = pageLines(i + 1, linesPerPage, random);
    const stream = `BT /F1 10 Tf 12 TL 56 750 Td ${lines.map((l) => `(${l}) Tj T*`).join(' ')} ET`;
    add(4 + 2 * i, `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`);
    add(
      pageObj(i),
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + 2 * i} 0 R ` +
        '/Resources << /Font << /F1 3 0 R >> >> >>',
    );
  }
  const count = 4 + 2 * pages;
  let xref = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let n = 1; n < count; n++) xref += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  parts.push(xref, `trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}
