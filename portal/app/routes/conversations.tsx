// /conversations: the agent's chat sessions (masked as stored), filterable by assistant; one
// session opens with ?session=ID (linked from each lead).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { conversationOf, listAssistantsOf, listConversations } from '~/.server/chat/agent-views.server';
import { db } from '~/.server/db.server';
import { questionsOfSession } from '~/.server/knowledge/questions.server';
import { questionTexts } from '~/messages/questions';
import { splitContactMarker } from '@widget/chat/contract';
import { stripCitations } from '@widget/chat/markdown';
import { leadSourceLabel } from '~/validation/lead-source';
import { formatDateTime } from '~/utils/dates';

export const meta: MetaFunction = () => [{ title: 'Conversations · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const url = new URL(request.url);
  const assistantId = Number(url.searchParams.get('assistant')) || null;
  const sessionId = url.searchParams.get('session');
  const [assistants, sessions, open] = await Promise.all([
    listAssistantsOf(user.id),
    listConversations(user.id, { assistantId }),
    sessionId ? conversationOf(user.id, sessionId) : Promise.resolve(null),
  ]);
  if (sessionId && !open) throw new Response('Not found', { status: 404 });
  // Each handed-over (or disliked) reply links to its question on /questions.
  const kept = open ? await questionsOfSession(db(), user.id, open.session.id) : [];
  return { assistants, sessions, assistantId, open, kept };
}

/** Assistant text as the visitor saw it: no citation markers, the ##CONTACT marker named. */
function shown(role: string, content: string): string {
  if (role !== 'assistant') return content;
  const { text, contact, listing } = splitContactMarker(stripCitations(content));
  return contact ? `${text}\n[contact form offered${listing ? ` for ${listing}` : ''}]` : text;
}

const ROLE_LABEL: Record<string, string> = {
  user: 'Visitor',
  assistant: 'Assistant',
  developer: 'Note',
  system: 'System',
};

function KeptLink({ question }: { question: { id: number; state: string } | undefined }) {
  if (!question) return null;
  const text =
    question.state === 'answered'
      ? questionTexts.conversationAnswered
      : question.state === 'dismissed'
        ? questionTexts.conversationDismissed
        : questionTexts.conversationWaiting;
  return (
    <p style={{ margin: '0.2rem 0 0' }}>
      <Link to={`/questions?q=${question.id}`} style={{ display: 'inline-block', padding: '0.7rem 0' }}>
        {text}
      </Link>
    </p>
  );
}

export default function Conversations() {
  const { assistants, sessions, assistantId, open, kept } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  if (open) {
    return (
      <>
        <p>
          <Link to="/conversations">← All conversations</Link>
        </p>
        <h1>Conversation</h1>
        <p className="muted">
          {open.session.ohaName} · started {formatDateTime(open.session.createdAt)} · language {open.session.language} ·
          source {leadSourceLabel(open.session.leadSource)} · {open.session.id}
        </p>
        <section className="card stack" aria-label="Messages">
          {open.messages.length === 0 ? <p className="muted">No messages.</p> : null}
          {open.messages.map((m) => (
            <div key={m.id} className={`convo-msg convo-${m.role}`}>
              <div className="muted" style={{ fontSize: '0.85rem' }}>
                <strong>{ROLE_LABEL[m.role] ?? m.role}</strong> · {formatDateTime(m.createdAt)}
              </div>
              <p
                style={{
                  whiteSpace: 'pre-wrap',
                  margin: '0.2rem 0 0',
                  fontStyle: m.role === 'developer' ? 'italic' : undefined,
                }}
              >
                {shown(m.role, m.content)}
              </p>
              <KeptLink question={m.responseId ? kept.find((k) => k.responseId === m.responseId) : undefined} />
            </div>
          ))}
        </section>
      </>
    );
  }
  return (
    <>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>Conversations</h1>
        <Link to="/leads" className="btn">
          Leads
        </Link>
      </div>
      <p className="muted">
        Chats visitors had with your assistants. Sensitive details (card numbers, phone numbers, emails, passwords) were
        masked before storing.
      </p>
      {assistants.length > 1 ? (
        <Form method="get" className="row" style={{ margin: '0 0 1rem' }} onChange={(e) => submit(e.currentTarget)}>
          <label htmlFor="assistant-filter">Assistant</label>
          <select id="assistant-filter" name="assistant" defaultValue={assistantId ?? ''} style={{ maxWidth: '24rem' }}>
            <option value="">All assistants</option>
            {assistants.map((a) => (
              <option key={a.id} value={a.id}>
                {a.ohaName} ({a.assistantPathname})
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="btn">
              Filter
            </button>
          </noscript>
        </Form>
      ) : null}
      {sessions.length === 0 ? (
        <section className="card">
          <p>No conversations yet.</p>
        </section>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Last activity</th>
                <th scope="col">Assistant</th>
                <th scope="col">First question</th>
                <th scope="col">Language</th>
                <th scope="col">Source</th>
                <th scope="col">Messages</th>
                <th scope="col">Session</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.id}>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.updatedAt)}</td>
                  <td>{s.ohaName}</td>
                  <td>
                    {s.firstQuestion
                      ? s.firstQuestion.length > 80
                        ? `${s.firstQuestion.slice(0, 80)}…`
                        : s.firstQuestion
                      : '—'}
                  </td>
                  <td>{s.language}</td>
                  <td>{leadSourceLabel(s.leadSource)}</td>
                  <td>{s.messageCount}</td>
                  <td>
                    <Link to={`/conversations?session=${encodeURIComponent(s.id)}`}>{s.id}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
