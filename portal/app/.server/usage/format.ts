// One place that turns usage rows into what people read (the page) and what spreadsheets read
// (the CSV): cost to 4 decimals, needs-fix as Yes/No, latency averages to 2 decimals.
import { usageMessages as m } from '~/messages/usage';
import { toCsv } from '../csv';
import type { UsageRange, UsageRow, UsageTotals } from './usage.server';

export const CSV_HEADER = [
  'realtorUserId',
  'realtorFirstName',
  'realtorLastName',
  'noOfDistinctSessions',
  'noOfDistinctResponses',
  'totalInputTokensNormal',
  'totalInputTokensCached',
  'totalOutputTokens',
  'totalNumFileSearch',
  'totalNumWebSearch',
  'totalCostEstimateBeforeTax_usd',
  'averageLatency_ms',
  'needsFix',
] as const;

export const formatCost = (usd: number) => usd.toFixed(4);
export const formatLatency = (ms: number) => ms.toFixed(2);
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** Cells of one agent row, in the column order of CSV_HEADER. */
export function rowCells(r: UsageRow, count: (n: number) => string = formatCount): string[] {
  return [
    String(r.realtorUserId),
    r.realtorFirstName,
    r.realtorLastName,
    count(r.noOfDistinctSessions),
    count(r.noOfDistinctResponses),
    count(r.totalInputTokensNormal),
    count(r.totalInputTokensCached),
    count(r.totalOutputTokens),
    count(r.totalNumFileSearch),
    count(r.totalNumWebSearch),
    formatCost(r.totalCostEstimateBeforeTax_usd),
    formatLatency(r.averageLatency_ms),
    r.needsFix ? m.yes : m.no,
  ];
}

/** Cells of the totals row: the label spans the three name columns; needs fix is a count. */
export function totalsCells(t: UsageTotals, count: (n: number) => string = formatCount): string[] {
  return [
    count(t.noOfDistinctSessions),
    count(t.noOfDistinctResponses),
    count(t.totalInputTokensNormal),
    count(t.totalInputTokensCached),
    count(t.totalOutputTokens),
    count(t.totalNumFileSearch),
    count(t.totalNumWebSearch),
    formatCost(t.totalCostEstimateBeforeTax_usd),
    t.averageLatency_ms,
    String(t.needsFixCount),
  ];
}

export function usageCsv(rows: UsageRow[], totals: UsageTotals): string {
  const plain = (n: number) => String(n);
  return toCsv([
    [...CSV_HEADER],
    ...rows.map((r) => rowCells(r, plain)),
    [m.totals, '', '', ...totalsCells(totals, plain)],
  ]);
}

export function csvFileName(range: UsageRange): string {
  const part = [range.from, range.to].filter(Boolean).join('_to_');
  return `usage-overview${part ? `_${part}` : ''}.csv`;
}
