// Text of scanned pages. A pdf page without a text layer is drawn with pdf.js onto a canvas
// (@napi-rs/canvas, the one pdf.js itself uses in Node), turned into a grayscale image and read by
// tesseract.js, whose engine (WebAssembly) runs in a worker thread of its own. The language data
// comes from the @tesseract.js-data packages in node_modules, handed to tesseract as bytes with
// caching off: nothing is downloaded and nothing is written at run time.
//
// extract.server.ts calls this only for pages with no text; a document reads at most
// `maxPages` pages with OCR (the rest of its image-only pages stay unread).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Worker as TesseractWorker } from 'tesseract.js';

/** Languages tesseract can read here, each from its npm package @tesseract.js-data/<code>. */
export const OCR_LANGUAGES = ['eng', 'fra', 'chi_sim', 'chi_tra', 'jpn', 'kor'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];
/**
 * At most one of these loads with others: tesseract.js 7 fails to load a language (a garbled name
 * in its log) when two of them are loaded together or one comes before English or French.
 */
export const CJK_OCR_LANGUAGES: readonly OcrLanguage[] = ['chi_sim', 'chi_tra', 'jpn', 'kor'];

/** Latin-script languages first (see CJK_OCR_LANGUAGES). */
export const ocrLanguageOrder = (codes: readonly OcrLanguage[]): OcrLanguage[] =>
  [...codes].sort((a, b) => OCR_LANGUAGES.indexOf(a) - OCR_LANGUAGES.indexOf(b));

export interface OcrSettings {
  /** Pages read with OCR per document; 0 turns OCR off. */
  maxPages: number;
  /** Loaded together: every word is tried in each (more languages, slower pages). */
  languages: readonly OcrLanguage[];
}

export const DEFAULT_OCR_SETTINGS: OcrSettings = { maxPages: 50, languages: ['eng', 'fra'] };

/** Scans are drawn at 300 dpi (what tesseract is tuned for), less for a page so large it would pass this. */
const TARGET_DPI = 300;
const MAX_PIXELS = 12_000_000;

/** The scale at which a page of `width` × `height` points is drawn. */
export function renderScale(width: number, height: number): number {
  const scale = TARGET_DPI / 72;
  const pixels = width * scale * height * scale;
  return pixels > MAX_PIXELS ? Math.sqrt(MAX_PIXELS / (width * height)) : scale;
}

/**
 * The page drawn on white, as an 8-bit grayscale PGM (leptonica reads it without decoding work).
 * `reuse` is the previous page's canvas: pages of one size share one (a 300 dpi letter page is
 * 34 MB of pixels, freed by the garbage collector only when it gets to it).
 */
export async function renderPageImage(
  page: PDFPageProxy,
  reuse?: Canvas,
): Promise<{ image: Buffer; dpi: number; canvas: Canvas }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const scale = renderScale(base.width, base.height);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = reuse?.width === width && reuse.height === height ? reuse : createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // pdf.js's types name the DOM canvas; @napi-rs/canvas is what it draws on in Node.
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, annotationMode: 0 }).promise;
  const rgba = canvas.data();
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const image = Buffer.allocUnsafe(header.length + width * height);
  image.set(header, 0);
  for (let i = 0, o = header.length; i < rgba.length; i += 4, o++) {
    image[o] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  }
  return { image, dpi: Math.round(scale * 72), canvas };
}

const requireHere = createRequire(import.meta.url);

/** The languages among `wanted` whose data package is installed. */
export function installedLanguages(wanted: readonly OcrLanguage[]): OcrLanguage[] {
  return wanted.filter((code) => languageDataFile(code) !== null);
}

