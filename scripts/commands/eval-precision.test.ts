// CI floor for the hand-over: the precision set (scripts/fixtures/precision, questions over the dev
// listings that their documents and the agents' notes do not answer) through the real ingestion and
// chat code, like the dev floor in eval.test.ts. Every reply should carry the contact form; the test
// fails when the share that does drops below the floor.
//
// Baseline 2026-11-28 (the engine before issue 28's answerability work): 0.256 (66/258) handed over
// with the contact form; with the answerability judgement and the questions asked of the agent
// (answering/answerability.ts, question/agent-asks.ts): 0.891 (230/258); with the change, phone,
// table-cell and cross-script rules of the judgement: 0.915 (236/258). Issue 28's bar is 0.95.
// Raise FLOOR to just under each new measurement as the engine improves, so a change that makes
// the engine answer again what it should hand over fails here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runEval } from './eval';

const PRECISION = path.resolve(__dirname, '../fixtures/precision');
const FLOOR = 0.9;

it(`hands over at least ${FLOOR} of the precision set's questions with the contact form`, async () => {
  const answers = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oha-precision-test-')), 'answers.jsonl');
  const r = await runEval(PRECISION, answers, { quiet: true });
  const replies = fs
    .readFileSync(answers, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: string; answer: string });
  expect(replies).toHaveLength(r.total);
  expect(replies.filter((a) => !a.answer.trim())).toEqual([]);
  expect(r.handOver.total).toBe(r.total);
  expect(r.handOver.share, r.handOver.report).toBeGreaterThanOrEqual(FLOOR);
}, 300_000);
