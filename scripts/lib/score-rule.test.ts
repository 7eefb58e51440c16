// Pins the eval scoring rule to ../shared/eval/score.mjs version 2 with cases written by hand (tests
// never read ../shared): a hand-over is right only with the contact-form marker, a quoted passage
// plus "to confirm, contact the agent" is an answer, and precision is the right share of the replies
// without the marker, missing replies included.
import { describe, expect, it } from 'vitest';
import type { Dataset, DatasetQuestion } from './load-dataset';
import { handOverShare, hasContactForm, isHandoff, norm, p95, scoreAnswers, scoreOne } from './score-rule';

const agent = { fName: 'Mia', lName: 'Lund', email: 'mia@example.test', phone: '555-010-9999' };
const ds: Dataset = { assistants: [{ key: 'a', agent, listings: [] }] };
const handoff = (id: string, lang: string, none_of: string[] = []): DatasetQuestion => ({
  id,
  assistant: 'a',
  lang,
  question: `question ${id}`,
  expect: { handoff: true, none_of },
  kind: 'unanswerable',
});
const answerable = (id: string, lang: string, any: string[]): DatasetQuestion => ({
  id,
  assistant: 'a',
  lang,
  question: `question ${id}`,
  expect: { any },
  kind: 'price',
});

describe('the hand-over rule (version 2)', () => {
  const q = handoff('h', 'fr', ['999,000']);

  it('counts a reply as a hand-over only when it carries ##CONTACT, in any case', () => {
    expect(hasContactForm("Je n'ai pas trouvé. ##CONTACT@@@12 rue Exemple")).toBe(true);
    expect(hasContactForm('##contact')).toBe(true);
    expect(hasContactForm('Contactez Mia au 555-010-9999.')).toBe(false);
    expect(scoreOne(q, "Je n'ai pas trouvé cette information. ##CONTACT@@@12 rue Exemple", agent)).toBe(true);
  });

  it("takes a quoted passage with the agent's phone, email or name as an answer, wrong here", () => {
    const quoted = 'Selon les documents : la piscine est chauffée. Pour confirmer, contactez Mia au 555-010-9999.';
    expect(scoreOne(q, quoted, agent)).toBe(false);
    expect(scoreOne(q, 'Écrivez à mia@example.test', agent)).toBe(false);
    expect(isHandoff(quoted, agent, 'fr')).toBe(false);
    // Version 1 (score.mjs --lenient) took each of these as a hand-over.
    expect(scoreOne(q, quoted, agent, true)).toBe(true);
    expect(scoreOne(q, 'Écrivez à mia@example.test', agent, true)).toBe(true);
    expect(scoreOne(q, 'Mia peut vous aider, contactez-la.', agent, true)).toBe(true);
    expect(scoreOne(q, 'Mia peut vous aider.', agent, true)).toBe(false);
  });

  it('fails a hand-over that also states a value the question must not get', () => {
    expect(scoreOne(q, 'Le prix est de 999 000 $. ##CONTACT@@@x', agent)).toBe(false);
    expect(scoreOne(q, 'Le prix est inconnu. ##CONTACT@@@x', agent)).toBe(true);
  });

  it('never takes an empty reply as a hand-over, under either rule', () => {
    expect(scoreOne(q, '', agent)).toBe(false);
    expect(scoreOne(q, '   ', agent, true)).toBe(false);
  });
});

describe('answers to questions the documents answer', () => {
  const q = answerable('a', 'en', ['$1,249,000']);

  it('match the expected value after NFKC, lower case and dropping spaces, commas, periods and currency', () => {
    expect(norm('$1,249,000')).toBe('1249000');
    expect(scoreOne(q, 'The asking price is 1 249 000 $.', agent)).toBe(true);
    expect(scoreOne(q, '挂牌价为１，２４９，０００加元', agent)).toBe(true);
    expect(scoreOne(q, 'The asking price is $1,249,500.', agent)).toBe(false);
  });

  it('are wrong when handed over instead', () => {
    expect(scoreOne(q, 'Mia can tell you. ##CONTACT@@@x', agent)).toBe(false);
  });
});

