// What each visitor asked in the chat their sign-in opened, and what became of each question: the
// assistant's answer with its sources (stored with the reply), a handover to the agent (the
// question kept on Unanswered questions, or the reply the visitor disliked), or the agent's own
// answer written there since. Read from the stored chat turns; nothing is asked again.
import type { DB } from '@db/connection';
import type { AnswerSource } from '../ai/provider.server';
import type { FollowUpItem } from './follow-up-draft.server';

function parseSources(json: string | null): AnswerSource[] {
  if (!json) return [];
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as AnswerSource[]).filter((s) => typeof s?.fileName === 'string') : [];
  } catch {
    return [];
  }
}

const sameQuestion = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The questions of each chat session, oldest first, one item per question (asked twice: the
 * later answer). Small talk (a reply with no source that nobody handed over) is left out.
 */
export async function questionsOfSessions(
  database: DB,
  sessionIds: readonly string[],
): Promise<Map<string, FollowUpItem[]>> {
  const out = new Map<string, FollowUpItem[]>();
  for (let i = 0; i < sessionIds.length; i += 500) {
    const chunk = sessionIds.slice(i, i + 500);
    const [messages, handed] = await Promise.all([
      database
        .selectFrom('chatMessages')
        .select(['sessionId', 'role', 'content', 'responseId', 'sources'])
        .where('sessionId', 'in', chunk)
        .where('role', 'in', ['user', 'assistant'])
        .orderBy('id')
        .execute(),
      database
        .selectFrom('visitorQuestions as q')
        .leftJoin('agentAnswers as a', 'a.id', 'q.agentAnswerId')
        .select(['q.sessionId', 'q.responseId', 'q.state', 'a.answer'])
        .where('q.sessionId', 'in', chunk)
        .execute(),
    ]);
    const handedOver = new Map(handed.map((h) => [`${h.sessionId}\n${h.responseId ?? ''}`, h]));
    const bySession = new Map<string, Map<string, FollowUpItem>>();
    const pending = new Map<string, string>();
    const put = (sessionId: string, item: FollowUpItem) => {
      const items = bySession.get(sessionId) ?? new Map<string, FollowUpItem>();
      const key = sameQuestion(item.question);
      items.delete(key); // asked again: the later answer, in the later place
      items.set(key, item);
      bySession.set(sessionId, items);
    };
    for (const m of messages) {
      if (m.role === 'user') {
        // A question with no reply after it (the chat failed) is the agent's to answer.
        const unanswered = pending.get(m.sessionId);
        if (unanswered) put(m.sessionId, { kind: 'personal', question: unanswered });
        pending.set(m.sessionId, m.content);
        continue;
      }
      const question = pending.get(m.sessionId);
      if (!question) continue;
      pending.delete(m.sessionId);
      const h = handedOver.get(`${m.sessionId}\n${m.responseId ?? ''}`);
      if (h) {
        put(
          m.sessionId,
          h.state === 'answered' && h.answer
            ? { kind: 'agent', question, answer: h.answer }
            : { kind: 'personal', question },
        );
        continue;
      }
      const sources = parseSources(m.sources);
      if (sources.length) put(m.sessionId, { kind: 'answered', question, reply: m.content, sources });
    }
    for (const [sessionId, question] of pending) put(sessionId, { kind: 'personal', question });
    for (const [sessionId, items] of bySession) out.set(sessionId, [...items.values()]);
  }
  return out;
}
