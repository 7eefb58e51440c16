// npm run oha -- bench-stats [--open-houses N] [--visits N] [--runs N]: the stats across open
// houses (portal/app/.server/open-houses/stats.server.ts) for one agent with 1,000 open houses and
// 100,000 visits by default, in a temporary SQLite database seeded here (each visit with a chat
// session and two questions, one in ten handed over, one in twenty sent a follow-up email; 1.2
// link opens per visit), its counters (open_house_stats) recounted as the writes do. Prints the
// seeding time, the time to recount every open house, SQLite's plan for the page's query, and the
// page's query time per run. Nothing of the app's own database is touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql, type Insertable } from 'kysely';
import { migrateToLatest, openDatabase, type DB } from '../../db/connection';
import type { Database } from '../../db/schema';
import { seedAgent } from '../../db/test-seed';
import { recountOpenHouseStats } from '../../portal/app/.server/open-houses/stats-counters.server';
import { eventStats, eventStatsQuery, listingStats } from '../../portal/app/.server/open-houses/stats.server';

function arg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : fallback;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}

async function insertMany<K extends keyof Database>(db: DB, table: K, rows: Insertable<Database[K]>[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
}

export async function seed(db: DB, openHouses: number, visits: number) {
  const { userId, assistantId } = await seedAgent(db, { email: 'bench@example.com', pathname: 'bench' });
  const listings = Math.max(1, Math.round(openHouses / 50));
  const listingIds: number[] = [];
  for (let l = 0; l < listings; l++) {
    const { id } = await db
      .insertInto('listings')
      .values({
        assistantId,
        realtorUserId: userId,
        listingName: `${l + 1} Bench Street`,
        insiderInfo: '',
        listingStatus: 'Active Listing',
        published: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    listingIds.push(id);
  }
  const perOh = Math.ceil(visits / openHouses);
  let v = 0;
  await db.transaction().execute(async (trx) => {
    for (let o = 0; o < openHouses; o++) {
      const day = new Date(Date.UTC(2024, 0, 1) + o * 86_400_000).toISOString().slice(0, 10);
      const { id: ohId } = await trx
        .insertInto('openHouses')
        .values({
          realtorUserId: userId,
          assistantId,
          listingId: listingIds[o % listings]!,
          code: `b${String(o).padStart(9, '0')}`,
          date: day,
          startTime: '14:00',
          endTime: '16:00',
          timeZone: 'America/Vancouver',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const contacts = [];
      for (let i = 0; i < perOh && v + i < visits; i++)
        contacts.push({ realtorUserId: userId, name: `Visitor ${v + i}`, email: `v${v + i}@example.net` });
      const contactIds: number[] = [];
      for (let i = 0; i < contacts.length; i += 500) {
        const ids = await trx
          .insertInto('contacts')
          .values(contacts.slice(i, i + 500))
          .returning('id')
          .execute();
        contactIds.push(...ids.map((r) => r.id));
      }
      const sessions = contactIds.map((_, i) => ({
        id: `sess_bench_${v + i}`,
        assistantId,
        language: 'en',
        openHouseId: ohId,
      }));
      await insertMany(trx, 'chatSessions', sessions);
      const visitRows = contactIds.map((contactId, i) => ({
        openHouseId: ohId,
        contactId,
        idempotencyKey: `bench-${v + i}`,
        chatSessionId: sessions[i]!.id,
        answers: '{"hasAgent":false,"timeline":"1-3"}',
      }));
      const visitIds: number[] = [];
      for (let i = 0; i < visitRows.length; i += 500) {
        const ids = await trx
          .insertInto('visits')
          .values(visitRows.slice(i, i + 500))
          .returning('id')
          .execute();
        visitIds.push(...ids.map((r) => r.id));
      }
      const messages = sessions.flatMap((s) => [
        { sessionId: s.id, role: 'user', type: 'text', content: 'How much are the condo fees?' },
        { sessionId: s.id, role: 'user', type: 'text', content: 'Is parking included?' },
      ]);
      await insertMany(trx, 'chatMessages', messages);
      const handed = sessions
        .filter((_, i) => (v + i) % 10 === 0)
        .map((s) => ({
          assistantId,
          listingId: listingIds[o % listings]!,
          sessionId: s.id,
          responseId: null,
          question: 'Is there a special assessment?',
          reply: '##CONTACT',
          language: 'en',
          reason: 'handoff' as const,
        }));
      await insertMany(trx, 'visitorQuestions', handed);
      const sentAt = (i: number) => new Date(Date.parse(`${day}T23:00:00Z`) + 86_400_000 + i * 60_000).toISOString();
      const followUps = contactIds
        .filter((_, i) => (v + i) % 20 === 0)
        .map((contactId, i) => ({
          openHouseId: ohId,
          contactId,
          language: 'en',
          subject: 'Your questions',
          body: 'Thank you for visiting.',
          status: 'sent' as const,
          approvedAt: sentAt(i),
          sentAt: sentAt(i),
          createdAt: sentAt(i),
          updatedAt: sentAt(i),
        }));
      await insertMany(trx, 'followUps', followUps);
      const opens: Array<{ openHouseId: number; browserKey: string; visitId: number | null }> = visitIds.map(
        (visitId, i) => ({ openHouseId: ohId, browserKey: `k${v + i}`, visitId }),
      );
      for (let i = 0; i < Math.round(visitIds.length * 0.2); i++)
        opens.push({ openHouseId: ohId, browserKey: `a${v + i}`, visitId: null });
      await insertMany(trx, 'openHouseOpens', opens);
      v += contactIds.length;
    }
  });
  return { userId, listings };
}

/** Every open house's counters, as the writes keep them (and the migration backfills them). */
export async function recountAll(db: DB) {
  const ids = (await db.selectFrom('openHouses').select('id').execute()).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 200)
    await db.transaction().execute((trx) => recountOpenHouseStats(trx, ids.slice(i, i + 200)));
}

export async function run(args: string[]): Promise<number> {
  const openHouses = arg(args, 'open-houses', 1000);
  const visits = arg(args, 'visits', 100_000);
  const runs = arg(args, 'runs', 5);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-bench-stats-'));
  const opened = openDatabase(path.join(dir, 'oha.sqlite'));
  try {
    await migrateToLatest(opened.db);
    let t = performance.now();
    const { userId, listings } = await seed(opened.db, openHouses, visits);
    await sql`analyze`.execute(opened.db);
    console.log(
      `seeded ${openHouses} open houses of ${listings} listings, ${visits} visits for one agent in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    t = performance.now();
    await recountAll(opened.db);
    await sql`analyze`.execute(opened.db);
    console.log(`recounted every open house's counters in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const page = eventStatsQuery(opened.db, userId).compile();
    const plan = await opened.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]),
    );
    console.log('plan (the stats page query):');
    for (const r of plan.rows) console.log(`  ${r.detail}`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      t = performance.now();
      const events = await eventStats(opened.db, userId);
      listingStats(events);
      times.push(performance.now() - t);
      if (i === 0 && events.length !== openHouses) throw new Error(`expected ${openHouses} rows, got ${events.length}`);
    }
    const query: number[] = [];
    for (let i = 0; i < runs; i++) {
      t = performance.now();
      await eventStatsQuery(opened.db, userId).execute();
      query.push(performance.now() - t);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `stats page queries (eventStats + listingStats), ${runs} runs: median ${median(times).toFixed(0)} ms, ` +
        `min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (first ${times[0]!.toFixed(0)} ms); ` +
        `the SQL query alone: median ${median(query).toFixed(0)} ms`,
    );
    return 0;
  } finally {
    await opened.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
