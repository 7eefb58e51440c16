// The eval datasets' scoring rule: a copy of ../shared/eval/score.mjs version 2 (2026-11-28), used
// when a dataset directory has no score.mjs next to it. Keep in step with that file: the same
// verdict for every answer and the same report, ending with the line tools parse.
// Version 2: a question the documents do not answer (expect.handoff) is right only when the reply
// carries the chat's contact-form marker ##CONTACT; a passage quoted with "to confirm, contact the
// agent" is an answer, wrong there. `lenient` restores version 1, where the agent's phone, email, or
// first name beside a contact word also counted as a hand-over.
// Precision: of the replies without the marker (answers given), the share that is right.
import { MAX_REPLY_CHARS as MAX_CHARS } from '../../widget/src/chat/contract';
import type { Dataset, DatasetAgent, DatasetQuestion } from './load-dataset';

const STRIP = /[\s,\uFF0C\u3001.\uFF0E\u3002'\u2019\u2018`\u00B4\u02BC$\u20AC\u00A3\u00A5\uFFE5\u20A9\u00A2\u20B9]+/gu;
export function norm(s: unknown): string {
  return String(s ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(STRIP, '');
}

const CONTACT_WORDS: Record<string, string[]> = {
  en: [
    'contact',
    'reach out',
    'reach',
    'get in touch',
    'call',
    'phone',
    'text',
    'email',
    'e-mail',
    'agent',
    'realtor',
    'broker',
    'listing rep',
  ],
  fr: [
    'contact',
    'contacter',
    'contactez',
    'communiquer',
    'communiquez',
    'joindre',
    'appeler',
    'appelez',
    'écrire',
    'écrivez',
    'courriel',
    'courtier',
    'courtière',
    'agent',
    'agente',
    'téléphone',
    'coordonnées',
  ],
  'zh-CN': ['联系', '联络', '经纪', '中介', '代理', '致电', '打电话', '咨询', '询问', '电话', '邮件'],
  'zh-TW': ['聯絡', '聯繫', '經紀', '仲介', '代理', '致電', '打電話', '諮詢', '詢問', '電話', '郵件'],
  ko: ['연락', '문의', '중개인', '중개사', '에이전트', '리얼터', '담당자', '전화', '이메일'],
  ja: [
    '連絡',
    '問い合わせ',
    '問合せ',
    'お問合せ',
    'エージェント',
    '担当',
    '仲介',
    '不動産',
    '電話',
    'メール',
    'リアルター',
  ],
};

/** The reply carries the chat's contact form (the widget shows it for this marker). */
export function hasContactForm(answer: string): boolean {
  return String(answer ?? '')
    .toUpperCase()
    .includes('##CONTACT');
}

export function isHandoff(answer: string, agent: Partial<DatasetAgent>, lang: string, lenient = false): boolean {
  const a = String(answer ?? '');
  if (!a.trim()) return false;
  if (hasContactForm(a)) return true;
  if (!lenient) return false;
  const low = a.normalize('NFKC').toLowerCase();
  if (agent.email && low.includes(String(agent.email).toLowerCase())) return true;
  const digits = String(agent.phone ?? '').replace(/\D/g, '');
  if (digits.length >= 7 && low.replace(/[\s\-().+/·]/g, '').includes(digits)) return true;
  const first = String(agent.fName ?? '').toLowerCase();
  if (first && low.includes(first)) {
    const words = [...(CONTACT_WORDS[lang] ?? []), ...CONTACT_WORDS.en!];
    if (words.some((w) => low.includes(w.toLowerCase()))) return true;
  }
  return false;
}

export function scoreOne(q: DatasetQuestion, answer: string, agent: Partial<DatasetAgent>, lenient = false): boolean {
  const a = String(answer ?? '');
  const na = norm(a);
  const e = q.expect ?? {};
  if (e.handoff) {
    if (!isHandoff(a, agent, q.lang, lenient)) return false;
    return !(e.none_of ?? []).some((v) => norm(v) && na.includes(norm(v)));
  }
  if (!na) return false;
  return (e.any ?? []).some((v) => norm(v) && na.includes(norm(v)));
}

export function p95(values: number[]): number {
  if (!values.length) return 0;
  const v = [...values].sort((x, y) => x - y);
  return v[Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)]!;
}

type Tally = Map<string, { k: number; n: number }>;

function bump(m: Tally, key: string, ok: boolean): void {
  const g = m.get(key) ?? { k: 0, n: 0 };
  g.n++;
  if (ok) g.k++;
  m.set(key, g);
}

function table(title: string, groups: Tally, heading = 'right/total  accuracy'): string {
  const rows = [...groups.entries()].sort((x, y) => String(x[0]).localeCompare(String(y[0])));
  const w = Math.max(title.length, ...rows.map(([k]) => String(k).length));
  const lines = [`${title.padEnd(w)}  ${heading}`];
  for (const [k, g] of rows)
    lines.push(`${String(k).padEnd(w)}  ${`${g.k}/${g.n}`.padStart(11)}  ${(g.k / g.n).toFixed(3)}`);
  return lines.join('\n');
}

export interface AnswerLine {
  id: string;
  answer: string;
  ms?: number | string | null;
}

export interface ScoreOptions {
  /** Shown in the first line, as score.mjs shows its DATASET_DIR argument. */
  label?: string;
  /** Print every wrong answer with what was expected (score.mjs --fails). */
  fails?: boolean;
  /** Version 1's hand-over rule (score.mjs --lenient). */
  lenient?: boolean;
}

/** The same report as score.mjs version 2, ending with the accuracy line. */
export function scoreAnswers(
  ds: Dataset,
  questions: DatasetQuestion[],
  answers: AnswerLine[],
  opts: ScoreOptions = {},
): string {
  const agents = new Map(ds.assistants.map((a) => [a.key, a.agent]));
  const byId = new Map<string, AnswerLine>();
  for (const r of answers) byId.set(r.id, r);
  const byKind: Tally = new Map();
  const byLang: Tally = new Map();
  let K = 0;
  let N = 0;
  let hk = 0;
  let hn = 0;
  let missing = 0;
  let tooLong = 0;
  let falseHandoff = 0;
  let answerable = 0;
  let given = 0;
  let givenRight = 0;
  const ms: number[] = [];
  const fails: Array<{ q: DatasetQuestion; answer: string }> = [];
  for (const q of questions) {
    const agent = agents.get(q.assistant) ?? {};
    const r = byId.get(q.id);
    if (!r) missing++;
    const answer = r?.answer ?? '';
    // As score.mjs: a missing or empty ms is left out of the percentile.
    if (r && Number.isFinite(Number(r.ms)) && r.ms !== null && r.ms !== '') ms.push(Number(r.ms));
    if ([...String(answer)].length > MAX_CHARS) tooLong++;
    const ok = scoreOne(q, answer, agent, opts.lenient);
    N++;
    if (ok) K++;
    if (q.expect?.handoff) {
      hn++;
      if (ok) hk++;
    } else {
      answerable++;
      if (!ok && isHandoff(answer, agent, q.lang, opts.lenient)) falseHandoff++;
    }
    if (!hasContactForm(answer)) {
      given++;
      if (ok && !q.expect?.handoff) givenRight++;
    }
    bump(byKind, q.kind ?? '?', ok);
    bump(byLang, q.lang ?? '?', ok);
    if (!ok) fails.push({ q, answer });
  }
  const known = new Set(questions.map((q) => q.id));
  const unknown = [...byId.keys()].filter((id) => !known.has(id)).length;
  const out = [
    `dataset ${opts.label ?? '?'}: ${N} questions, ${byId.size} answers (${missing} missing, ${unknown} unknown ids)`,
    '',
    table('kind', byKind),
    '',
    table('lang', byLang),
    '',
  ];
  if (opts.fails) {
    for (const { q, answer } of fails) {
      const exp = q.expect?.handoff
        ? `handoff, none_of ${JSON.stringify(q.expect.none_of ?? [])}`
        : `any ${JSON.stringify(q.expect?.any ?? [])}`;
      out.push(
        `FAIL ${q.id} [${q.lang}/${q.kind}] ${q.question}\n  expect: ${exp}\n  answer: ${JSON.stringify(answer)}`,
      );
    }
    out.push('');
  }
  out.push(
    `answers over ${MAX_CHARS} chars: ${tooLong}`,
    `handoff on answerable questions (wrong): ${falseHandoff}/${answerable}`,
    `precision ${(given ? givenRight / given : 0).toFixed(3)} (${givenRight}/${given} replies without the contact form are right)${opts.lenient ? ' [lenient hand-over rule]' : ''}`,
    `accuracy ${(N ? K / N : 0).toFixed(3)} (${K}/${N}) handoff ${(hn ? hk / hn : 0).toFixed(3)} p95_ms ${Math.round(p95(ms))}`,
  );
  return out.join('\n');
}

export interface HandOverShare {
  /** Questions that expect a hand-over. */
  total: number;
  /** Of those, replies that carry the contact form. */
  withForm: number;
  share: number;
  report: string;
}

/**
 * For the questions that expect a hand-over (every question of a precision set): the share whose
 * reply carries the contact form, overall, by language and by kind. Unlike accuracy it ignores
 * none_of, so it is the figure the precision set's bar is set on.
 */
export function handOverShare(questions: DatasetQuestion[], answers: AnswerLine[]): HandOverShare {
  const byId = new Map<string, AnswerLine>();
  for (const r of answers) byId.set(r.id, r);
  const byKind: Tally = new Map();
  const byLang: Tally = new Map();
  let total = 0;
  let withForm = 0;
  for (const q of questions) {
    if (!q.expect?.handoff) continue;
    const ok = hasContactForm(byId.get(q.id)?.answer ?? '');
    total++;
    if (ok) withForm++;
    bump(byKind, q.kind ?? '?', ok);
    bump(byLang, q.lang ?? '?', ok);
  }
  const share = total ? withForm / total : 0;
  const heading = ' form/total  share';
  const report = total
    ? [
        `handed over with the contact form: ${share.toFixed(3)} (${withForm}/${total} questions that expect a hand-over)`,
        '',
        table('kind', byKind, heading),
        '',
        table('lang', byLang, heading),
      ].join('\n')
    : '';
  return { total, withForm, share, report };
}
