// The print kit of an open house for the agent's download (route open-houses.$openHouseId_.print-kit[.]pdf):
// who may have it (the owner and co-hosts), what goes in it, and where it is made: in one worker
// thread (print-kit.worker.ts) where portal/server.ts started one, else in this thread (tests,
// the command-line tool). The last kits made are kept in memory: a second download of the same
// kit costs nothing.
import crypto from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { DB } from '@db/connection';
import { isLang, type Lang } from '@i18n/languages';
import { workerBootstrap } from '../worker-script.server';
import { Lru } from '../lru';
import { requireOpenHouse, shortLink, type Viewer } from './open-houses.server';
import { cjkFonts } from './print-fonts.server';
import { printableLanguages, renderPrintKit, type Paper, type PrintKitInput } from './print-kit';

export interface PrintKitChoice {
  languages: Lang[];
  paper: Paper;
}

/** The kit's languages and paper from the download's query (?lang=en&also=zh-CN&paper=A4); null when not printable. */
export function parsePrintKitChoice(
  params: URLSearchParams,
  printable: readonly Lang[] = printableLanguages(cjkFonts()),
): PrintKitChoice | null {
  const lang = params.get('lang') || 'en';
  const also = params.get('also') || null;
  const paper = (params.get('paper') || 'LETTER').toUpperCase();
  if (!isLang(lang) || !printable.includes(lang)) return null;
  if (also !== null && (!isLang(also) || !printable.includes(also))) return null;
  if (paper !== 'LETTER' && paper !== 'A4') return null;
  return { languages: also !== null && also !== lang ? [lang, also] : [lang], paper };
}

/** What the kit of this open house holds (owner or co-host; FORBIDDEN otherwise). */
export async function printKitInput(
  database: DB,
  viewer: Viewer,
  openHouseId: number,
  choice: PrintKitChoice,
): Promise<PrintKitInput> {
  const { openHouse: oh } = await requireOpenHouse(database, viewer, openHouseId);
  const row = await database
    .selectFrom('listings')
    .innerJoin('users', 'users.id', 'listings.realtorUserId')
    .innerJoin('assistants', 'assistants.id', 'listings.assistantId')
    .select([
      'listings.listingName',
      'users.fName',
      'users.lName',
      'users.companyName',
      'assistants.companyName as oCompany',
    ])
    .where('listings.id', '=', oh.listingId)
    .executeTakeFirstOrThrow();
  return {
    shortLink: shortLink(oh.code),
    listingName: row.listingName,
    date: oh.date,
    startTime: oh.startTime,
    endTime: oh.endTime,
    agentName: `${row.fName} ${row.lName}`.trim(),
    companyName: row.oCompany ?? row.companyName ?? '',
    contactField: oh.contactField,
    disclosureText: oh.disclosureText,
    languages: choice.languages,
    paper: choice.paper,
  };
}

const made = new Lru<string, Buffer>(24);

/** The kit's PDF: from memory when this very kit was made already, else from the worker. */
export async function printKitPdf(input: PrintKitInput): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const hit = made.get(key);
  if (hit) return hit;
  const runner = globalThis.__ohaPrintKit;
  const pdf = runner ? await runner.render(input) : await renderPrintKit(input, cjkFonts());
  made.set(key, pdf);
  return pdf;
}

/** One worker, started on the first kit and kept; a failed worker is replaced on the next one. */
export class PrintKitRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  constructor(private readonly script: URL) {}

  render(input: PrintKitInput): Promise<Buffer> {
    const worker = this.ensure();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    // Started like the document readers' workers (a .ts script through tsx's loader in development).
    const worker = new Worker(workerBootstrap(this.script), {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    worker.on('message', (msg: { id?: number; pdf?: Uint8Array; error?: string }) => {
      const p = msg.id ? this.pending.get(msg.id) : undefined;
      if (!p || !msg.id) return;
      this.pending.delete(msg.id);
      if (msg.pdf) p.resolve(Buffer.from(msg.pdf.buffer, msg.pdf.byteOffset, msg.pdf.byteLength));
      else p.reject(new Error(msg.error ?? 'print kit failed'));
    });
    const fail = (err: Error) => {
      this.worker = null;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`print kit worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** The worker script: compiled beside the server as print-kit-worker.js, else the .ts source here. */
export function printKitWorkerScript(compiledServerUrl?: string): URL {
  const compiled = 'print-kit-worker.js';
  return compiledServerUrl
    ? new URL(`./${compiled}`, compiledServerUrl)
    : new URL('./print-kit.worker.ts', import.meta.url);
}

/** Called by portal/server.ts: kits are made in a worker from now on (the Remix bundle shares it). */
export function startPrintKitWorker(script: URL): void {
  globalThis.__ohaPrintKit ??= new PrintKitRunner(script);
}

declare global {
  var __ohaPrintKit: PrintKitRunner | undefined;
}
