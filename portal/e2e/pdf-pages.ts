// Reads a PDF as a person would check a print: each page's text (pdf.js) and the QR code drawn on
// a page (pdf.js paints the page on @napi-rs/canvas, jsQR decodes the pixels). Shared by the print
// kit's unit test and its end-to-end test.
import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

async function open(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: `${root}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${root}/standard_fonts/`,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

/** The text of every page, items joined by spaces. */
export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  try {
    const texts: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      texts.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
    }
    return texts;
  } finally {
    await doc.destroy();
  }
}

/** Page `n` (1-based) painted at `dpi` on white, as a PNG. */
export async function pdfPagePng(bytes: Uint8Array, n: number, dpi = 100): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const doc = await open(bytes);
  try {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await doc.destroy();
  }
}

/** What the QR code on page `n` says, or null when none is found. */
export async function pdfPageQr(bytes: Uint8Array, n: number): Promise<string | null> {
  const png = PNG.sync.read(await pdfPagePng(bytes, n));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
