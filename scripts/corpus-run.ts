// Runs every pdf, doc, docx and txt file under a folder through the real checks and extraction
// (content detection as at upload, then the worker pool with its time limit and memory cap) and
// prints one line per file (outcome, reason, seconds, characters) and the totals: crashes (a worker
// that died), hangs (the time limit), files refused. With --reference, a refused file is also given
// to pdftotext / catdoc (when installed): what they read marks a readable file refused.
//
//   npx tsx scripts/corpus-run.ts DIR [--workers N] [--timeout-ms MS] [--reference] [--tsv FILE]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_FAILURE_REASONS } from '../portal/app/messages/errors';
import { kindForUpload, otherDocumentProgram } from '../portal/app/.server/ingest/detect.server';
import { ExtractPool, extractWorkerScript } from '../portal/app/.server/ingest/extract-pool.server';
import { measureText } from '../portal/app/.server/ingest/text-quality.server';
import { fileExtension, maxFileBytes } from '../portal/app/validation/files';

interface Row {
  file: string;
  outcome: 'ready' | 'refused' | 'invalid' | 'too large' | 'crash' | 'hang';
  reason: string;
  seconds: number;
  chars: number;
  pages: number | null;
  /** Share of the text's characters in words (text-quality.server.ts), for ready files. */
  wordShare: number | null;
  reference: number | null;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (['pdf', 'doc', 'docx', 'txt'].includes(fileExtension(entry.name))) out.push(full);
  }
  return out.sort();
}

/** Letters and digits another tool reads from the file (null when it has no such tool). */
function referenceChars(file: string): number | null {
  const ext = fileExtension(file);
  const tool: [string, string[]] | null =
    ext === 'pdf' ? ['pdftotext', ['-q', file, '-']] : ext === 'doc' ? ['catdoc', ['-w', file]] : null;
  if (!tool) return null;
  try {
    const text = execFileSync(tool[0], tool[1], {
      encoding: 'utf8',
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  } catch {
    return null;
  }
}

async function runCorpus(
  dir: string,
  files: string[],
  opts: { workers: number; timeoutMs: number; reference: boolean; log: (line: string) => void },
): Promise<Row[]> {
  const pool = new ExtractPool({ ...extractWorkerScript(), size: opts.workers, timeoutMs: opts.timeoutMs });
  pool.warm();
  const rows: Row[] = [];
  // The pool's workers and timers do not hold the process open (a server's listener does): without
  // this, the script exited silently while a worker read a slow file.
  const keepAlive = setInterval(() => undefined, 1000);
  try {
    await Promise.all(
      Array.from({ length: opts.workers }, async () => {
        for (;;) {
          const file = files.shift();
          if (!file) return;
          rows.push(await runOne(pool, dir, file, opts));
          opts.log(format(rows.at(-1)!));
        }
      }),
    );
  } finally {
    clearInterval(keepAlive);
    await pool.close();
  }
  return rows;
}

async function runOne(pool: ExtractPool, dir: string, file: string, opts: { reference: boolean }): Promise<Row> {
  const rel = path.relative(dir, file);
  const bytes = fs.readFileSync(file);
  const base: Row = {
    file: rel,
    outcome: 'ready',
    reason: '',
    seconds: 0,
    chars: 0,
    pages: null,
    wordShare: null,
    reference: null,
  };
  if (bytes.length > maxFileBytes()) return { ...base, outcome: 'too large' };
  const kind = kindForUpload(fileExtension(file), bytes);
  if (!kind) {
    // A known other program's document (WordPerfect) is named to the agent at upload.
    const program = otherDocumentProgram(bytes);
    const reason = program ? `a ${program} document` : FILE_FAILURE_REASONS.invalidFormat;
    return { ...base, outcome: program ? 'refused' : 'invalid', reason, reference: ref(opts, file) };
  }
  const started = performance.now();
  const r = await pool.extract(bytes, kind);
  const seconds = (performance.now() - started) / 1000;
  if (r.ok) {
    const text = r.pages.map((p) => p.text).join('\n');
    return { ...base, seconds, chars: text.length, pages: r.pageCount, wordShare: measureText(text).wordShare };
  }
  const outcome = r.reason === FILE_FAILURE_REASONS.timeout ? 'hang' : isCrash(r.reason) ? 'crash' : 'refused';
  return { ...base, outcome, reason: r.reason, seconds, reference: ref(opts, file) };
}

/** The pool's reason for a worker that died (past its memory cap, a native fault). */
function isCrash(reason: string): boolean {
  return reason === FILE_FAILURE_REASONS.workerDied;
}

function ref(opts: { reference: boolean }, file: string): number | null {
  return opts.reference ? referenceChars(file) : null;
}

function format(r: Row): string {
  const ref = r.reference === null ? '' : `\treference ${r.reference} chars`;
  const words = r.wordShare === null ? '' : `\twords ${r.wordShare.toFixed(2)}`;
  return `${r.outcome}\t${r.seconds.toFixed(2)}s\t${r.chars} chars\t${r.pages ?? '-'} pages\t${r.file}\t${r.reason}${words}${ref}`;
}

function summary(rows: Row[]): string[] {
  const count = (o: Row['outcome']) => rows.filter((r) => r.outcome === o).length;
  const refused = rows.filter((r) => r.outcome === 'refused' || r.outcome === 'invalid');
  const readableRefused = refused.filter((r) => (r.reference ?? 0) >= 200);
  const byReason = new Map<string, number>();
  for (const r of refused) byReason.set(r.reason, (byReason.get(r.reason) ?? 0) + 1);
  const slowest = [...rows].sort((a, b) => b.seconds - a.seconds)[0];
  return [
    `files ${rows.length}: ready ${count('ready')}, refused ${count('refused')}, invalid format ${count('invalid')}, too large ${count('too large')}`,
    `crashes ${count('crash')}, hangs ${count('hang')}`,
    ...[...byReason].map(([reason, n]) => `  refused ${n}: ${reason}`),
    `refused although another tool reads 200+ letters or digits: ${readableRefused.length}`,
    ...readableRefused.map((r) => `  ${r.file} (${r.reason}; reference ${r.reference})`),
    `total ${rows.reduce((n, r) => n + r.seconds, 0).toFixed(1)} s; slowest ${slowest?.file} ${slowest?.seconds.toFixed(2)} s`,
  ];
}

async function main(argv: string[]): Promise<number> {
  const dir = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.match(/^--(workers|timeout-ms|tsv)$/));
  if (!dir) {
    console.error(
      'usage: npx tsx scripts/corpus-run.ts DIR [--workers N] [--timeout-ms MS] [--reference] [--tsv FILE]',
    );
    return 2;
  }
  const opt = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const files = listFiles(dir);
  const rows = await runCorpus(dir, files, {
    workers: Number(opt('--workers') ?? 1),
    timeoutMs: Number(opt('--timeout-ms') ?? 30_000),
    reference: argv.includes('--reference'),
    log: (line) => console.log(line),
  });
  const tsv = opt('--tsv');
  if (tsv) {
    const lines = rows.map((r) =>
      [
        r.file,
        r.outcome,
        r.reason,
        r.seconds.toFixed(3),
        r.chars,
        r.pages ?? '',
        r.wordShare?.toFixed(3) ?? '',
        r.reference ?? '',
      ].join('\t'),
    );
    const head = 'file\toutcome\treason\tseconds\tchars\tpages\twordShare\treference';
    fs.writeFileSync(tsv, [head, ...lines].join('\n') + '\n');
  }
  for (const line of summary(rows)) console.log(line);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
