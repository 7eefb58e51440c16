// Loads an eval dataset (format: scripts/fixtures/eval-dev/SOURCE-README.md) into the app's
// database through the same code the portal uses: one agent per dataset assistant, staged uploads, createAssistant
// for the first listing and addListing for the others. The caller sets DATA_DIR (and any other
// environment) before calling, because app modules read their configuration on first use.
import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { db } from '../../portal/app/.server/db.server';

export interface DatasetAgent {
  fName: string;
  lName: string;
  email: string;
  phone: string;
  companyName?: string;
  website?: string;
}

export interface DatasetListing {
  key: string;
  address: string;
  status: string;
  insights: string;
  files: string[];
}

export interface Dataset {
  assistants: Array<{ key: string; agent: DatasetAgent; listings: DatasetListing[] }>;
}

export interface DatasetQuestion {
  id: string;
  assistant: string;
  selected?: string[];
  lang: string;
  question: string;
  expect: { any?: string[]; handoff?: boolean; none_of?: string[] };
  kind?: string;
}

export interface LoadedDataset {
  dataset: Dataset;
  questions: DatasetQuestion[];
  /** dataset assistant key → the assistant's public path name and id */
  assistants: Map<string, { id: number; pathname: string; userId: number }>;
  /** dataset listing key → listing id */
  listings: Map<string, number>;
  stats: {
    files: number;
    bytes: number;
    pages: number;
    ms: number;
    /** CPU time of this process (all threads) during the timed ingestion. */
    cpuMs: number;
    failed: Array<{ name: string; reason: string }>;
  };
}

export function readDataset(dir: string): { dataset: Dataset; questions: DatasetQuestion[] } {
  const dataset = JSON.parse(fs.readFileSync(path.join(dir, 'dataset.json'), 'utf8')) as Dataset;
  const questions = fs
    .readFileSync(path.join(dir, 'questions.jsonl'), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as DatasetQuestion);
  return { dataset, questions };
}

/** Requires DATA_DIR to be set; migrates the database, then loads every assistant and listing. */
export async function loadDataset(dir: string): Promise<LoadedDataset> {
  const { dataset, questions } = readDataset(dir);
  const { opened } = await import('../../portal/app/.server/db.server');
  const { migrateToLatest } = await import('../../db/connection');
  const { registerUser } = await import('../../portal/app/.server/auth/users.server');
  const { stageUpload } = await import('../../portal/app/.server/ingest/staging.server');
  const { createAssistant } = await import('../../portal/app/.server/repos/assistants.server');
  const { addListing } = await import('../../portal/app/.server/repos/listings.server');
  await migrateToLatest(opened().db);

  const assistants = new Map<string, { id: number; pathname: string; userId: number }>();
  const listings = new Map<string, number>();
  const stats = {
    files: 0,
    bytes: 0,
    pages: 0,
    ms: 0,
    cpuMs: 0,
    failed: [] as Array<{ name: string; reason: string }>,
  };
  // Only the ingestion is timed (staging, creation, the queue, reading, indexing), not registering
  // the agents (a deliberately slow password hash).
  const timed = async <T>(fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    try {
      return await fn();
    } finally {
      stats.ms += performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      stats.cpuMs += (cpu.user + cpu.system) / 1000;
    }
  };
  let n = 0;
  for (const a of dataset.assistants) {
    n++;
    const user = await registerUser({
      email: `eval-agent-${n}-${a.key}@example.invalid`.toLowerCase(),
      password: `eval-${Math.random().toString(36).slice(2)}-Pw1`,
      fName: a.agent.fName,
      lName: a.agent.lName,
    });
    const stage = async (files: string[]) => {
      const ids: string[] = [];
      for (const rel of files) {
        const bytes = fs.readFileSync(path.join(dir, rel));
        stats.files++;
        stats.bytes += bytes.length;
        const r = await stageUpload(user.id, { name: path.basename(rel), bytes });
        if (r.ok) ids.push(r.uploadId);
        else stats.failed.push({ name: rel, reason: r.message });
      }
      return ids;
    };
    const [first, ...rest] = a.listings;
    if (!first) continue;
    const created = await timed(async () =>
      createAssistant(db(), user.id, {
        listing: { listingName: first.address, listingStatus: first.status, insiderInfo: first.insights },
        uploadIds: await stage(first.files),
        contact: {
          fName: a.agent.fName,
          lName: a.agent.lName,
          email: a.agent.email,
          phone: a.agent.phone,
          companyName: a.agent.companyName ?? null,
          website: a.agent.website ?? null,
        },
      }),
    );
    stats.failed.push(...created.failedFiles);
    assistants.set(a.key, { id: created.assistant.id, pathname: created.assistant.assistantPathname, userId: user.id });
    const firstRow =
      created.assistant.listings.find((l) => l.listingName === first.address) ?? created.assistant.listings[0];
    if (firstRow) listings.set(first.key, firstRow.id);
    for (const l of rest) {
      const added = await timed(async () =>
        addListing(db(), user.id, {
          assistantId: created.assistant.id,
          listing: { listingName: l.address, listingStatus: l.status, insiderInfo: l.insights },
          uploadIds: await stage(l.files),
        }),
      );
      stats.failed.push(...added.failedFiles);
      listings.set(l.key, added.listingId);
    }
  }
  const row = await opened()
    .db.selectFrom('documents')
    .select(sql<number>`coalesce(sum(coalesce(page_count, 1)), 0)`.as('p'))
    .where('isExtraInfo', '=', 0)
    .executeTakeFirstOrThrow();
  stats.pages = Number(row.p);
  return { dataset, questions, assistants, listings, stats };
}
