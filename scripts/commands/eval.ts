// npm run oha -- eval DIR --answers FILE [--fails] [--lenient] [--postgres]
// Loads the dataset into a fresh temporary DATA_DIR through the portal's upload and ingestion code,
// asks every question through the chat code the page uses, writes {"id","answer","ms"} lines to
// FILE and prints accuracy per language and kind with the dataset's scoring rule (the dataset's
// own score.mjs when it sits next to DIR, else the copy in scripts/lib/score-rule.ts), precision,
// and, for the questions that expect a hand-over (all of a precision set's), the share handed over
// with the contact form by language and kind. The database is a SQLite file in that DATA_DIR, or
// the PostgreSQL database of DATABASE_URL (it must be empty), or, with --postgres, a database of a
// throwaway PostgreSQL cluster started for the run (as the tests' set-up does).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasetQuestion } from '../lib/load-dataset';
import { handOverShare, scoreAnswers, type HandOverShare } from '../lib/score-rule';

export interface EvalResult {
  /** Answers to opts.extraQuestions (asked after the dataset's own, not scored here). */
  extra: Array<{ id: string; answer: string }>;
  accuracy: number;
  handoff: number;
  /** Of the replies without the contact form, the share that is right (null: the scorer printed none). */
  precision: number | null;
  /** The questions that expect a hand-over: how many replies carry the contact form. */
  handOver: HandOverShare;
  p95: number;
  right: number;
  total: number;
  summary: string;
}

