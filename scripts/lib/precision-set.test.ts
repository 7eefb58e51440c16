// The precision set (scripts/fixtures/precision, README there) stays what the engine's hand-over is
// measured against: questions over the dev listings that their documents and notes do not answer,
// every one expecting the contact form. Its dataset.json is the dev set's, pointing at the dev
// set's files; each question's `absent` words must stay out of the texts of the listing it is
// about (documents as the app reads them, the agent's notes and the address), so a document added
// to the dev set that starts answering a question fails here instead of quietly turning a right
// hand-over into a wrong one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectKind } from '../../portal/app/.server/ingest/detect.server';
import { extractText } from '../../portal/app/.server/ingest/extract.server';
import { readDataset, type DatasetQuestion } from './load-dataset';

const FIXTURES = path.resolve(__dirname, '../fixtures');
const PRECISION = path.join(FIXTURES, 'precision');
const DEV = path.join(FIXTURES, 'eval-dev');
const LANGS = ['en', 'zh-CN', 'zh-TW', 'ko', 'ja', 'fr'];
const KINDS = [
  'absent',
  'near_miss',
  'action',
  'opinion',
  'prediction',
  'advice',
  'promise',
  'fair_housing',
  'other_listing',
];

interface PrecisionQuestion extends DatasetQuestion {
  /** The listing a question names without selecting it. */
  about?: string;
  /** Words whose presence in the listing's texts could answer the question. */
  absent?: string[];
  note?: string;
}

const { dataset, questions } = readDataset(PRECISION) as {
  dataset: ReturnType<typeof readDataset>['dataset'];
  questions: PrecisionQuestion[];
};
const listingsOf = new Map(dataset.assistants.map((a) => [a.key, a.listings.map((l) => l.key)]));

describe('the precision set', () => {
  it("is the dev set's listings and files", () => {
    const dev = readDataset(DEV).dataset;
    const rewritten = structuredClone(dev);
    for (const a of rewritten.assistants) for (const l of a.listings) l.files = l.files.map((f) => `../eval-dev/${f}`);
    expect(dataset).toEqual(rewritten);
    for (const a of dataset.assistants)
      for (const l of a.listings) for (const f of l.files) expect(fs.existsSync(path.join(PRECISION, f)), f).toBe(true);
  });

  it('holds at least 200 questions, all expecting the contact form, in six languages and every class', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) {
      expect(q.expect, q.id).toEqual({ handoff: true, none_of: expect.any(Array) });
      expect(LANGS, q.id).toContain(q.lang);
      expect(KINDS, q.id).toContain(q.kind);
      const own = listingsOf.get(q.assistant);
      expect(own, q.id).toBeDefined();
      for (const k of [...(q.selected ?? []), ...(q.about ? [q.about] : [])]) expect(own, q.id).toContain(k);
      // A listing the agent does not have is asked about with no listing selected.
      if (q.kind === 'other_listing') expect(q.selected ?? [], q.id).toEqual([]);
    }
    const count = (key: 'lang' | 'kind', v: string) => questions.filter((q) => q[key] === v).length;
    for (const lang of LANGS) expect(count('lang', lang), lang).toBeGreaterThanOrEqual(questions.length * 0.15);
    for (const kind of KINDS) expect(count('kind', kind), kind).toBeGreaterThanOrEqual(10);
  });

  it("repeats no question of the dev set's", () => {
    const devQuestions = new Set(readDataset(DEV).questions.map((q) => q.question.trim().toLowerCase()));
    const reworded = fs.readFileSync(path.join(FIXTURES, 'dev-reworded.jsonl'), 'utf8').trim().split('\n');
    for (const l of reworded) devQuestions.add((JSON.parse(l) as DatasetQuestion).question.trim().toLowerCase());
    expect(questions.filter((q) => devQuestions.has(q.question.trim().toLowerCase())).map((q) => q.id)).toEqual([]);
  });

  it("keeps each question's absent words out of its listing's documents, notes and address", async () => {
    const texts = new Map<string, string>();
    for (const a of dataset.assistants)
      for (const l of a.listings) {
        const parts = [l.address, l.insights];
        for (const f of l.files) {
          const bytes = fs.readFileSync(path.join(PRECISION, f));
          const r = await extractText(bytes, detectKind(bytes)!, { ocr: false });
          expect(r.ok, f).toBe(true);
          if (r.ok) parts.push(...r.pages.map((p) => p.text));
        }
        texts.set(l.key, parts.join('\n').toLowerCase());
      }
    const found: string[] = [];
    for (const q of questions) {
      // The listing a question is about; a question about none (another listing, the area) is
      // checked against every listing of its agent.
      const keys = q.selected?.length ? q.selected : q.about ? [q.about] : listingsOf.get(q.assistant)!;
      for (const word of q.absent ?? []) {
        // At a word start, so that "ev" is not found inside "level".
        const re = new RegExp(`(?<![\\p{L}\\p{N}])${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
        for (const k of keys) if (re.test(texts.get(k)!)) found.push(`${q.id} ${k}: "${word}"`);
      }
    }
    expect(found).toEqual([]);
    expect(questions.filter((q) => q.absent?.length).length).toBeGreaterThanOrEqual(100);
  }, 60_000);
});
