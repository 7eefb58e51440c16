// The operator's usage overview: one row per agent over the response log, within a date range,
// plus the spec's totals row. Dates are calendar days in UTC, both ends included.
import type { DB } from '@db/connection';

/** The spec's usage overview row (section 3). */
export interface UsageRow {
  realtorUserId: number;
  realtorFirstName: string;
  realtorLastName: string;
  noOfDistinctSessions: number;
  noOfDistinctResponses: number;
  totalInputTokensNormal: number;
  totalInputTokensCached: number;
  totalOutputTokens: number;
  totalNumFileSearch: number;
  totalNumWebSearch: number;
  totalCostEstimateBeforeTax_usd: number;
  averageLatency_ms: number;
  needsFix: boolean;
}

export interface UsageTotals {
  noOfDistinctSessions: number;
  noOfDistinctResponses: number;
  totalInputTokensNormal: number;
  totalInputTokensCached: number;
  totalOutputTokens: number;
  totalNumFileSearch: number;
  totalNumWebSearch: number;
  totalCostEstimateBeforeTax_usd: number;
  /** Mean of the rows' average latencies, 2 decimals; "N/A" without rows. */
  averageLatency_ms: string;
  /** Rows (agents) that have at least one exchange needing a fix. */
  needsFixCount: number;
}

export interface UsageRange {
  /** YYYY-MM-DD, inclusive. */
  from?: string | null;
  /** YYYY-MM-DD, inclusive. */
  to?: string | null;
}

export interface UsageOverview {
  rows: UsageRow[];
  totals: UsageTotals;
}

function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}

function nextDayStart(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

export async function usageRows(database: DB, range: UsageRange = {}): Promise<UsageRow[]> {
  let q = database
    .selectFrom('responseLogs as r')
    .leftJoin('users as u', 'u.id', 'r.realtorUserId')
    .select((eb) => [
      'r.realtorUserId',
      eb.fn.max('u.fName').as('fName'),
      eb.fn.max('u.lName').as('lName'),
      eb.fn.count<number>('r.sessionId').distinct().as('sessions'),
      eb.fn.count<number>('r.responseId').distinct().as('responses'),
      eb.fn.sum<number>('r.inputTokensNormal').as('inputNormal'),
      eb.fn.sum<number>('r.inputTokensCached').as('inputCached'),
      eb.fn.sum<number>('r.outputTokens').as('output'),
      eb.fn.sum<number>('r.numFileSearch').as('fileSearches'),
      eb.fn.sum<number>('r.numOfTimes').as('webSearches'),
      eb.fn.sum<number>('r.costUsd').as('cost'),
      eb.fn.avg<number>('r.latencyMs').as('latency'),
      eb.fn.max<number>('r.needsFix').as('needsFix'),
    ])
    .groupBy('r.realtorUserId')
    .orderBy('r.realtorUserId');
  if (range.from) q = q.where('r.createdAt', '>=', dayStart(range.from));
  if (range.to) q = q.where('r.createdAt', '<', nextDayStart(range.to));
  const rows = await q.execute();
  return rows.map((r) => ({
    realtorUserId: r.realtorUserId,
    realtorFirstName: r.fName ?? '',
    realtorLastName: r.lName ?? '',
    noOfDistinctSessions: Number(r.sessions),
    noOfDistinctResponses: Number(r.responses),
    totalInputTokensNormal: Number(r.inputNormal ?? 0),
    totalInputTokensCached: Number(r.inputCached ?? 0),
    totalOutputTokens: Number(r.output ?? 0),
    totalNumFileSearch: Number(r.fileSearches ?? 0),
    totalNumWebSearch: Number(r.webSearches ?? 0),
    totalCostEstimateBeforeTax_usd: Number(r.cost ?? 0),
    averageLatency_ms: Number(r.latency ?? 0),
    needsFix: Number(r.needsFix ?? 0) > 0,
  }));
}

export function usageTotals(rows: UsageRow[]): UsageTotals {
  const sum = (pick: (r: UsageRow) => number) => rows.reduce((acc, r) => acc + pick(r), 0);
  return {
    noOfDistinctSessions: sum((r) => r.noOfDistinctSessions),
    noOfDistinctResponses: sum((r) => r.noOfDistinctResponses),
    totalInputTokensNormal: sum((r) => r.totalInputTokensNormal),
    totalInputTokensCached: sum((r) => r.totalInputTokensCached),
    totalOutputTokens: sum((r) => r.totalOutputTokens),
    totalNumFileSearch: sum((r) => r.totalNumFileSearch),
    totalNumWebSearch: sum((r) => r.totalNumWebSearch),
    totalCostEstimateBeforeTax_usd: sum((r) => r.totalCostEstimateBeforeTax_usd),
    averageLatency_ms: rows.length ? (sum((r) => r.averageLatency_ms) / rows.length).toFixed(2) : 'N/A',
    needsFixCount: rows.filter((r) => r.needsFix).length,
  };
}

export async function usageOverview(database: DB, range: UsageRange = {}): Promise<UsageOverview> {
  const rows = await usageRows(database, range);
  return { rows, totals: usageTotals(rows) };
}
