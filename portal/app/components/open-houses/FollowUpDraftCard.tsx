// One visitor's follow-up email on the Follow-up tab: who it goes to and in which language, its
// state (draft, approved, sent), the subject and message the agent edits, and the buttons that
// save, approve, send, withdraw the approval or start again from the chat. A refused post shows
// its error beside the field and keeps what the agent typed.
import { Form } from '@remix-run/react';
import { useId } from 'react';
import type { DraftView } from '~/.server/open-houses/follow-ups.server';
import { followUpTexts as f } from '~/messages/follow-ups';
import { formatDateTime } from '~/utils/dates';

export interface DraftResult {
  contactId: number;
  ok: boolean;
  message: string;
  errors: Partial<Record<'subject' | 'body', string>>;
  /** What was posted, when it was refused: shown again as it was typed. */
  values?: { subject: string; body: string };
}

function statusText(d: DraftView): string {
  if (d.status === 'sent') return f.statusSent(d.sentAt ? formatDateTime(d.sentAt) : '');
  return d.status === 'approved' ? f.statusApproved : f.statusDraft;
}

export function FollowUpDraftCard({
  draft: d,
  result,
  busy,
}: {
  draft: DraftView;
  result: DraftResult | null;
  busy: boolean;
}) {
  const id = useId();
  const sent = d.status === 'sent';
  const typed = result && !result.ok ? result.values : undefined;
  const subject = typed?.subject ?? d.subject;
  const body = typed?.body ?? d.body;
  const errors = result?.errors ?? {};
  return (
    <article
      className="card oh-fu-draft"
      aria-labelledby={`${id}-name`}
      data-contact-id={d.contactId}
      data-status={d.status}
    >
      <div className="oh-visitor-head">
        <h3 id={`${id}-name`}>{d.name}</h3>
        <span className={`oh-fu-status oh-fu-${d.status}`}>{statusText(d)}</span>
      </div>
      <p className="oh-visitor-facts">
        <span>{d.email}</span>
        <span>
          {f.language}: {d.languageName}
        </span>
        <span>{f.asked(d.answered, d.personal)}</span>
        {d.edited ? <span>{f.edited}</span> : null}
      </p>
      {result ? (
        <p className={result.ok ? 'status success' : 'status error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      {sent ? (
        <>
          {d.delivery === 'queued' ? <p className="muted">{f.deliveryQueued}</p> : null}
          {d.delivery === 'failed' ? <p className="status error">{f.deliveryFailed}</p> : null}
          <p className="oh-fu-subject">
            <strong>{f.subject}:</strong> {d.subject}
          </p>
          <pre className="oh-fu-body" lang={d.language}>
            {d.body}
          </pre>
        </>
      ) : (
        // Keyed by what is stored, so a save or a new draft shows the text as it now is.
        <Form method="post" className="oh-fu-form" key={`${d.status}\n${d.subject}\n${d.body}`}>
          <input type="hidden" name="contactId" value={d.contactId} />
          <div className="field">
            <label htmlFor={`${id}-subject`}>{f.subject}</label>
            <input
              id={`${id}-subject`}
              name="subject"
              defaultValue={subject}
              lang={d.language}
              maxLength={400}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? `${id}-subject-err` : undefined}
            />
            {errors.subject ? (
              <p id={`${id}-subject-err`} className="hint invalid">
                {errors.subject}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-body`}>{f.body}</label>
            <textarea
              id={`${id}-body`}
              name="body"
              defaultValue={body}
              lang={d.language}
              rows={14}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? `${id}-body-err` : undefined}
            />
            {errors.body ? (
              <p id={`${id}-body-err`} className="hint invalid">
                {errors.body}
              </p>
            ) : null}
          </div>
          <div className="row oh-fu-actions">
            {d.status === 'approved' ? (
              <>
                <button type="submit" name="intent" value="send" className="btn btn-primary" disabled={busy}>
                  {f.send}
                </button>
                <button type="submit" name="intent" value="unapprove" className="btn" disabled={busy}>
                  {f.unapprove}
                </button>
                <button type="submit" name="intent" value="save" className="btn" disabled={busy}>
                  {f.save}
                </button>
              </>
            ) : (
              <>
                <button type="submit" name="intent" value="approve" className="btn btn-primary" disabled={busy}>
                  {f.approve}
                </button>
                <button type="submit" name="intent" value="save" className="btn" disabled={busy}>
                  {f.save}
                </button>
              </>
            )}
            {d.edited ? (
              <button
                type="submit"
                name="intent"
                value="reset"
                className="btn"
                disabled={busy}
                onClick={(e) => {
                  if (!window.confirm(f.resetConfirm)) e.preventDefault();
                }}
              >
                {f.reset}
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </article>
  );
}