function languageDataFile(code: OcrLanguage): string | null {
  try {
    const root = path.dirname(requireHere.resolve(`@tesseract.js-data/${code}/package.json`));
    // The integer "best" LSTM model: smaller and faster than the 4.0.0 data with the legacy engine.
    const file = path.join(root, '4.0.0_best_int', `${code}.traineddata.gz`);
    return fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * One document's OCR: the tesseract worker starts on the first scanned page and is ended by
 * `close()`, so a document without scanned pages costs nothing.
 */
export class DocumentOcr {
  private worker?: Promise<TesseractWorker>;
  private canvas?: Canvas;
  private pagesRead = 0;
  private broken = false;

  constructor(private readonly settings: OcrSettings = DEFAULT_OCR_SETTINGS) {}

  /** Whether another page may be read (the document's page limit, and OCR working at all). */
  canRead(): boolean {
    return !this.broken && this.pagesRead < this.settings.maxPages;
  }

  get pages(): number {
    return this.pagesRead;
  }

  /** The page's text read with OCR ('' when nothing could be read). */
  async read(page: PDFPageProxy): Promise<string> {
    if (!this.canRead()) return '';
    this.pagesRead++;
    const { image, dpi, canvas } = await renderPageImage(page, this.canvas);
    this.canvas = canvas;
    try {
      const worker = await withinLimit((this.worker ??= startWorker(this.settings.languages)));
      // A PGM carries no resolution: tesseract sizes its text expectations by this one.
      await worker.setParameters({ user_defined_dpi: String(dpi) });
      const { data } = await withinLimit(worker.recognize(image));
      return data.text ?? '';
    } catch (err) {
      // No language data, no engine, or an engine that stopped answering: not the file's fault.
      // Logged once; the document's other scanned pages are not tried.
      this.broken = true;
      console.error('OCR failed:', err instanceof Error ? err.message : err);
      await this.close();
      return '';
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.canvas = undefined;
    if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
  }
}

/** Starting the engine or reading one page: far longer than ever seen means it hangs. */
const ENGINE_LIMIT_MS = 120_000;

function withinLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the OCR engine did not answer')), ENGINE_LIMIT_MS);
    timer.unref();
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

async function startWorker(wanted: readonly OcrLanguage[]): Promise<TesseractWorker> {
  const languages = ocrLanguageOrder(wanted).flatMap((code) => {
    const file = languageDataFile(code);
    return file ? [{ code, data: fs.readFileSync(file) }] : [];
  });
  if (languages.length === 0) throw new Error(`no language data installed for ${wanted.join(', ')}`);
  const tesseract = await import('tesseract.js');
  const createWorker = tesseract.createWorker ?? tesseract.default.createWorker;
  // OEM 1: the LSTM engine only, which the _best_int data is made for. cacheMethod 'none': the
  // data is neither looked up in nor written to a cache folder. The option's type says string;
  // Node's Worker takes the URL object as it is.
  return createWorker(languages, 1, {
    workerPath: tesseractWorkerScript() as unknown as string,
    cacheMethod: 'none',
    gzip: true,
    errorHandler: () => undefined,
  });
}

/**
 * tesseract.js's own Node worker, with one fix: given languages as { code, data }, tesseract.js 7
 * loads their data but then initialises the engine with the data as the language's name, which
 * fails. The worker renames them to their codes before that step. It never downloads: a data URL
 * module, so the compiled server needs no extra file beside it.
 */
function tesseractWorkerScript(): URL {
  const pkg = JSON.stringify(requireHere.resolve('tesseract.js/package.json'));
  const code = `
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
const require = createRequire(${pkg});
const worker = require('./src/worker-script');
worker.setAdapter({
  getCore: require('./src/worker-script/node/getCore'),
  gunzip: require('./src/worker-script/node/gunzip'),
  fetch: () => Promise.reject(new Error('OCR language data is never downloaded')),
  ...require('./src/worker-script/node/cache'),
});
parentPort.on('message', (packet) => {
  if (packet.action === 'initialize' && Array.isArray(packet.payload.langs)) {
    packet.payload.langs = packet.payload.langs.map((l) => (typeof l === 'string' ? l : l.code));
  }
  worker.dispatchHandlers(packet, (reply) => parentPort.postMessage(reply));
});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
