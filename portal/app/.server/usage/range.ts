// Parses the date-range filter from the query string (?from=YYYY-MM-DD&to=YYYY-MM-DD), shared by
// the page and the CSV download so both always show the same rows.
import { z } from 'zod';
import { usageMessages as m } from '~/messages/usage';
import type { UsageRange } from './usage.server';

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));

const Query = z.object({
  from: z.union([z.literal(''), Day]).optional(),
  to: z.union([z.literal(''), Day]).optional(),
});

export interface ParsedRange {
  range: UsageRange;
  error: string | null;
}

export function parseUsageRange(url: URL): ParsedRange {
  const parsed = Query.safeParse({
    from: url.searchParams.get('from') ?? undefined,
    to: url.searchParams.get('to') ?? undefined,
  });
  if (!parsed.success) return { range: {}, error: m.invalidDate };
  const range: UsageRange = { from: parsed.data.from || null, to: parsed.data.to || null };
  if (range.from && range.to && range.from > range.to) return { range: {}, error: m.invalidRange };
  return { range, error: null };
}
