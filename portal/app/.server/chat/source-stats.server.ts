// Chats and leads per source (the `src` channel) over the last days, for the agent's dashboard:
// which sign, flyer or post brought visitors. Scoped to the agent's own assistants.
import type { DB } from '@db/connection';
import { LEAD_SOURCES, parseLeadSource, STATS_DAYS, type LeadSource } from '~/validation/lead-source';
import { db as appDb } from '../db.server';

export interface SourceCount {
  source: LeadSource;
  chats: number;
  leads: number;
}

/** One row per source, in the picker's order, zeros included (a channel that brings nobody is news too). */
export async function sourceStats(
  userId: number,
  opts: { days?: number; now?: Date } = {},
  database: DB = appDb(),
): Promise<SourceCount[]> {
  const since = new Date((opts.now ?? new Date()).getTime() - (opts.days ?? STATS_DAYS) * 86400_000).toISOString();
  const [chats, leads] = await Promise.all([
    database
      .selectFrom('chatSessions')
      .innerJoin('assistants', 'assistants.id', 'chatSessions.assistantId')
      .select((eb) => ['chatSessions.leadSource as source', eb.fn.countAll<number>().as('n')])
      .where('assistants.realtorUserId', '=', userId)
      .where('chatSessions.createdAt', '>=', since)
      .groupBy('chatSessions.leadSource')
      .execute(),
    database
      .selectFrom('leads')
      .select((eb) => ['leadSource as source', eb.fn.countAll<number>().as('n')])
      .where('realtorUserId', '=', userId)
      .where('createdAt', '>=', since)
      .groupBy('leadSource')
      .execute(),
  ]);
  const rows = new Map<LeadSource, SourceCount>(LEAD_SOURCES.map((s) => [s, { source: s, chats: 0, leads: 0 }]));
  // A stored value we no longer know (older data, a renamed channel) is counted as a direct link.
  for (const c of chats) rows.get(parseLeadSource(c.source))!.chats += Number(c.n);
  for (const l of leads) rows.get(parseLeadSource(l.source))!.leads += Number(l.n);
  return [...rows.values()];
}
