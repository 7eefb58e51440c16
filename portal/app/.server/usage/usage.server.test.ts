import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import type { NewResponseLog } from '@db/schema';
import { usageCsv } from './format';
import { usageOverview, usageTotals } from './usage.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await t.close();
});

async function user(fName: string, lName: string): Promise<number> {
  const { id } = await t.db
    .insertInto('users')
    .values({ email: `${fName.toLowerCase()}@example.com`, passwordHash: 'x', roles: '[2024]', fName, lName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function log(realtorUserId: number, o: Partial<NewResponseLog> = {}): NewResponseLog {
  return {
    realtorUserId,
    ohaId: 1,
    sessionId: 'sess_a',
    responseId: `resp_${Math.random().toString(36).slice(2)}`,
    userInput: 'q',
    modelOutput: 'a',
    model: 'gpt-4.1-2025-04-14',
    inputTokensNormal: 100,
    inputTokensCached: 50,
    outputTokens: 20,
    numFileSearch: 1,
    numOfTimes: 0,
    latencyMs: 1000,
    costUsd: 0.0012,
    // Every row names every column: a multi-row insert fills missing ones with NULL, not the default.
    needsFix: 0,
    cusResStatus: 'complete',
    source: 'UI',
    inputType: 'text',
    outputType: 'text',
    createdAt: '2026-11-10T12:00:00.000Z',
    ...o,
  } as NewResponseLog; // the spread of a Partial widens every column to optional
}

describe('usage overview', () => {
  it('aggregates one row per agent and a totals row', async () => {
    const alex = await user('Alex', 'Morgan');
    const sam = await user('Sam', 'Lee');
    await t.db
      .insertInto('responseLogs')
      .values([
        log(alex, { sessionId: 'sess_1', latencyMs: 1000 }),
        log(alex, { sessionId: 'sess_1', latencyMs: 2000, numOfTimes: 1, costUsd: 0.03 }),
        log(alex, { sessionId: 'sess_2', latencyMs: 3001, responseId: null, needsFix: 1, cusResStatus: 'incomplete' }),
        log(sam, {
          sessionId: 'sess_3',
          latencyMs: 500,
          model: 'offline',
          costUsd: 0,
          inputTokensNormal: 0,
          inputTokensCached: 0,
          outputTokens: 0,
        }),
      ])
      .execute();

    const { rows, totals } = await usageOverview(t.db);
    expect(rows).toEqual([
      {
        realtorUserId: alex,
        realtorFirstName: 'Alex',
        realtorLastName: 'Morgan',
        noOfDistinctSessions: 2,
        noOfDistinctResponses: 2, // the failed exchange has no response id
        totalInputTokensNormal: 300,
        totalInputTokensCached: 150,
        totalOutputTokens: 60,
        totalNumFileSearch: 3,
        totalNumWebSearch: 1,
        totalCostEstimateBeforeTax_usd: expect.closeTo(0.0324, 10),
        averageLatency_ms: expect.closeTo(2000.333, 2),
        needsFix: true,
      },
      {
        realtorUserId: sam,
        realtorFirstName: 'Sam',
        realtorLastName: 'Lee',
        noOfDistinctSessions: 1,
        noOfDistinctResponses: 1,
        totalInputTokensNormal: 0,
        totalInputTokensCached: 0,
        totalOutputTokens: 0,
        totalNumFileSearch: 1,
        totalNumWebSearch: 0,
        totalCostEstimateBeforeTax_usd: 0,
        averageLatency_ms: 500,
        needsFix: false,
      },
    ]);
    expect(totals).toEqual({
      noOfDistinctSessions: 3,
      noOfDistinctResponses: 3,
      totalInputTokensNormal: 300,
      totalInputTokensCached: 150,
      totalOutputTokens: 60,
      totalNumFileSearch: 4,
      totalNumWebSearch: 1,
      totalCostEstimateBeforeTax_usd: expect.closeTo(0.0324, 10),
      averageLatency_ms: '1250.17', // mean of 2000.333 and 500, 2 decimals
      needsFixCount: 1,
    });
  });

  it('keeps only exchanges inside the date range, both days included', async () => {
    const alex = await user('Alex', 'Morgan');
    await t.db
      .insertInto('responseLogs')
      .values([
        log(alex, { createdAt: '2026-11-09T23:59:59.999Z' }),
        log(alex, { createdAt: '2026-11-10T00:00:00.000Z' }),
        log(alex, { createdAt: '2026-11-12T23:59:59.999Z' }),
        log(alex, { createdAt: '2026-11-13T00:00:00.000Z' }),
      ])
      .execute();
    const { rows } = await usageOverview(t.db, { from: '2026-11-10', to: '2026-11-12' });
    expect(rows[0].noOfDistinctResponses).toBe(2);
    expect((await usageOverview(t.db, { from: '2026-11-13' })).rows[0].noOfDistinctResponses).toBe(1);
    expect((await usageOverview(t.db, { to: '2026-11-09' })).rows[0].noOfDistinctResponses).toBe(1);
  });

  it('shows N/A latency and zero totals without rows', async () => {
    const { rows, totals } = await usageOverview(t.db, { from: '2030-01-01' });
    expect(rows).toEqual([]);
    expect(totals.averageLatency_ms).toBe('N/A');
    expect(totals.noOfDistinctSessions).toBe(0);
    expect(totals.needsFixCount).toBe(0);
    expect(usageTotals([]).totalCostEstimateBeforeTax_usd).toBe(0);
  });

  it('exports the same rows as CSV: 4-decimal cost, Yes/No, the totals row last, formulas defused', async () => {
    const alex = await user('=Alex', 'Morgan, Jr.');
    await t.db
      .insertInto('responseLogs')
      .values([log(alex, { needsFix: 1, costUsd: 0.123456 })])
      .execute();
    const { rows, totals } = await usageOverview(t.db);
    const lines = usageCsv(rows, totals).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'realtorUserId,realtorFirstName,realtorLastName,noOfDistinctSessions,noOfDistinctResponses,totalInputTokensNormal,totalInputTokensCached,totalOutputTokens,totalNumFileSearch,totalNumWebSearch,totalCostEstimateBeforeTax_usd,averageLatency_ms,needsFix',
    );
    expect(lines[1]).toBe(`${alex},'=Alex,"Morgan, Jr.",1,1,100,50,20,1,0,0.1235,1000.00,Yes`);
    expect(lines[2]).toBe('Total,,,1,1,100,50,20,1,0,0.1235,1000.00,1');
  });
});
