// Groups visitors' questions that ask the same thing (in other words or another language) and
// finds the saved answer for a new question. Pure: the store feeds it rows, the chat feeds it the
// candidates in scope. A group never mixes two listings' questions: questions about one listing,
// and questions about no single listing, are grouped apart.
import { SAME_QUESTION, signatureOf, similarity } from './signature';

export interface GroupableQuestion {
  id: number;
  assistantId: number;
  listingId: number | null;
  question: string;
}

/**
 * Groups in order of first appearance; each question joins the first group of its assistant and
 * listing holding a question it matches (questions are taken oldest first, so a group's first
 * question is its oldest and its id names the group).
 */
export function groupQuestions<Q extends GroupableQuestion>(questions: readonly Q[]): Q[][] {
  const sorted = [...questions].sort((a, b) => a.id - b.id);
  const groups: Q[][] = [];
  const byScope = new Map<string, Q[][]>();
  for (const q of sorted) {
    const scope = `${q.assistantId}:${q.listingId ?? '*'}`;
    const candidates = byScope.get(scope) ?? [];
    const sig = signatureOf(q.question);
    const home = candidates.find((g) =>
      g.some((other) => similarity(sig, signatureOf(other.question)) >= SAME_QUESTION),
    );
    if (home) home.push(q);
    else {
      const g = [q];
      groups.push(g);
      candidates.push(g);
      byScope.set(scope, candidates);
    }
  }
  return groups;
}

export interface SavedAnswerCandidate {
  id: number;
  listingId: number | null;
  answer: string;
  updatedAt: string;
  /** The questions it was written for: its own and the visitors' it answered. */
  questions: string[];
}

export interface SavedAnswerMatch<C extends SavedAnswerCandidate = SavedAnswerCandidate> {
  candidate: C;
  score: number;
}

/**
 * The saved answers that answer `question`, best first: each scores its closest question. On a
 * tie an answer for one listing goes before one for every listing, then the newest.
 */
export function matchSavedAnswers<C extends SavedAnswerCandidate>(
  question: string,
  candidates: readonly C[],
): Array<SavedAnswerMatch<C>> {
  const sig = signatureOf(question);
  const out: Array<SavedAnswerMatch<C>> = [];
  for (const c of candidates) {
    let best = 0;
    for (const q of c.questions) best = Math.max(best, similarity(sig, signatureOf(q)));
    if (best >= SAME_QUESTION) out.push({ candidate: c, score: best });
  }
  return out.sort(
    (a, b) =>
      b.score - a.score ||
      Number(b.candidate.listingId !== null) - Number(a.candidate.listingId !== null) ||
      b.candidate.updatedAt.localeCompare(a.candidate.updatedAt),
  );
}
