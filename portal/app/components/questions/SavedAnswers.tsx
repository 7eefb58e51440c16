// The "Saved answers" tab: the agent's answers per listing (and those for all listings), each
// with Edit (in place) and Delete (asks first).
import { Form, Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { DeleteButton } from '~/components/portal/ConfirmDialog';
import { assistantTitle } from '~/messages/portal';
import { questionTexts as m } from '~/messages/questions';
import { AnswerFields, type ListingOption } from './AnswerFields';
import { formatDateTime } from '~/utils/dates';

export interface SavedView {
  id: number;
  assistantId: number;
  assistantName: string;
  listingId: number | null;
  listingName: string | null;
  question: string;
  answer: string;
  updatedAt: string;
  visitors: number;
  emailable: number;
}

export interface AssistantOption {
  id: number;
  name: string;
  listings: ListingOption[];
}

interface Section {
  key: string;
  title: string;
  answers: SavedView[];
}

/** One section per listing with answers, "All listings" of each assistant first. */
function sections(saved: readonly SavedView[], assistants: readonly AssistantOption[]): Section[] {
  const out: Section[] = [];
  const several = assistants.length > 1;
  for (const a of assistants) {
    const mine = saved.filter((s) => s.assistantId === a.id);
    const all = mine.filter((s) => s.listingId === null);
    if (all.length)
      out.push({
        key: `${a.id}-all`,
        title: several ? `${m.allListings} · ${assistantTitle(a.name)}` : m.allListings,
        answers: all,
      });
    for (const l of a.listings) {
      const forListing = mine.filter((s) => s.listingId === l.id);
      if (forListing.length) out.push({ key: `${a.id}-${l.id}`, title: l.listingName, answers: forListing });
    }
  }
  return out;
}

export function SavedAnswers({
  saved,
  assistants,
  editId,
  focusId,
  error,
  values,
}: {
  saved: readonly SavedView[];
  assistants: readonly AssistantOption[];
  editId: number | null;
  focusId: number | null;
  error: { answerId: number; text: string } | null;
  values: { answerId: number; answer: string; appliesTo: number | null } | null;
}) {
  if (!saved.length) return <p className="card empty">{m.noneSaved}</p>;
  return (
    <>
      {sections(saved, assistants).map((s) => (
        <section key={s.key} className="card saved-section" aria-labelledby={`saved-${s.key}`}>
          <h2 id={`saved-${s.key}`}>{s.title}</h2>
          <ul className="saved-list">
            {s.answers.map((a) => (
              <SavedItem
                key={a.id}
                answer={a}
                assistant={assistants.find((x) => x.id === a.assistantId)}
                editing={editId === a.id || error?.answerId === a.id}
                focused={focusId === a.id}
                error={error?.answerId === a.id ? error.text : null}
                values={values?.answerId === a.id ? values : null}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function SavedItem({
  answer: a,
  assistant,
  editing,
  focused,
  error,
  values,
}: {
  answer: SavedView;
  assistant: AssistantOption | undefined;
  editing: boolean;
  focused: boolean;
  error: string | null;
  values: { answer: string; appliesTo: number | null } | null;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused && !editing) {
      ref.current?.scrollIntoView({ block: 'start' });
      ref.current?.focus();
    }
  }, [focused, editing]);
  const titleId = `answer-${a.id}-title`;
  return (
    <li className={focused ? 'saved-item focused' : 'saved-item'} id={`answer-${a.id}`} aria-labelledby={titleId}>
      <h3 id={titleId} ref={ref} tabIndex={-1} className="question-text">
        “{a.question}”
      </h3>
      {editing ? (
        // Posted to the list (not ?edit=): after saving, the answer shows with its new wording.
        <Form method="post" action={`/questions?tab=saved&answer=${a.id}`} noValidate className="answer-form">
          <input type="hidden" name="answerId" value={a.id} />
          <AnswerFields
            defaultAnswer={values?.answer ?? a.answer}
            defaultAppliesTo={values ? values.appliesTo : a.listingId}
            listings={assistant?.listings ?? []}
            assistantName={assistant?.name ?? a.assistantName}
            emailable={a.emailable}
            error={error}
            focusAnswer
          />
          <div className="row">
            <button type="submit" name="intent" value="update" className="btn btn-primary">
              {m.save}
            </button>
            <Link to={`/questions?tab=saved#answer-${a.id}`} className="btn" preventScrollReset>
              {m.cancel}
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <p className="saved-answer">{a.answer}</p>
          <p className="hint">
            {m.updated} {formatDateTime(a.updatedAt)}
            {a.visitors ? ` · ${m.visitorsAnswered(a.visitors)}` : ''}
          </p>
          <div className="row">
            <Link
              to={`/questions?tab=saved&edit=${a.id}`}
              className="btn"
              aria-label={m.editLabel(a.question)}
              preventScrollReset
            >
              {m.edit}
            </Link>
            <DeleteButton
              label={m.delete}
              ariaLabel={m.deleteLabel(a.question)}
              confirmText={m.confirmDelete(a.question)}
              fields={{ intent: 'delete', answerId: String(a.id) }}
              action="/questions?tab=saved"
            />
          </div>
        </>
      )}
    </li>
  );
}
