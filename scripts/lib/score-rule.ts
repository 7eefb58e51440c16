// The eval datasets' scoring rule (a copy of ../shared/eval/score.mjs), used when a dataset
// directory has no score.mjs next to it. Keep in step with that file.
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

export function isHandoff(answer: string, agent: Partial<DatasetAgent>, lang: string): boolean {
  const a = String(answer ?? '');
  if (!a.trim()) return false;
  if (a.toUpperCase().includes('##CONTACT')) return true;
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

export function scoreOne(q: DatasetQuestion, answer: string, agent: Partial<DatasetAgent>): boolean {
  const na = norm(answer);
  const e = q.expect ?? {};
  if (e.handoff) {
    if (!isHandoff(answer, agent, q.lang)) return false;
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

/** The same report as score.mjs, ending with the accuracy line. */
export function scoreAnswers(
  ds: Dataset,
  questions: DatasetQuestion[],
  answers: Array<{ id: string; answer: string; ms: number }>,
): string {
  const agents = new Map(ds.assistants.map((a) => [a.key, a.agent]));
  const byId = new Map(answers.map((a) => [a.id, a]));
  const byKind = new Map<string, { k: number; n: number }>();
  const byLang = new Map<string, { k: number; n: number }>();
  const bump = (m: Map<string, { k: number; n: number }>, key: string, ok: boolean) => {
    const g = m.get(key) ?? { k: 0, n: 0 };
    g.n++;
    if (ok) g.k++;
    m.set(key, g);
  };
  let K = 0;
  let hk = 0;
  let hn = 0;
  let tooLong = 0;
  const ms: number[] = [];
  for (const q of questions) {
    const r = byId.get(q.id);
    const answer = r?.answer ?? '';
    if (r) ms.push(Number(r.ms));
    if ([...answer].length > MAX_CHARS) tooLong++;
    const ok = scoreOne(q, answer, agents.get(q.assistant) ?? {});
    if (ok) K++;
    if (q.expect?.handoff) {
      hn++;
      if (ok) hk++;
    }
    bump(byKind, q.kind ?? '?', ok);
    bump(byLang, q.lang ?? '?', ok);
  }
  const table = (title: string, m: Map<string, { k: number; n: number }>) =>
    [
      `${title}  right/total  accuracy`,
      ...[...m.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([k, g]) => `${k}  ${g.k}/${g.n}  ${(g.k / g.n).toFixed(3)}`),
    ].join('\n');
  const N = questions.length;
  return [
    table('kind', byKind),
    '',
    table('lang', byLang),
    '',
    `answers over ${MAX_CHARS} chars: ${tooLong}`,
    `accuracy ${(N ? K / N : 0).toFixed(3)} (${K}/${N}) handoff ${(hn ? hk / hn : 0).toFixed(3)} p95_ms ${Math.round(p95(ms))}`,
  ].join('\n');
}