export async function runEval(
  dir: string,
  answersFile: string,
  opts: {
    quiet?: boolean;
    extraQuestions?: DatasetQuestion[];
    /** Print every wrong answer (score.mjs --fails). */
    fails?: boolean;
    /** Version 1's hand-over rule (score.mjs --lenient). */
    lenient?: boolean;
  } = {},
): Promise<EvalResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-eval-'));
  process.env.DATA_DIR = dataDir;
  process.env.OHA_DEMO = '0';
  process.env.OHA_RATE_LIMIT_SCALE = '0';
  delete process.env.OPENAI_API_KEY;
  const log = (s: string) => {
    if (!opts.quiet) console.log(s);
  };
  try {
    const { loadDataset } = await import('../lib/load-dataset');
    const loaded = await loadDataset(dir);
    log(
      `loaded ${loaded.stats.files} files (${loaded.stats.pages} pages, ${(loaded.stats.bytes / 1e6).toFixed(2)} MB) in ${Math.round(loaded.stats.ms)} ms`,
    );
    for (const f of loaded.stats.failed) log(`  not ingested: ${f.name}: ${f.reason}`);
    const { handleChatTurn } = await import('../../portal/app/.server/chat/chat.server');
    // One unmeasured turn first, as on a running server: modules, prepared statements and the
    // listing caches are warm before the clock starts.
    const first = loaded.assistants.values().next().value;
    if (first)
      await handleChatTurn({
        pathname: first.pathname,
        sessionId: null,
        message: 'hello',
        language: 'en',
        selectedListingIds: null,
      });
    const lines: string[] = [];
    const extra: Array<{ id: string; answer: string }> = [];
    for (const q of [...loaded.questions, ...(opts.extraQuestions ?? [])]) {
      const a = loaded.assistants.get(q.assistant);
      if (!a) throw new Error(`${q.id}: unknown assistant ${q.assistant}`);
      const selected = q.selected?.map((k) => {
        const id = loaded.listings.get(k);
        if (id === undefined) throw new Error(`${q.id}: unknown listing ${k}`);
        return id;
      });
      const started = performance.now();
      const out = await handleChatTurn({
        pathname: a.pathname,
        sessionId: null,
        message: q.question,
        language: q.lang,
        selectedListingIds: selected ?? null,
      });
      const ms = Math.round((performance.now() - started) * 100) / 100;
      if (loaded.questions.includes(q)) lines.push(JSON.stringify({ id: q.id, answer: out.text, ms }));
      else extra.push({ id: q.id, answer: out.text });
    }
    fs.mkdirSync(path.dirname(path.resolve(answersFile)), { recursive: true });
    fs.writeFileSync(answersFile, `${lines.join('\n')}\n`);

    const answered = lines.map((l) => JSON.parse(l) as { id: string; answer: string; ms: number });
    const scorer = path.join(path.dirname(path.resolve(dir)), 'score.mjs');
    let summary = '';
    if (fs.existsSync(scorer)) {
      // The real path: score.mjs runs its main only when argv[1] equals its own (resolved) URL,
      // which a symlinked dataset folder would otherwise break.
      const flags = [...(opts.fails ? ['--fails'] : []), ...(opts.lenient ? ['--lenient'] : [])];
      const r = spawnSync(process.execPath, [fs.realpathSync(scorer), dir, answersFile, ...flags], {
        encoding: 'utf8',
      });
      summary = `${r.stdout}${r.stderr}`.trim();
    }
    if (!/accuracy [\d.]+ \(\d+\/\d+\)/.test(summary.split('\n').pop() ?? '')) {
      summary = scoreAnswers(loaded.dataset, loaded.questions, answered, {
        label: dir,
        fails: opts.fails,
        lenient: opts.lenient,
      }).trim();
    }
    // Before the scorer's report, so that its accuracy line stays the last line printed.
    const handOver = handOverShare(loaded.questions, answered);
    if (handOver.report) log(`${handOver.report}\n`);
    log(summary);
    const precision = summary.match(/^precision ([\d.]+) \(/m);
    const last = summary.split('\n').pop() ?? '';
    const m = last.match(/accuracy ([\d.]+) \((\d+)\/(\d+)\) handoff ([\d.]+) p95_ms (\d+)/);
    if (!m) throw new Error(`could not read the score line: ${last}`);
    return {
      extra,
      accuracy: Number(m[1]),
      right: Number(m[2]),
      total: Number(m[3]),
      handoff: Number(m[4]),
      precision: precision ? Number(precision[1]) : null,
      handOver,
      p95: Number(m[5]),
      summary,
    };
  } finally {
    try {
      const { opened } = await import('../../portal/app/.server/db.server');
      const o = opened();
      if (o.dialect === 'postgres') await o.db.destroy();
      else o.sqlite.close();
      globalThis.__ohaDb = undefined;
    } catch {
      // nothing opened
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const USAGE = 'usage: npm run oha -- eval DIR --answers FILE [--fails] [--lenient] [--postgres]';

export function parseArgs(
  args: string[],
): { dir: string; answers: string; fails: boolean; lenient: boolean; postgres: boolean } | { error: string } {
  const i = args.indexOf('--answers');
  const answers = i >= 0 ? args[i + 1] : undefined;
  const rest = args.filter((a, j) => !(i >= 0 && (j === i || j === i + 1)));
  const unknown = rest.filter((a) => a.startsWith('--') && !['--fails', '--lenient', '--postgres'].includes(a));
  if (unknown.length) return { error: `unknown option ${unknown[0]}` };
  const dirs = rest.filter((a) => !a.startsWith('--'));
  if (!answers || answers.startsWith('--')) return { error: 'missing --answers FILE' };
  if (dirs.length !== 1) return { error: dirs.length ? `one DIR only, got ${dirs.join(' ')}` : 'missing DIR' };
  const dir = dirs[0]!;
  if (!fs.existsSync(path.join(dir, 'dataset.json')) || !fs.existsSync(path.join(dir, 'questions.jsonl')))
    return { error: `${dir} holds no dataset.json and questions.jsonl` };
  return {
    dir,
    answers,
    fails: rest.includes('--fails'),
    lenient: rest.includes('--lenient'),
    postgres: rest.includes('--postgres'),
  };
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if ('error' in parsed) {
    console.error(`oha eval: ${parsed.error}\n${USAGE}`);
    return 2;
  }
  if (!parsed.postgres) {
    await runEval(parsed.dir, parsed.answers, { fails: parsed.fails, lenient: parsed.lenient });
    return 0;
  }
  const { createDatabase, startCluster } = await import('../../db/testing/postgres');
  const cluster = await startCluster();
  if (!cluster) {
    console.error('oha eval: --postgres needs PostgreSQL installed (Debian: apt-get install postgresql)');
    return 2;
  }
  try {
    process.env.DATABASE_URL = await createDatabase(cluster.adminUrl, 'oha_eval');
    await runEval(parsed.dir, parsed.answers, { fails: parsed.fails, lenient: parsed.lenient });
  } finally {
    delete process.env.DATABASE_URL;
    await cluster.stop();
  }
  return 0;
}