it('p95 takes the value at the 95th percentile rank', () => {
  expect(p95([])).toBe(0);
  expect(p95([5, 20, 10])).toBe(20);
  expect(p95(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(95);
});

describe('the report', () => {
  const questions = [
    handoff('h1', 'en'),
    handoff('h2', 'fr'),
    handoff('h3', 'ja'),
    answerable('a1', 'en', ['$1,249,000']),
    answerable('a2', 'ko', ['498.32']),
  ];
  const answers = [
    { id: 'h1', answer: 'I could not find that. ##CONTACT@@@x', ms: 5 },
    { id: 'h2', answer: 'Selon les documents : oui. Pour confirmer, contactez Mia au 555-010-9999.', ms: 20 },
    // h3 has no reply at all.
    { id: 'a1', answer: 'The asking price is 1 249 000 $.', ms: 10 },
    { id: 'a2', answer: '관리비는 중개인에게 문의하세요. ##CONTACT@@@x', ms: '' },
    { id: 'zz', answer: 'a reply to no question', ms: 1000 },
  ];

  it('prints the same lines as score.mjs version 2, the accuracy line last', () => {
    const lines = scoreAnswers(ds, questions, answers, { label: 'DIR' }).split('\n');
    expect(lines[0]).toBe('dataset DIR: 5 questions, 5 answers (1 missing, 1 unknown ids)');
    expect(lines).toContain('kind          right/total  accuracy');
    expect(lines).toContain('price                 1/2  0.500');
    expect(lines).toContain('unanswerable          1/3  0.333');
    expect(lines).toContain('lang  right/total  accuracy');
    expect(lines).toContain('fr            0/1  0.000');
    expect(lines.slice(-4)).toEqual([
      'answers over 350 chars: 0',
      'handoff on answerable questions (wrong): 1/2',
      // Replies without the form: h2 (wrong), h3 (missing, wrong), a1 (right).
      'precision 0.333 (1/3 replies without the contact form are right)',
      // An empty ms (a2) and an unknown id (zz) stay out of the percentile.
      'accuracy 0.400 (2/5) handoff 0.333 p95_ms 20',
    ]);
    expect(lines.some((l) => l.startsWith('FAIL'))).toBe(false);
  });

  it('lists the wrong answers with --fails and restores the old hand-over rule with --lenient', () => {
    const fails = scoreAnswers(ds, questions, answers, { label: 'DIR', fails: true });
    expect(fails).toContain('FAIL h2 [fr/unanswerable] question h2\n  expect: handoff, none_of []\n  answer: "Selon');
    expect(fails).toContain('FAIL a2 [ko/price] question a2\n  expect: any ["498.32"]');
    expect(fails).not.toContain('FAIL h1');
    const lenient = scoreAnswers(ds, questions, answers, { label: 'DIR', lenient: true }).split('\n');
    expect(lenient.slice(-2)).toEqual([
      'precision 0.333 (1/3 replies without the contact form are right) [lenient hand-over rule]',
      'accuracy 0.600 (3/5) handoff 0.667 p95_ms 20',
    ]);
  });

  it('gives the share of hand-over questions answered with the contact form, by kind and language', () => {
    const share = handOverShare(questions, answers);
    expect(share).toMatchObject({ total: 3, withForm: 1 });
    expect(share.share).toBeCloseTo(1 / 3);
    const lines = share.report.split('\n');
    expect(lines[0]).toBe('handed over with the contact form: 0.333 (1/3 questions that expect a hand-over)');
    expect(lines).toContain('en            1/1  1.000');
    expect(lines).toContain('ja            0/1  0.000');
    expect(handOverShare([questions[3]!], answers)).toMatchObject({ total: 0, report: '' });
  });
});
