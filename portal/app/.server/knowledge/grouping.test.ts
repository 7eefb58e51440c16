import { describe, expect, it } from 'vitest';
import { groupQuestions, matchSavedAnswers, type GroupableQuestion } from './grouping';
import { SAME_QUESTION, signatureOf, similarity } from './signature';

let nextId = 1;
const q = (question: string, listingId: number | null = 1, assistantId = 1): GroupableQuestion => ({
  id: nextId++,
  assistantId,
  listingId,
  question,
});
const texts = (groups: GroupableQuestion[][]) => groups.map((g) => g.map((x) => x.question));

// The same two questions asked in each shipped language, in other words than each other.
const PETS = [
  'Are pets allowed?',
  'Can I have a dog here?',
  'Les animaux sont-ils acceptés ?',
  '可以养宠物吗？',
  '可以養寵物嗎？',
  'ペットは飼えますか？',
  '반려동물 키울 수 있나요?',
];
const PARKING = [
  'Is there street parking?',
  'Where can I park my car?',
  'Y a-t-il du stationnement dans la rue ?',
  '有停车位吗？',
  '有停車位嗎？',
  '駐車場はありますか？',
  '주차 가능한가요?',
];

describe('grouping visitors’ questions', () => {
  it('puts one question asked in other words and the six languages in one group', () => {
    const groups = groupQuestions([...PETS, ...PARKING].map((x) => q(x)));
    expect(texts(groups)).toEqual([PETS, PARKING]);
  });

  it('keeps questions in the order asked, named by the oldest', () => {
    const mixed = [PETS[0]!, PARKING[3]!, PETS[5]!, PARKING[0]!].map((x) => q(x));
    const groups = groupQuestions([...mixed].reverse());
    expect(groups.map((g) => g[0]!.id)).toEqual([mixed[0]!.id, mixed[1]!.id]);
    expect(texts(groups)).toEqual([
      [PETS[0], PETS[5]],
      [PARKING[3], PARKING[0]],
    ]);
  });

  it('never mixes two listings’ questions, nor a listing with no single listing, nor two assistants', () => {
    const groups = groupQuestions([
      q(PETS[0]!, 1),
      q(PETS[2]!, 2),
      q(PETS[3]!, null),
      q(PETS[5]!, 1, 2),
      q(PETS[6]!, 1),
    ]);
    expect(texts(groups)).toEqual([[PETS[0], PETS[6]], [PETS[2]], [PETS[3]], [PETS[5]]]);
  });

  it('keeps different things of one family apart: the sauna is not the gym', () => {
    const groups = groupQuestions(
      ['Is there a sauna?', 'Is there a gym?', 'Y a-t-il un sauna ?', 'Does the building have a gym?'].map((x) => q(x)),
    );
    expect(texts(groups)).toEqual([
      ['Is there a sauna?', 'Y a-t-il un sauna ?'],
      ['Is there a gym?', 'Does the building have a gym?'],
    ]);
  });

  it('keeps a different kind of answer apart: when the roof was replaced is not who replaced it', () => {
    const a = signatureOf('When was the roof replaced?');
    const b = signatureOf('Who replaced the roof?');
    const c = signatureOf('Quand le toit a-t-il été remplacé ?');
    expect(similarity(a, b)).toBe(0);
    expect(similarity(a, c)).toBeGreaterThanOrEqual(SAME_QUESTION);
  });

  it('groups questions the vocabulary does not know by their words', () => {
    const groups = groupQuestions(
      ['Is the playground open in winter?', 'Is the playground open during winter?', 'Is the trampoline safe?'].map(
        (x) => q(x),
      ),
    );
    expect(texts(groups)).toEqual([
      ['Is the playground open in winter?', 'Is the playground open during winter?'],
      ['Is the trampoline safe?'],
    ]);
  });
});

describe('matching a saved answer', () => {
  const parking = {
    id: 1,
    listingId: 1,
    answer: 'Two stalls in the garage.',
    updatedAt: '2026-11-01',
    questions: [PARKING[0]!],
  };
  const pets = { id: 2, listingId: null, answer: 'Cats only.', updatedAt: '2026-11-02', questions: [PETS[0]!] };

  it('finds the answer for the question it answers, in any of the six languages', () => {
    for (const text of PETS) expect(matchSavedAnswers(text, [parking, pets]).map((m) => m.candidate.id)).toEqual([2]);
    for (const text of PARKING)
      expect(matchSavedAnswers(text, [parking, pets]).map((m) => m.candidate.id)).toEqual([1]);
  });

  it('never answers another topic', () => {
    for (const text of [
      'Is there a gym?',
      'How old is the roof?',
      'What are the strata fees?',
      'Bonjour',
      '学校在哪里？',
    ])
      expect(matchSavedAnswers(text, [parking, pets])).toEqual([]);
  });

  it('prefers one listing’s answer to the answer for all listings, then the newest', () => {
    const all = { ...parking, id: 3, listingId: null, updatedAt: '2026-11-05' };
    const newer = { ...parking, id: 4, updatedAt: '2026-11-03' };
    expect(matchSavedAnswers(PARKING[2]!, [all, parking, newer]).map((m) => m.candidate.id)).toEqual([4, 1, 3]);
  });
});
