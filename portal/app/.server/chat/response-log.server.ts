// Writes the spec's response log: one row per exchange, also for failures, so the usage page and
// the needs-fix review see everything. The user input arrives already masked.
import type { DB } from '@db/connection';
import type { NewResponseLog } from '@db/schema';
import { estimateCostUsd } from '../ai/pricing.server';

export interface ResponseLogEntry {
  realtorUserId: number;
  ohaId: number;
  sessionId: string;
  responseId: string | null;
  userInput: string;
  modelOutput: string;
  outputType: 'text' | 'form';
  model: string;
  inputTokens: number;
  cachedTokens: number;
  outputTokens: number;
  numFileSearch: number;
  numWebSearch: number;
  functionCalls: number;
  latencyMs: number;
  failed: boolean;
  errorMsgs: string | null;
}

export async function writeResponseLog(database: DB, e: ResponseLogEntry): Promise<void> {
  const row: NewResponseLog = {
    realtorUserId: e.realtorUserId,
    ohaId: e.ohaId,
    sessionId: e.sessionId,
    responseId: e.responseId,
    userInput: e.userInput,
    inputType: 'text',
    modelOutput: e.modelOutput,
    outputType: e.outputType,
    inputTokensNormal: e.inputTokens,
    inputTokensCached: e.cachedTokens,
    outputTokens: e.outputTokens,
    numFileSearch: e.numFileSearch,
    searchContextSize: 'high',
    numOfTimes: e.numWebSearch,
    functionCalls: e.functionCalls,
    model: e.model,
    latencyMs: Math.round(e.latencyMs),
    costUsd: estimateCostUsd({
      model: e.model,
      inputTokens: e.inputTokens,
      cachedTokens: e.cachedTokens,
      outputTokens: e.outputTokens,
      fileSearches: e.numFileSearch,
      webSearches: e.numWebSearch,
    }),
    source: 'UI',
    promptType: 'chat',
    needsFix: e.failed ? 1 : 0,
    cusResStatus: e.failed ? 'incomplete' : 'complete',
    errorMsgs: e.errorMsgs,
  };
  await database.insertInto('responseLogs').values(row).execute();
}
