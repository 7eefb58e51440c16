// "Your answer", "Applies to" and "Email this answer to the visitors who asked": the fields shared
// by answering a waiting question and editing a saved answer.
import { useEffect, useId, useRef, useState } from 'react';
import { questionTexts as m } from '~/messages/questions';
import { ANSWER_MAX } from '~/validation/questions';

export interface ListingOption {
  id: number;
  listingName: string;
}

export function AnswerFields({
  defaultAnswer,
  defaultAppliesTo,
  listings,
  assistantName,
  emailable,
  error,
  focusAnswer = false,
}: {
  defaultAnswer: string;
  /** A listing id, or null for every listing of the assistant. */
  defaultAppliesTo: number | null;
  listings: readonly ListingOption[];
  assistantName: string;
  /** Addresses visitors gave in those chats; the email box shows only when there is one. */
  emailable: number;
  error?: string | null;
  focusAnswer?: boolean;
}) {
  const id = useId();
  const [length, setLength] = useState([...defaultAnswer].length);
  const over = length > ANSWER_MAX;
  const ref = useRef<HTMLTextAreaElement>(null);
  // A refused answer: back to the text, which still holds what the agent typed.
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-answer`}>{m.yourAnswer}</label>
        <textarea
          ref={ref}
          id={`${id}-answer`}
          name="answer"
          rows={3}
          defaultValue={defaultAnswer}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
          onInput={(e) => setLength([...e.currentTarget.value].length)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the agent's own "Edit" press
          autoFocus={focusAnswer}
        />
        <div className="answer-hints">
          <p className="hint" id={`${id}-hint`}>
            {m.answerHint(ANSWER_MAX)}
          </p>
          <p className={over ? 'hint invalid answer-count' : 'hint answer-count'} id={`${id}-count`}>
            {m.chars(length, ANSWER_MAX)}
          </p>
        </div>
        {error ? (
          <p className="status error" role="alert" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-applies`}>{m.appliesTo}</label>
        <select id={`${id}-applies`} name="appliesTo" defaultValue={defaultAppliesTo ?? 'all'}>
          {listings.map((l) => (
            <option key={l.id} value={l.id}>
              {l.listingName}
            </option>
          ))}
          <option value="all">{m.allListingsOf(assistantName)}</option>
        </select>
      </div>
      {emailable > 0 ? (
        <div className="field check-field">
          <input type="checkbox" id={`${id}-notify`} name="notify" />
          <div>
            <label htmlFor={`${id}-notify`}>{m.emailVisitors}</label>
            <p className="hint">{m.emailCount(emailable)}</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
